// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * Tenders and parcels (issue 17, decision 032): a written tender's or an oral auction's notice —
 * when and where, starting price, deposit and its deadline, the minimum increment — on the offer;
 * national parcel identifiers; which document is the tender's regulations. The old 'auction' mode
 * was the invitation to bid behind the "bid offer" badge: it is named 'bids' now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const offers = () => db.schema.alterTable('offers');
  // ISO 8601 UTC, like every other moment the database keeps.
  await offers().addColumn('tender_at', 'text').execute();
  await offers().addColumn('tender_place_pl', 'text').execute();
  await offers().addColumn('tender_place_en', 'text').execute();
  await offers().addColumn('starting_price', 'bigint').execute();
  await offers().addColumn('deposit', 'bigint').execute();
  await offers().addColumn('deposit_deadline', 'text').execute();
  await offers().addColumn('bid_increment', 'bigint').execute();
  await offers().addColumn('plot_ids', 'text').execute();
  // The list of upcoming tenders reads the few offers with a date, in date order.
  await db.schema.createIndex('offers_tender').on('offers').columns(['tender_at', 'id']).execute();
  await db.schema
    .alterTable('offer_documents')
    .addColumn('regulations', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.updateTable('offers').set({ sale_mode: 'bids' }).where('sale_mode', '=', 'auction').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // A tender goes back to the closest old mode: the invitation to bid was the 'auction'.
  await db
    .updateTable('offers')
    .set({ sale_mode: 'auction' })
    .where('sale_mode', 'in', ['bids', 'written_tender', 'oral_auction'])
    .execute();
  await db.schema.alterTable('offer_documents').dropColumn('regulations').execute();
  await db.schema.dropIndex('offers_tender').execute();
  for (const column of [
    'plot_ids',
    'bid_increment',
    'deposit_deadline',
    'deposit',
    'starting_price',
    'tender_place_en',
    'tender_place_pl',
    'tender_at',
  ]) {
    await db.schema.alterTable('offers').dropColumn(column).execute();
  }
}
