// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

/**
 * Search alerts (issue 36, decision 059): an alert is a list's filter path, an address with the
 * newsletter's consent (double opt-in) and a frequency; its sends are unique per (alert, period),
 * written with their outbox row in one transaction, as the newsletter digests are; manage tokens
 * open the page of all alerts of one address; and `offer_preparation_ends` records when an offer's
 * "in preparation" flag was taken off, the one alerting event no other table keeps (publication is
 * `offers.published_at`, a price change `offer_price_history`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('search_alerts'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('consent_version', 'text', (c) => c.notNull())
    .addColumn('consented_at', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_expires_at', 'text')
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('active_since', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema.createIndex('search_alerts_email').on('search_alerts').columns(['email']).execute();
  await db.schema.createIndex('search_alerts_status').on('search_alerts').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('search_alerts_confirm_token')
    .on('search_alerts')
    .columns(['confirm_token_hash'])
    .execute();

  await withId(db, db.schema.createTable('search_alert_sends'))
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('search_alerts.id').onDelete('cascade'))
    // day:2026-11-24, week:2026-W48, or after:{ISO instant} for an immediate alert.
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('covered_since', 'text', (c) => c.notNull())
    .addColumn('covered_until', 'text', (c) => c.notNull())
    .addColumn('offer_count', 'integer', (c) => c.notNull())
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    .addUniqueConstraint('search_alert_sends_alert_period', ['alert_id', 'period'])
    .execute();
  await db.schema
    .createIndex('search_alert_sends_latest')
    .on('search_alert_sends')
    .columns(['alert_id', 'covered_until'])
    .execute();

  await withId(db, db.schema.createTable('search_alert_manage_tokens'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_alert_manage_tokens_expiry')
    .on('search_alert_manage_tokens')
    .columns(['expires_at'])
    .execute();

  await withId(db, db.schema.createTable('offer_preparation_ends'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('ended_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offer_preparation_ends_at')
    .on('offer_preparation_ends')
    .columns(['ended_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_preparation_ends').execute();
  await db.schema.dropTable('search_alert_manage_tokens').execute();
  await db.schema.dropTable('search_alert_sends').execute();
  await db.schema.dropTable('search_alerts').execute();
}
