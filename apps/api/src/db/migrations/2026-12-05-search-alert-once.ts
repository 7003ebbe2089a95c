// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import { type Kysely, sql } from 'kysely';

/**
 * One live alert per address and list (issue 36, decision 059): two sign-ups at the same moment, a
 * pending alert renewed while it was being confirmed, or an alert moved onto a list the address
 * already watches would otherwise make two, and every offer would be mailed twice. Stopped alerts
 * stay as the record of a withdrawn consent, so the index holds the live ones only (a partial index,
 * the same on SQLite and PostgreSQL).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('search_alerts_live_once')
    .on('search_alerts')
    .columns(['email', 'path'])
    .unique()
    .where(sql.ref('status'), 'in', [sql.lit('pending'), sql.lit('active'), sql.lit('paused')])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('search_alerts_live_once').execute();
}
