import type { Generated } from 'kysely';

/** A person's saved filter of a back-office list (decision 062). */
export interface SavedFilterTable {
  id: Generated<number>;
  /** The staff account's id (`auth_user.id`). */
  user_id: string;
  /** `offers` or `inbox` (SAVED_FILTER_LISTS). */
  list: string;
  name: string;
  /** The list's query string without the page, as `savedFilterQuery` writes it. */
  query: string;
  created_at: string;
}
