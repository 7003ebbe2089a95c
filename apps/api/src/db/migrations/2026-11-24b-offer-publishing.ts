// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

/**
 * Offers written by staff (issue 17, decision 030): each offer's publication state and the time a
 * scheduled one goes live, its price history, and the change signal every process watches to drop
 * its cached answers. `is_published` stays, derived from the state on every write, so the public
 * lists keep their indexes. (Named "24b": it runs after the staff accounts of the same day.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('offers')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('offers').addColumn('publish_at', 'text').execute();
  await db.updateTable('offers').set({ status: 'unpublished' }).where('is_published', '=', 0).execute();
  // The publisher's scan: scheduled offers whose time has come.
  await db.schema.createIndex('offers_scheduled').on('offers').columns(['status', 'publish_at']).execute();

  await withId(db, db.schema.createTable('offer_price_history'))
    .addColumn('offer_id', 'integer', (col) => col.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .addColumn('old_price', 'bigint')
    .addColumn('new_price', 'bigint')
    .execute();
  await db.schema
    .createIndex('offer_price_history_offer')
    .on('offer_price_history')
    .columns(['offer_id', 'changed_at'])
    .execute();

  // One row per kind of public data; a write bumps its version in the write's transaction.
  await db.schema
    .createTable('change_signals')
    .addColumn('name', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();
  await db
    .insertInto('change_signals')
    .values({ name: 'offers', version: 0, changed_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('change_signals').execute();
  await db.schema.dropTable('offer_price_history').execute();
  await db.schema.dropIndex('offers_scheduled').execute();
  await db.schema.alterTable('offers').dropColumn('publish_at').execute();
  await db.schema.alterTable('offers').dropColumn('status').execute();
}
