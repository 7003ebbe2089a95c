import 'server-only';
import type { ReactNode } from 'react';
import { ListPages } from '../lists/list-query';
import { SortHeader, type SortOrder } from '../lists/sort-header';
import { NarrowFold } from '../shell/narrow-fold';

/** One column of a list: its heading and each row's cell (in the row's language, if it has one). */
interface ListColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  lang?: (row: Row) => string | undefined;
  className?: string;
  /** The cell heads its row (`th scope=row`, its link to the item); the first column unless one says so. */
  heads?: boolean;
  /** The list's sort value for this column: its header sorts by it (decision 062). */
  sort?: { column: string; firstOrder?: SortOrder };
}

/**
 * A filter of a list's GET form: a search box, a number box (`numeric`) or a choice (`options`,
 * after `any`, the "whatever" choice sent as nothing; the form's own by default, `false`: none).
 */
export interface ListFilterSpec {
  name: string;
  label: string;
  options?: readonly (readonly [string, string])[];
  any?: string | false;
  /** The value shown when the address names none (a sort's default). */
  fallback?: string;
  max?: number;
  numeric?: boolean;
}

/** The list's sort as the address names it, the link to another sort, and what a press does. */
interface ListSorting {
  sort: string;
  order: SortOrder;
  link: (sort: string, order: SortOrder) => string;
  hints: Record<SortOrder, string>;
}

/**
 * One back-office list (decision 052 §3.10): its filters as a GET form (works without JavaScript),
 * how many match (`role=status`), the rows as a table, or a sentence when none match, and the pages.
 * Below 768 px the table's rows are cards (decision 054: each cell under its column's name, from
 * `data-label`), so a phone never scrolls sideways. A list may add what is its own: the saved
 * filters below the form (`saved`), its export and tools over the rows (the bulk actions), sortable
 * headers (decision 062), a class for some rows, and its results in a wide panel (`panel`).
 * `failure` (the API's refusal, in words) is said instead of the results, the form kept.
 */
