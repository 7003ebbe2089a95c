// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import { type Kysely, sql } from 'kysely';
import { withId } from './migration-helpers';

/**
 * When the price a visitor sees (the effective price: the discount price while discounted) went
 * down (issue 36, decision 059): the event "price lowered" that mails search alerts. The price
 * history keeps the base price, which a discount does not change and which can drop under an
 * unchanged discount without anyone seeing it. The drops of the price history are copied in, so an
 * alert mails the drops of its window made before this migration as it did.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('offer_price_drops'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('dropped_at', 'text', (c) => c.notNull())
    .addColumn('old_price', 'bigint', (c) => c.notNull())
    .addColumn('new_price', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offer_price_drops_at')
    .on('offer_price_drops')
    .columns(['dropped_at'])
    .execute();
  await sql`INSERT INTO offer_price_drops (offer_id, dropped_at, old_price, new_price)
    SELECT offer_id, changed_at, old_price, new_price FROM offer_price_history
    WHERE new_price < old_price ORDER BY id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_price_drops').execute();
}
