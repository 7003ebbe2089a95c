// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';
import { carrySubscribers } from './2026-12-13-newsletter-as-alerts';
import { withId } from './migration-helpers';

/**
 * The newsletter's own tables go (decision 059, "The newsletter's switch"): `2026-12-13-newsletter-
 * as-alerts` moved every subscriber and digest onto search alerts and their sends and emptied them,
 * and nothing writes them since. A row found anyway is carried first by that migration's own step,
 * so nothing is dropped unread. `down` makes both tables again, empty, as the migrations of their
 * day left them (its indexes and keys), for the previous migration's `down` to copy the alerts back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await carrySubscribers(db);
  await db.schema.dropTable('newsletter_digests').execute();
  await db.schema.dropTable('newsletter_subscribers').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('newsletter_subscribers'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('voivodeships', 'text', (c) => c.notNull())
    .addColumn('is_agent', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('consent_version', 'text', (c) => c.notNull())
    .addColumn('consented_at', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_expires_at', 'text')
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema
    .createIndex('newsletter_confirm_token')
    .on('newsletter_subscribers')
    .columns(['confirm_token_hash'])
    .execute();
  await db.schema
    .createIndex('newsletter_unsubscribe_token')
    .on('newsletter_subscribers')
    .columns(['unsubscribe_token_hash'])
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_status')
    .on('newsletter_subscribers')
    .columns(['status', 'id'])
    .execute();
  await withId(db, db.schema.createTable('newsletter_digests'))
    .addColumn('subscriber_id', 'integer', (col) =>
      col.notNull().references('newsletter_subscribers.id').onDelete('cascade'),
    )
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
}
