// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * Measured popularity (issue 18, decision 034): offer page views counted per offer and day, with no
 * address or identifier; and the jobs every API process may run but only one at a time does
 * (`scheduled_jobs`: when each is next due and who holds it now), first the hourly refresh of
 * `offers.views_period` from the last 30 days of views.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offer_views_daily')
    .addColumn('offer_id', 'integer', (col) => col.notNull())
    // The Polish calendar day, yyyy-mm-dd: a view at 00:30 in Warsaw counts for that day.
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('offer_views_daily_pk', ['offer_id', 'day'])
    .execute();
  // The refresh sums the last 30 days of every offer viewed in them.
  await db.schema.createIndex('offer_views_daily_day').on('offer_views_daily').columns(['day']).execute();

  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('next_run_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('lease_holder', 'varchar(100)')
    .addColumn('lease_expires_at', 'varchar(30)')
    .addColumn('last_started_at', 'varchar(30)')
    .addColumn('last_finished_at', 'varchar(30)')
    .addColumn('last_error', 'text')
    .execute();

  // The back office's chart of one offer's activity reads its submissions by time.
  await db.schema
    .createIndex('form_submissions_offer')
    .on('form_submissions')
    .columns(['offer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('form_submissions_offer').execute();
  await db.schema.dropTable('scheduled_jobs').execute();
  await db.schema.dropTable('offer_views_daily').execute();
}
