import {
  SAVED_FILTERS_PER_LIST,
  type SavedFilterInput,
  type SavedFilterList,
  savedFilterQuery,
} from '@estate/domain/saved-filters';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { AppError } from '../http/app-error';
import { type AuditActor, insertAuditEntry } from '../repositories/audit-repository';
import {
  countSavedFilters,
  deleteOwnSavedFilter,
  findSavedFilterByName,
  findSavedFilters,
  type SavedFilterRow,
  upsertSavedFilter,
} from '../repositories/saved-filter-repository';

type Db = Kysely<DatabaseSchema>;

/** Who acts: the signed-in person, whose filters these are, and the audit entry's "who". */
export interface SavedFilterContext {
  db: Db;
  userId: string;
  actor: AuditActor;
  now?: Date;
}

const toAnswer = (row: SavedFilterRow) => ({
  id: row.id,
  list: row.list as SavedFilterList,
  name: row.name,
  query: row.query,
  createdAt: row.created_at,
});

/** The person's own saved filters of a list (decision 062); nobody reads another's. */
export async function listSavedFilters(context: SavedFilterContext, list: SavedFilterList) {
  return (await findSavedFilters(context.db, context.userId, list)).map(toAnswer);
}

/**
 * Saves the list's query under a name, in the list's own form (`savedFilterQuery`); a name the
 * person already has on that list is replaced. 409 `saved_filters_full` past the list's limit.
 */
export async function saveFilter(context: SavedFilterContext, input: SavedFilterInput) {
  const query = savedFilterQuery(input.list, input.query);
  if (query === undefined) throw new AppError(400, 'validation_failed', 'Not a query of this list');
  const now = context.now ?? new Date();
  return context.db.transaction().execute(async (trx) => {
    const known = await findSavedFilterByName(trx, context.userId, input.list, input.name);
    if (!known && (await countSavedFilters(trx, context.userId, input.list)) >= SAVED_FILTERS_PER_LIST) {
      throw new AppError(409, 'saved_filters_full', 'Delete a saved filter of this list first');
    }
    // A name already saved takes no new place, whoever saved it first (two saves at once).
    const row = await upsertSavedFilter(trx, {
      user_id: context.userId,
      list: input.list,
      name: input.name,
      query,
      created_at: now.toISOString(),
    });
    await insertAuditEntry(
      trx,
      {
        actor: context.actor,
        action: 'saved-filter.save',
        entity: 'saved_filter',
        entityId: row.id,
        changes: { list: [null, input.list], name: [null, input.name], query: [known?.query ?? null, query] },
      },
      now,
    );
    return toAnswer(row);
  });
}

/** Deletes one of the person's own filters; 404 for any other id (another's is not found either). */
export async function deleteSavedFilter(context: SavedFilterContext, id: number) {
  const now = context.now ?? new Date();
  await context.db.transaction().execute(async (trx) => {
    const row = await deleteOwnSavedFilter(trx, context.userId, id);
    if (!row) throw new AppError(404, 'not_found', 'No saved filter of yours has this id');
    await insertAuditEntry(
      trx,
      {
        actor: context.actor,
        action: 'saved-filter.delete',
        entity: 'saved_filter',
        entityId: row.id,
        changes: { list: [row.list, null], name: [row.name, null], query: [row.query, null] },
      },
      now,
    );
  });
}
