// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

/**
 * What each search alert has mailed, event by event (issue 36, decision 059 "Late events"): an
 * event is stamped before its writer's transaction commits, so the alert job reads back over an
 * overlap before its last mail's end and leaves out what this table says it mailed already. One row
 * per (alert, offer, reason, event time), written with the send's row and its outbox row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('search_alert_mailed'))
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('search_alerts.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('event_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('search_alert_mailed_once', ['alert_id', 'offer_id', 'reason', 'event_at'])
    .execute();
  // The purge drops rows older than any alert's window.
  await db.schema
    .createIndex('search_alert_mailed_at')
    .on('search_alert_mailed')
    .columns(['event_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_alert_mailed').execute();
}
