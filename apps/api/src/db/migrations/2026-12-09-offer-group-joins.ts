// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

/**
 * When an offer joined a special-offer group (issue 36, decision 059 "Alerts on a group's list"):
 * the event that mails the alerts on that group's list, as offer_price_drops is a lowered price's.
 * Every write of a membership records the offers it adds; leaving a group records nothing (it
 * mails nobody). Memberships made before this migration have no known time and are not events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('offer_group_joins'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('offer_groups.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offer_group_joins_at')
    .on('offer_group_joins')
    .columns(['joined_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_group_joins').execute();
}
