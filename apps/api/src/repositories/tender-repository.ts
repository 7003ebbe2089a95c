import { TENDER_SALE_MODES } from '@estate/domain/property-types';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

const TENDER_COLUMNS = [
  'id',
  'tipi',
  'title_pl',
  'title_en',
  'type_classified',
  'type_property',
  'voivodeship',
  'town',
  'sale_mode',
  'tender_at',
  'tender_place_pl',
  'tender_place_en',
  'starting_price',
  'deposit',
  'deposit_deadline',
  'bid_increment',
] as const;

/** Published offers whose tender starts at `from` or later, soonest first (the offers_tender index). */
export async function findUpcomingTenders(db: Db, from: Date, limit: number) {
  return db
    .selectFrom('offers')
    .select(TENDER_COLUMNS)
    .where('tender_at', '>=', from.toISOString())
    .where('is_published', '=', 1)
    .where('is_sold', '=', 0)
    .where('sale_mode', 'in', TENDER_SALE_MODES)
    .orderBy('tender_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
export type TenderRow = Awaited<ReturnType<typeof findUpcomingTenders>>[number];

/** One published offer's tender columns (past tenders included: a saved calendar file stays valid). */
export async function findTenderOfOffer(db: Db, id: number): Promise<TenderRow | undefined> {
  return db
    .selectFrom('offers')
    .select(TENDER_COLUMNS)
    .where('id', '=', id)
    .where('is_published', '=', 1)
    .executeTakeFirst();
}

/** The regulations document of each of the given offers, by offer id. */
export async function findRegulations(db: Db, offerIds: readonly number[]) {
  if (offerIds.length === 0)
    return new Map<number, { title_pl: string; title_en: string; path: string; size_bytes: number }>();
  const rows = await db
    .selectFrom('offer_documents')
    .select(['offer_id', 'title_pl', 'title_en', 'path', 'size_bytes'])
    .where('offer_id', 'in', offerIds)
    .where('regulations', '=', 1)
    .where('pending', '=', 0)
    .execute();
  return new Map(rows.map((row) => [row.offer_id, row]));
}
