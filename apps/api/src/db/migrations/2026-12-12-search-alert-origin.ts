// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import { type Kysely, sql } from 'kysely';

/**
 * Where an alert comes from (issue 36, decision 059, the footer newsletter as one case of alerts):
 * 'filter' for an alert a visitor saved on a list (every alert so far), 'newsletter' for a footer
 * subscription carried by the alerts' machinery, which is mailed the digest's mail by the digest's
 * rule. Part of the one-live-alert key: an address's newsletter on the sale list with a set of
 * voivodeships and its own alert on the same list and set are two subscriptions, two mails.
 */
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
    .addColumn('origin', 'text', (column) => column.notNull().defaultTo('filter'))
    .execute();
  await db.schema.dropIndex('search_alerts_live_once').execute();
  await liveOnce(db, ['email', 'origin', 'path', 'voivodeships']);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Without the column a newsletter's alert would become a list's alert and mail the alert's mail:
  // they go, with their sends and records (the subscribers' own rows are the newsletter's).
  const newsletter = db.selectFrom('search_alerts').select('id').where('origin', '=', 'newsletter');
  await db.deleteFrom('search_alert_mailed').where('alert_id', 'in', newsletter).execute();
  await db.deleteFrom('search_alert_sends').where('alert_id', 'in', newsletter).execute();
  await db.deleteFrom('search_alerts').where('origin', '=', 'newsletter').execute();
  await db.schema.dropIndex('search_alerts_live_once').execute();
  await liveOnce(db, ['email', 'path', 'voivodeships']);
  await db.schema.alterTable('search_alerts').dropColumn('origin').execute();
}
