import { savedFiltersResponseSchema } from '@estate/domain/api/saved-filter-responses';
import type { SavedFilterList } from '@estate/domain/saved-filters';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { SavedFilters } from './saved-filters';

/**
 * A list screen's saved filters (decision 062): the person's own, read on the server, and the
 * list's current query without its page handed to the form that saves it.
 */
export async function SavedFiltersSection({
  list,
  path,
  query,
}: {
  list: SavedFilterList;
  path: string;
  query: URLSearchParams;
}) {
  const saved = await backOfficeGet(
    `/api/back-office/saved-filters?list=${list}`,
    savedFiltersResponseSchema,
  );
  const current = new URLSearchParams(query);
  current.delete('page');
  return <SavedFilters list={list} path={path} query={current.toString()} filters={saved.body?.data ?? []} />;
}
