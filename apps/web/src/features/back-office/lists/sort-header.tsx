/**
 * A back-office list's sortable column header (decision 062): a link to the same list with this
 * column's sort (the other filters kept, back to the first page), so it works without JavaScript
 * and the sort stays in the address. The sorted column says so by `aria-sort` and an arrow; the
 * link's name says what a press does. Lists built later (the kinds' list screen) reuse it
 * with their own `link`.
 */
export type SortOrder = 'asc' | 'desc';

export function SortHeader({
  label,
  column,
  sort,
  order,
  firstOrder = 'asc',
  link,
  hints,
}: {
  label: string;
  /** The list's sort value for this column. */
  column: string;
  /** The list's current sort and order. */
  sort: string;
  order: SortOrder;
  /** The order a first press sorts by (dates and prices: newest or highest first is `desc`). */
  firstOrder?: SortOrder;
  link: (sort: string, order: SortOrder) => string;
  /** "sort ascending" / "sort descending": what the link does, read after the label. */
  hints: Record<SortOrder, string>;
}) {
  const active = sort === column;
  const next: SortOrder = active ? (order === 'asc' ? 'desc' : 'asc') : firstOrder;
  return (
    <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      {/* Named with what a press does ("Cena, sortuj rosnąco"), the visible label first. */}
      <a className="bo-sort" href={link(column, next)} aria-label={`${label}, ${hints[next]}`}>
        {label}
        <span className="bo-sort__arrow" aria-hidden="true">
          {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </a>
    </th>
  );
}

/** The list's address with the query's filters, this sort and order, and no page (page 1). */
export function sortedListLink(path: string, query: URLSearchParams) {
  return (sort: string, order: SortOrder) => {
    const next = new URLSearchParams(query);
    next.delete('page');
    next.set('sort', sort);
    next.set('order', order);
    return `${path}?${next}`;
  };
}
