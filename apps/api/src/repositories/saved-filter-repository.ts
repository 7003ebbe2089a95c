import type { SavedFilterList } from '@estate/domain/saved-filters';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

const COLUMNS = ['id', 'list', 'name', 'query', 'created_at'] as const;

/** One person's saved filters of a list, by name. */
export function findSavedFilters(db: Db, userId: string, list: SavedFilterList) {
  return db
    .selectFrom('saved_filters')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export type SavedFilterRow = Awaited<ReturnType<typeof findSavedFilters>>[number];

export function findSavedFilterByName(db: Db, userId: string, list: SavedFilterList, name: string) {
  return db
    .selectFrom('saved_filters')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function countSavedFilters(db: Db, userId: string, list: SavedFilterList): Promise<number> {
  const row = await db
    .selectFrom('saved_filters')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Saves the person's filter of that name, replacing its query if it exists: one statement, so two
 * saves of one name at once both succeed (a read, then an insert, broke the unique key for one).
 */
export function upsertSavedFilter(
  db: Db,
  row: { user_id: string; list: SavedFilterList; name: string; query: string; created_at: string },
) {
  return db
    .insertInto('saved_filters')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'list', 'name']).doUpdateSet({ query: row.query }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes the filter if it is the person's; the row deleted, or undefined. */
export function deleteOwnSavedFilter(db: Db, userId: string, id: number) {
  return db
    .deleteFrom('saved_filters')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}