export function ListScreen<Row>({
  path,
  filters,
  saved,
  failure,
  rows,
  keyOf,
  rowClass,
  columns,
  sorting,
  caption,
  showCaption = false,
  count,
  exportLink,
  tools,
  empty,
  testId,
  panel = false,
  pages,
}: {
  path: string;
  /**
   * The GET form's label, fields (with the address's values), button and "show all" link; with
   * `disclosure`, below 768 px the form and the saved filters are behind a "Filtry" disclosure
   * whose summary this names, given how many filters the address sets (decision 054).
   */
  filters: Omit<Parameters<typeof FilterForm>[0], 'path'> & { disclosure?: (set: number) => string };
  saved?: ReactNode;
  failure?: string;
  rows: readonly Row[];
  keyOf: (row: Row) => string;
  rowClass?: (row: Row) => string | undefined;
  columns: readonly ListColumn<Row>[];
  sorting?: ListSorting;
  caption: string;
  showCaption?: boolean;
  count: string;
  /** The download of every row the filters match (`listExportHref`), offered while there are any. */
  exportLink?: { href: string; text: string };
  /** Shown over the rows while there are any. */
  tools?: ReactNode;
  empty: string;
  testId: string;
  panel?: boolean;
  pages: {
    page: number;
    pages: number;
    link: (page: number) => string;
    labels: { previous: string; next: string; where: string };
  };
}) {
  const heading = Math.max(
    0,
    columns.findIndex((column) => column.heads),
  );
  const results = (
    <>
      <p role="status">{count}</p>
      {rows.length > 0 && exportLink && (
        <p className="bo-links">
          <a className="bo-button bo-button--secondary" href={exportLink.href} download>
            {exportLink.text}
          </a>
        </p>
      )}
      {rows.length > 0 && tools}
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid={testId}>
            <caption className={showCaption ? undefined : 'bo-visually-hidden'}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) =>
                  column.sort && sorting ? (
                    <SortHeader
                      key={column.label}
                      label={column.label}
                      column={column.sort.column}
                      firstOrder={column.sort.firstOrder}
                      {...sorting}
                    />
                  ) : (
                    <th key={column.label} scope="col">
                      {column.label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={keyOf(row)} className={rowClass?.(row)}>
                  {columns.map((column, index) => {
                    const Cell = index === heading ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.label}
                        scope={index === heading ? 'row' : undefined}
                        lang={column.lang?.(row)}
                        className={column.className}
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
  const { disclosure, ...form } = filters;
  const filtering = (
    <>
      <FilterForm path={path} {...form} />
      {saved}
    </>
  );
  return (
    <>
      {disclosure ? (
        // Closed on every load, set filters or not: on a phone the results come first, the
        // summary counting what is set.
        <NarrowFold summary={disclosure(setFilters(form.fields, form.values))}>{filtering}</NarrowFold>
      ) : (
        filtering
      )}
      {failure ? (
        <p role="alert" className="bo-alert">
          {failure}
        </p>
      ) : panel ? (
        <section className="bo-panel bo-panel--wide" aria-label={caption}>
          {results}
        </section>
      ) : (
        results
      )}
    </>
  );
}

/**
 * How many of a form's filters the address sets: a field with a fallback (a sort, an order)
 * always has a value, so it is not a filter a person has set.
 */
function setFilters(fields: readonly ListFilterSpec[], values: Readonly<Record<string, string>>): number {
  return fields.filter((field) => field.fallback === undefined && (values[field.name] ?? '') !== '').length;
}

/**
 * A GET form of filters (a list's, or another choice a page takes from its address), which works
 * without JavaScript; `hidden` values go along unseen, `reset` links to the page without any.
 */
export function FilterForm({
  path,
  label,
  submit,
  fields,
  values,
  any,
  hidden,
  reset,
}: {
  path: string;
  label: string;
  submit: string;
  fields: readonly ListFilterSpec[];
  values: Readonly<Record<string, string>>;
  /** The choices' "whatever" option, unless a field names its own. */
  any?: string;
  hidden?: Readonly<Record<string, string>>;
  reset?: string;
}) {
  return (
    <form className="bo-form bo-form--inline" method="get" action={path} aria-label={label}>
      {fields.map((field) => (
        <ListFilter
          key={field.name}
          {...field}
          any={field.any ?? any}
          value={values[field.name] || (field.fallback ?? '')}
        />
      ))}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="bo-button">
        {submit}
      </button>
      {reset && <a href={path}>{reset}</a>}
    </form>
  );
}

/** One filter of a list's GET form. */
function ListFilter({ name, label, options, any, max, numeric, value }: ListFilterSpec & { value: string }) {
  const id = `filter-${name}`;
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      {options ? (
        <select id={id} name={name} defaultValue={value}>
          {any !== undefined && any !== false && <option value="">{any}</option>}
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      ) : numeric ? (
        <input id={id} name={name} inputMode="numeric" pattern="[0-9]*" size={8} defaultValue={value} />
      ) : (
        <input id={id} name={name} type="search" defaultValue={value} maxLength={max} />
      )}
    </div>
  );
}

/**
 * A choice filter among `values`, each named by `text` and sent as itself, or as its `code` (the
 * form's "whatever" choice first).
 */
export function choiceFilter<Value extends string | number>(...choice: Choice<Value>): ListFilterSpec;
export function choiceFilter<Value>(
  ...choice: [...Choice<Value>, code: (value: Value) => string | number]
): ListFilterSpec;
export function choiceFilter<Value>(
  ...[name, label, values, text, code]: [...Choice<Value>, code?: (value: Value) => string | number]
): ListFilterSpec {
  return { name, label, options: values.map((value) => [String(code ? code(value) : value), text(value)]) };
}

type Choice<Value> = [name: string, label: string, values: readonly Value[], text: (value: Value) => string];
