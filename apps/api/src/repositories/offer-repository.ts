import { OFFER_COUNT_LIMIT } from '@estate/domain/constants';
import type { Language } from '@estate/domain/language';
import type { OfferOrder } from '@estate/domain/offer-filter-fields';
import type { OfferFilter } from '@estate/domain/offer-filters';
import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { OfferPhotoTable, OfferTable, OfferTextTable } from '../db/tables/offer-tables';
import { distanceKmSql, offerConditions } from './offer-conditions';
import { findPriceHistory } from './offer-editing-repository';

type Db = Kysely<DatabaseSchema>;
export type OfferRow = Selectable<OfferTable>;
export type OfferTextRow = Selectable<OfferTextTable>;

/** A photo as lists and pages read it: every column but its own id. */
export type PhotoRow = Omit<Selectable<OfferPhotoTable>, 'id'>;

/** The deepest page anyone pages to; beyond it OFFSET scans cost more than the page is worth. */
const MAX_PAGE = 5_000;

function applyOrder<O>(
  query: SelectQueryBuilder<DatabaseSchema, 'offers', O>,
  order: OfferOrder,
): SelectQueryBuilder<DatabaseSchema, 'offers', O> {
  switch (order) {
    case 'oldest':
      return query.orderBy('offers.published_at', 'asc').orderBy('offers.id', 'asc');
    case 'price_asc':
      return query
        .orderBy('offers.effective_price', (ob) => ob.asc().nullsLast())
        .orderBy('offers.id', 'asc');
    case 'price_desc':
      return query
        .orderBy('offers.effective_price', (ob) => ob.desc().nullsLast())
        .orderBy('offers.id', 'desc');
    case 'area_asc':
      return query.orderBy('offers.area_main', (ob) => ob.asc().nullsLast()).orderBy('offers.id', 'asc');
    case 'area_desc':
      return query.orderBy('offers.area_main', (ob) => ob.desc().nullsLast()).orderBy('offers.id', 'desc');
    case 'viewed_period':
      return query.orderBy('offers.views_period', 'desc').orderBy('offers.id', 'desc');
    default:
      return query.orderBy('offers.published_at', 'desc').orderBy('offers.id', 'desc');
  }
}

/**
 * One page of offers matching the filter, and how many match up to OFFER_COUNT_LIMIT (`capped`
 * when more do): counting stops there, so neither query reads more of the index as the table grows.
 */
