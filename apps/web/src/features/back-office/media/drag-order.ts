/** A row's vertical extent on the screen (a DOMRect's top and bottom). */
export interface RowBox {
  top: number;
  bottom: number;
}

/**
 * The index a dragged row takes when the pointer is at `y`, the rows' boxes as drawn now (the
 * dragged one at `from`): past every neighbour whose middle the pointer crossed, in the direction
 * it went. Measuring against middles, not edges, keeps a short row dragged over a tall one from
 * swinging back and forth between two places.
 */
export function dragTarget(rows: readonly RowBox[], from: number, y: number): number {
  if (from < 0 || from >= rows.length) return from;
  const middle = (row: RowBox) => (row.top + row.bottom) / 2;
  let to = from;
  for (let index = from + 1; index < rows.length; index += 1) {
    const row = rows[index] as RowBox;
    if (y > middle(row)) to = index;
  }
  if (to !== from) return to;
  for (let index = from - 1; index >= 0; index -= 1) {
    const row = rows[index] as RowBox;
    if (y < middle(row)) to = index;
  }
  return to;
}
