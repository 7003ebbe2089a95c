import 'server-only';

/** A page's `searchParams` as Next hands them over. */
export type ListSearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A back-office list's GET form as it came in the query string: each named value trimmed ('' when
 * absent), the query to ask the API with (only the values given), and the link to another page
 * with the same filters.
 */
export function listQuery<Name extends string>(
  params: Awaited<ListSearchParams>,
  names: readonly Name[],
  path: string,
) {
  // Every name is there, '' when absent; read by name as any string-keyed record is.
  const values: Readonly<Record<string, string>> = Object.fromEntries(
    names.map((name) => {
      const value = params[name];
      return [name, typeof value === 'string' ? value.trim() : ''];
    }),
  );
  const query = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));
  const pageLink = (page: number) => {
    const next = new URLSearchParams(query);
    next.set('page', String(page));
    return `${path}?${next}`;
  };
  return { values, query, pageLink };
}

/**
 * Where a list's export (decision 031) is downloaded: the list's filters and order, every page
 * (so no `page`), headed in the back office's language. The site forwards /api/* to the API with
 * the session cookie.
 */
export function listExportHref(url: string, filters: URLSearchParams, lang: string): string {
  const query = new URLSearchParams(filters);
  query.delete('page');
  query.set('lang', lang);
  return `${url}?${query}`;
}

/** The previous and next pages of a list, and where the reader is. */
export function ListPages({
  page,
  pages,
  link,
  labels,
}: {
  page: number;
  pages: number;
  link: (page: number) => string;
  labels: { previous: string; next: string; where: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav className="bo-pages" aria-label={labels.where}>
      {page > 1 && <a href={link(page - 1)}>{labels.previous}</a>}
      <span>{labels.where}</span>
      {page < pages && <a href={link(page + 1)}>{labels.next}</a>}
    </nav>
  );
}

/**
 * `ListPages`' props from an answer's `meta` (none when the API refused: one page) and the list's
 * words for its links and for where the reader is.
 */
export function listPages(
  meta: { page: number; pages: number } | undefined,
  link: (page: number) => string,
  words: { previous: string; next: string; where: (page: number, pages: number) => string },
) {
  const { page, pages } = meta ?? { page: 1, pages: 1 };
  return {
    page,
    pages,
    link,
    labels: { previous: words.previous, next: words.next, where: words.where(page, pages) },
  };
}