export async function findOffers(
  db: Db,
  filter: OfferFilter,
  countLimit = OFFER_COUNT_LIMIT,
): Promise<{ rows: OfferRow[]; total: number; capped: boolean }> {
  const where = (query: SelectQueryBuilder<DatabaseSchema, 'offers', object>) =>
    query.where((eb) => offerConditions(eb, filter));
  const page = Math.min(filter.currentPage, MAX_PAGE);
  const [rows, count] = await Promise.all([
    applyOrder(where(db.selectFrom('offers')).selectAll('offers'), filter.order)
      .limit(filter.itemsPerPage)
      .offset((page - 1) * filter.itemsPerPage)
      .execute(),
    db
      .selectFrom(
        where(db.selectFrom('offers'))
          .select(sql<number>`1`.as('one'))
          .limit(countLimit + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const counted = Number(count.count);
  return { rows, total: Math.min(counted, countLimit), capped: counted > countLimit };
}

/**
 * Offers within the filter's circle, nearest first (ties by id). The circle is searched growing, a
 * sixteenth and a quarter of the radius first: sorting everything within 150 km by distance reads
 * nearly half the country's offers, while the nearest few are usually within 10 km. A smaller
 * circle that fills the page holds the page's offers exactly: at least offset + page size offers lie
 * within it, and every offer outside it is farther than all of them.
 */
export async function findNearbyOffers(db: Db, filter: OfferFilter): Promise<OfferRow[]> {
  const geo = filter.geolocation;
  if (!geo) return [];
  const { localizationTown: _town, ...withoutTown } = filter;
  const offset = (Math.min(filter.currentPage, MAX_PAGE) - 1) * filter.itemsPerPage;
  for (const radius of [geo.radius / 16, geo.radius / 4, geo.radius]) {
    const rows = await db
      .selectFrom('offers')
      .where((eb) => offerConditions(eb, { ...withoutTown, geolocation: { ...geo, radius } }))
      .selectAll('offers')
      .orderBy(distanceKmSql(geo.lat, geo.lng))
      .orderBy('offers.id')
      .limit(filter.itemsPerPage)
      .offset(offset)
      .execute();
    if (rows.length === filter.itemsPerPage || radius === geo.radius) return rows;
  }
  return [];
}

export async function findOfferById(db: Db, id: number): Promise<OfferRow | undefined> {
  const row = await db
    .selectFrom('offers')
    .selectAll()
    .where('id', '=', id)
    .where('is_published', '=', 1)
    .executeTakeFirst();
  return row;
}

/** Photos of the given offers in their order; the first of each offer is its main photo. */
export async function findPhotos(db: Db, offerIds: readonly number[]): Promise<PhotoRow[]> {
  if (offerIds.length === 0) return [];
  return db
    .selectFrom('offer_photos')
    .select(['offer_id', 'position', 'path', 'width', 'height', 'alt_pl', 'alt_en'])
    .where('offer_id', 'in', offerIds)
    .orderBy('offer_id')
    .orderBy('position')
    .execute();
}

export async function findOfferExtras(db: Db, offerId: number, agentId: number | null, lang: Language) {
  const [documents, agent, groups, priceHistory] = await Promise.all([
    db
      .selectFrom('offer_documents')
      .select(['title_pl', 'title_en', 'path', 'size_bytes', 'regulations'])
      .where('offer_id', '=', offerId)
      .orderBy('position')
      .execute(),
    agentId === null
      ? Promise.resolve(undefined)
      : db.selectFrom('agents').selectAll().where('id', '=', agentId).executeTakeFirst(),
    db
      .selectFrom('offer_group_members')
      .innerJoin('offer_groups', 'offer_groups.id', 'offer_group_members.group_id')
      .select(['offer_groups.id', 'offer_groups.group_type', 'offer_groups.name_pl', 'offer_groups.name_en'])
      .where('offer_group_members.offer_id', '=', offerId)
      .orderBy('offer_groups.sort_order')
      .execute(),
    findPriceHistory(db, offerId),
  ]);
  const toDocument = (d: (typeof documents)[number]) => ({
    title: lang === 'en' ? d.title_en : d.title_pl,
    path: d.path,
    sizeBytes: d.size_bytes,
  });
  const regulations = documents.find((d) => d.regulations === 1);
  return {
    documents: documents.map(toDocument),
    regulations: regulations ? toDocument(regulations) : null,
    agent: agent ?? null,
    groups: groups.map((g) => ({
      id: g.id,
      type: g.group_type,
      name: lang === 'en' ? g.name_en : g.name_pl,
    })),
    priceHistory: priceHistory.map((change) => ({
      at: change.changed_at,
      oldPrice: change.old_price,
      newPrice: change.new_price,
    })),
  };
}

/** The agent's phone of a published offer, or undefined. */
export async function findAgentPhone(db: Db, offerId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('offers')
    .innerJoin('agents', 'agents.id', 'offers.agent_id')
    .select('agents.phone')
    .where('offers.id', '=', offerId)
    .where('offers.is_published', '=', 1)
    .executeTakeFirst();
  return row?.phone;
}

export async function recordPhoneClick(db: Db, offerId: number, at: string): Promise<void> {
  await db.insertInto('phone_clicks').values({ offer_id: offerId, created_at: at }).execute();
}

export async function findOffersByIds(db: Db, ids: readonly number[]): Promise<OfferRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('offers').selectAll().where('id', 'in', ids).where('is_published', '=', 1).execute();
}

/** Which of these offers are published now (the others were taken down or never existed). */
export async function findPublishedIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('offers')
    .select('id')
    .where('id', 'in', ids)
    .where('is_published', '=', 1)
    .execute();
  return rows.map((row) => row.id);
}

export async function findAgentById(db: Db, id: number) {
  return db.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The long texts of one offer (description, zoning plan, rights the seller keeps). */
export async function findOfferTexts(db: Db, offerId: number): Promise<OfferTextRow | undefined> {
  return db.selectFrom('offer_texts').selectAll().where('offer_id', '=', offerId).executeTakeFirst();
}
