// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

/**
 * The newsletter digest (issue 18, decision 036): one row per digest queued to a subscriber. The
 * unique key (subscriber, period) is written in the transaction that queues the mail, so a period
 * gives each subscriber one digest at most, whatever processes run the job and however often; each
 * row keeps the end of what it covered (the next digest starts there) and the hash of the
 * unsubscribe token its mail carries. Indexes for the digest's reads: confirmed subscribers, and
 * the price changes of a period.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('newsletter_digests'))
    .addColumn('subscriber_id', 'integer', (col) =>
      col.notNull().references('newsletter_subscribers.id').onDelete('cascade'),
    )
    // day:2026-11-24 or week:2026-W48 (Polish calendar).
    .addColumn('period', 'varchar(20)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('covered_since', 'varchar(30)', (col) => col.notNull())
    .addColumn('covered_until', 'varchar(30)', (col) => col.notNull())
    .addColumn('offer_count', 'integer', (col) => col.notNull())
    .addColumn('unsubscribe_token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addUniqueConstraint('newsletter_digests_subscriber_period', ['subscriber_id', 'period'])
    .execute();
  await db.schema
    .createIndex('newsletter_digests_latest')
    .on('newsletter_digests')
    .columns(['subscriber_id', 'covered_until'])
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_status')
    .on('newsletter_subscribers')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('offer_price_history_changed')
    .on('offer_price_history')
    .columns(['changed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('offer_price_history_changed').execute();
  await db.schema.dropIndex('newsletter_subscribers_status').execute();
  await db.schema.dropTable('newsletter_digests').execute();
}
