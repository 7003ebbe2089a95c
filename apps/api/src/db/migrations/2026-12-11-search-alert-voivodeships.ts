// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import { type Kysely, sql } from 'kysely';

/**
 * An alert's set of voivodeships (issue 36, decision 059, the footer newsletter as one case of
 * alerts): its list's offers in one of them, comma-joined codes as the newsletter's subscribers
 * keep theirs, '' for none (every alert so far). Not null, so the one-live-alert index can hold
 * it: the same list with another set is another alert, the same set is the same one (NULLs would
 * all differ in a unique index, on SQLite and PostgreSQL alike).
 */
/** The live alerts (pending, active, paused) unique over these columns; stopped ones stay as records. */
async function liveOnce(db: Kysely<any>, columns: string[]): Promise<void> {
  await db.schema
    .createIndex('search_alerts_live_once')
    .on('search_alerts')
    .columns(columns)
    .unique()
    .where(sql.ref('status'), 'in', [sql.lit('pending'), sql.lit('active'), sql.lit('paused')])
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('search_alerts')
    .addColumn('voivodeships', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.dropIndex('search_alerts_live_once').execute();
  await liveOnce(db, ['email', 'path', 'voivodeships']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('search_alerts_live_once').execute();
  // Back to one live alert per address and list: the sets' extra alerts are stopped first.
  await sql`
    update search_alerts set status = 'unsubscribed'
    where voivodeships <> '' and status in ('pending', 'active', 'paused')
  `.execute(db);
  await liveOnce(db, ['email', 'path']);
  await db.schema.alterTable('search_alerts').dropColumn('voivodeships').execute();
}
