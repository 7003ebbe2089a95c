import type { ChangeSignal } from '@estate/domain/kinds/kind';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

// ChangeSignal (the kinds of public data processes follow, one row each from the migrations) is the
// domain's, so a kind's declaration names its signals (decision 052).

/**
 * Says that public data of a kind changed: call it in the transaction of the write, so the new
 * version is seen exactly when the change is (decision 030).
 */
export async function bumpChangeSignal(db: Db, name: ChangeSignal, now: Date = new Date()): Promise<void> {
  await db
    .updateTable('change_signals')
    .set((eb) => ({ version: eb('version', '+', 1), changed_at: now.toISOString() }))
    .where('name', '=', name)
    .execute();
}

/** The current version of a kind of data (0 before any change). */
export async function readChangeSignal(db: Db, name: ChangeSignal): Promise<number> {
  const row = await db
    .selectFrom('change_signals')
    .select('version')
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}
