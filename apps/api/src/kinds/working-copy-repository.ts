import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { WorkingCopyTable } from '../db/tables/kind-tables';

type Db = Kysely<DatabaseSchema>;
export type WorkingCopyRow = Selectable<WorkingCopyTable>;

/**
 * A published item's working copy (decision 052 §3.4): one row per item in `working_copies`, every
 * write conditioned on the version the editor saved against. Taking a copy for publication is one
 * conditional `DELETE … RETURNING`, so of two publications (two editors, two API processes) one wins.
 */
export async function findWorkingCopy(
  db: Db,
  kind: string,
  key: string,
): Promise<WorkingCopyRow | undefined> {
  return db
    .selectFrom('working_copies')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_key', '=', key)
    .executeTakeFirst();
}

/** The copies of a page of items, by key. */
export async function findWorkingCopies(
  db: Db,
  kind: string,
  keys: readonly string[],
): Promise<Map<string, WorkingCopyRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('working_copies')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.item_key, row]));
}

/** Starts a copy; false when one was started meanwhile (`ON CONFLICT DO NOTHING`). */
export async function insertWorkingCopy(db: Db, copy: WorkingCopyRow): Promise<boolean> {
  const inserted = await db
    .insertInto('working_copies')
    .values(copy)
    .onConflict((oc) => oc.columns(['kind', 'item_key']).doNothing())
    .returning('version')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Saves a copy still at `expected`: new data (and a new base, when a live write the copy follows
 * moved it: the import's), or a new schedule; its version grows by one.
 */
export async function updateWorkingCopy(
  db: Db,
  kind: string,
  key: string,
  expected: number,
  change:
    | { data: string; baseData?: string; updatedBy: string | null; updatedAt: string }
    | { publishAt: string | null },
): Promise<boolean> {
  const set =
    'data' in change
      ? {
          data: change.data,
          updated_by: change.updatedBy,
          updated_at: change.updatedAt,
          ...(change.baseData === undefined ? {} : { base_data: change.baseData }),
        }
      : { publish_at: change.publishAt };
  const result = await db
    .updateTable('working_copies')
    .set({ ...set, version: expected + 1 })
    .where('kind', '=', kind)
    .where('item_key', '=', key)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Rewrites a copy's values and base as they are (a live write that both follow: a group's members
 * changed from an offer's side), in the caller's transaction; its version stays.
 */
export async function rewriteWorkingCopy(
  db: Db,
  copy: WorkingCopyRow,
  change: { data: string; baseData: string },
): Promise<void> {
  await db
    .updateTable('working_copies')
    .set({ data: change.data, base_data: change.baseData })
    .where('kind', '=', copy.kind)
    .where('item_key', '=', copy.item_key)
    .where('version', '=', copy.version)
    .execute();
}

/**
 * Takes a copy still at `expected` (for publication or to discard it), and, for the publication loop,
 * only when it is due by `dueBy`: the deleted row, or undefined when another write got there first.
 */
export async function takeWorkingCopy(
  db: Db,
  kind: string,
  key: string,
  expected: number,
  dueBy?: string,
): Promise<WorkingCopyRow | undefined> {
  let query = db
    .deleteFrom('working_copies')
    .where('kind', '=', kind)
    .where('item_key', '=', key)
    .where('version', '=', expected);
  if (dueBy !== undefined) query = query.where('publish_at', '<=', dueBy);
  return query.returningAll().executeTakeFirst();
}

/** A kind's copies whose "publish changes" time has come (the `working_copies_due` index). */
export async function findDueWorkingCopies(db: Db, kind: string, now: string): Promise<WorkingCopyRow[]> {
  return db
    .selectFrom('working_copies')
    .selectAll()
    .where('kind', '=', kind)
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .execute();
}
