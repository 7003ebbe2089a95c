import { polishSortKey } from '@estate/domain/polish-sort-key';

/**
 * An agent card's name with its Polish sort key (decision 062 "Sorting text"), which the back
 * office's agent sort compares by bytes: every write of a card's name goes through this, as an
 * offer's derived columns go through offerDerivedColumns, so the key never lags the name.
 */
export function agentNameColumns(name: string): { name: string; name_sort: string } {
  return { name, name_sort: polishSortKey(name) };
}
