import 'server-only';
import type { ReactNode } from 'react';
import { ListPages } from '../list-query';

/** One column of a list: its heading and each row's cell (in the row's language, if it has one). */
interface ListColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  lang?: (row: Row) => string | undefined;
}

/**
 * One back-office list (decision 052 §3.10): its filters as a GET form (works without JavaScript),
 * how many match (`role=status`), the rows as a table, or a sentence when none match, and the pages.
 * Below 768 px the table's rows are cards (decision 054: each cell under its column's name, from
 * `data-label`), so a phone never scrolls sideways.
 */
export function ListScreen<Row>({
  path,
  filters,
  rows,
  keyOf,
  columns,
  caption,
  count,
  empty,
  testId,
  pages,
}: {
  path: string;
  /** The GET form's label, fields and button. */
  filters: { label: string; submit: string; fields: ReactNode };
  rows: readonly Row[];
  keyOf: (row: Row) => string;
  /** The first column heads each row (its link to the editor). */
  columns: readonly ListColumn<Row>[];
  caption: string;
  count: string;
  empty: string;
  testId: string;
  pages: {
    page: number;
    pages: number;
    link: (page: number) => string;
    labels: { previous: string; next: string; where: string };
  };
}) {
  return (
    <>
      <form className="bo-form bo-form--inline" method="get" action={path} aria-label={filters.label}>
        {filters.fields}
        <button type="submit" className="bo-button">
          {filters.submit}
        </button>
      </form>
      <p role="status">{count}</p>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid={testId}>
            <caption className="bo-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={keyOf(row)}>
                  {columns.map((column, index) => {
                    const Cell = index === 0 ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.label}
                        scope={index === 0 ? 'row' : undefined}
                        lang={column.lang?.(row)}
                        data-label={column.label}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPages {...pages} />
    </>
  );
}

/** A filter of a list's GET form: a search box or a choice. */
export function ListFilter({
  name,
  label,
  value,
  options,
  max,
}: {
  name: string;
  label: string;
  value: string;
  /** A choice's options (value, label), the first usually "any" (''); absent: a search box. */
  options?: readonly [string, string][];
  max?: number;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      {options ? (
        <select id={`filter-${name}`} name={name} defaultValue={value}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      ) : (
        <input id={`filter-${name}`} name={name} type="search" defaultValue={value} maxLength={max} />
      )}
    </div>
  );
}
