type Values = Readonly<Record<string, unknown>>;

/** What publishing a working copy writes: the merged values, or the fields both sides changed. */
export type MergeResult = { ok: true; values: Record<string, unknown> } | { ok: false; conflict: string[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A working copy made public (decision 052 §3.4): only the fields the copy changed relative to its
 * `base` (the live values when it was started) are applied over the `live` values now, so a live
 * write made meanwhile (the import, bulk actions, group members from the offer side) survives. A
 * field changed on both sides to different values is a conflict: the editor decides, not the order
 * of writes. Both sides making the same change is no conflict.
 */
export function mergeOnPublish(base: Values, live: Values, mine: Values): MergeResult {
  const values: Record<string, unknown> = { ...live };
  const conflict: string[] = [];
  for (const field of new Set([...Object.keys(base), ...Object.keys(live), ...Object.keys(mine)])) {
    if (same(mine[field], base[field])) continue;
    if (!same(live[field], base[field]) && !same(live[field], mine[field])) conflict.push(field);
    else if (mine[field] === undefined) delete values[field];
    else values[field] = mine[field];
  }
  return conflict.length > 0 ? { ok: false, conflict } : { ok: true, values };
}
