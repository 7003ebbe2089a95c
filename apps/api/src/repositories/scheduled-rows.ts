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
