import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** Site tables whose rows carry their own draft / scheduled / published state (decision 040). */
export type ScheduledTable = 'faq' | 'offer_groups';

export interface PublicationState {
  status: string;
  published_at: string | null;
}

export async function setRowPublication(
  db: Db,
  table: ScheduledTable,
  id: number,
  state: PublicationState,
): Promise<void> {
  await db.updateTable(table).set(state).where('id', '=', id).execute();
}

/**
 * Scheduled rows whose time has come, made public: each by its own conditional UPDATE, so two
 * API processes never publish one twice (as articles, decision 037).
 */
export async function publishDueRows(db: Db, table: ScheduledTable, now: Date): Promise<number[]> {
  const due = await db
    .selectFrom(table)
    .select('id')
    .where('status', '=', 'scheduled')
    .where('published_at', '<=', now.toISOString())
    .execute();
  const published: number[] = [];
  for (const { id } of due) {
    const result = await db
      .updateTable(table)
      .set({ status: 'published' })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) published.push(id);
  }
  return published;
}
