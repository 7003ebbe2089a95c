import { OFFER_COUNT_LIMIT } from '@estate/domain/constants';
import { soldPlacement } from '@estate/domain/offer-availability';
import type { OfferOrder } from '@estate/domain/offer-filter-fields';
import type { OfferFilter } from '@estate/domain/offer-filters';
import {
  type Expression,
  type Kysely,
  PostgresAdapter,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DatabaseSchema } from '../db/database-schema';
import type {
  AgentTable,
  OfferDocumentTable,
  OfferGroupTable,
  OfferPhotoTable,
  OfferPriceHistoryTable,
  OfferTable,
  OfferTextTable,
} from '../db/tables/offer-tables';
import { distanceKmSql, offerConditions } from './offer-conditions';

type Db = Kysely<DatabaseSchema>;
export type OfferRow = Selectable<OfferTable>;
export type OfferTextRow = Selectable<OfferTextTable>;

/** A photo as lists and pages read it: every column but its own id. */
export type PhotoRow = Omit<Selectable<OfferPhotoTable>, 'id' | 'pending'>;

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
 *
 * Sold offers come after every available one whatever the order (decision 045), unless the filter
 * asks for sold offers only or leaves them out (`soldPlacement`, in `offerConditions`). Not by
 * `ORDER BY is_sold, …`: no list index leads with it, so every match would be sorted. The page is
 * read from the available offers in the list's own index order, and only a page past their end
 * reads on into the sold ones (`soldTail`).
 */
export async function findOffers(
  db: Db,
  filter: OfferFilter,
  countLimit = OFFER_COUNT_LIMIT,
): Promise<{ rows: OfferRow[]; total: number; capped: boolean }> {
  const matching = (query: SelectQueryBuilder<DatabaseSchema, 'offers', object>) =>
    query.where((eb) => offerConditions(eb, filter));
  const page = Math.min(filter.currentPage, MAX_PAGE);
  const offset = (page - 1) * filter.itemsPerPage;
  const soldLast = soldPlacement(filter) === 'last';
  const pageQuery = (source: Db, sold?: 0 | 1) => {
    const query = matching(source.selectFrom('offers'));
    return applyOrder(
      (sold === undefined ? query : query.where('offers.is_sold', '=', sold)).selectAll('offers'),
      filter.order,
    );
  };
  const read = <T>(query: (source: Db) => Promise<T>) =>
    withoutParallelWorkers(db, filter.drawnArea !== undefined, query);
  const [first, count] = await Promise.all([
    read((source) =>
      pageQuery(source, soldLast ? 0 : undefined)
        .limit(filter.itemsPerPage)
        .offset(offset)
        .execute(),
    ),
    read((source) =>
      source
        .selectFrom(
          matching(source.selectFrom('offers'))
            .select(sql<number>`1`.as('one'))
            .limit(countLimit + 1)
            .as('matches'),
        )
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow(),
    ),
  ]);
  const counted = Number(count.count);
  const rows =
    soldLast && first.length < filter.itemsPerPage
      ? [
          ...first,
          ...(await read((source) =>
            soldTail(source, pageQuery(source, 1), matching, first.length, offset, filter.itemsPerPage),
          )),
        ]
      : first;
  return { rows, total: Math.min(counted, countLimit), capped: counted > countLimit };
}

/**
 * Runs a read of a drawn area's offers without PostgreSQL's parallel workers (issue 36, decision
 * 059): the exact test is some hundred operators a row in the planner's eyes, so a read of a
 * large outline's box (the count's 10,001 rows) looked worth two workers, whose start cost more
 * than the whole serial read on a small machine (the count 24 ms against 12). `SET LOCAL` lasts
 * for this read's transaction only; SQLite has no parallel plans.
 */
async function withoutParallelWorkers<T>(
  db: Db,
  serial: boolean,
  read: (source: Db) => Promise<T>,
): Promise<T> {
  if (!serial || !(db.getExecutor().adapter instanceof PostgresAdapter)) return read(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return read(trx);
  });
}

/**
 * The sold offers that fill a page the available ones did not: the first of them when the page
 * holds some available offers, else from where the available ones ended before this page's offset
 * (counted only then, and at most `offset` of them).
 */
async function soldTail(
  db: Db,
  soldPage: SelectQueryBuilder<DatabaseSchema, 'offers', OfferRow>,
  matching: (
    query: SelectQueryBuilder<DatabaseSchema, 'offers', object>,
  ) => SelectQueryBuilder<DatabaseSchema, 'offers', object>,
  availableOnPage: number,
  offset: number,
  pageSize: number,
): Promise<OfferRow[]> {
  let soldOffset = 0;
  if (availableOnPage === 0 && offset > 0) {
    const before = await db
      .selectFrom(
        matching(db.selectFrom('offers'))
          .where('offers.is_sold', '=', 0)
          .select(sql<number>`1`.as('one'))
          .limit(offset)
          .as('available'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    soldOffset = offset - Number(before.count);
  }
  return soldPage
    .limit(pageSize - availableOnPage)
    .offset(soldOffset)
    .execute();
}

/**
 * Offers within the filter's circle, available ones first, nearest first (ties by id). The circle is searched growing, a
 * sixteenth and a quarter of the radius first: sorting everything within 150 km by distance reads
 * nearly half the country's offers, while the nearest few are usually within 10 km. A smaller
 * circle that fills the page with available offers holds the page's offers exactly: at least
 * offset + page size of them lie within it, and every offer outside it is farther than all of them.
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
      // Sold offers after the available ones (decision 045): the circle's matches are sorted anyway.
      .orderBy('offers.is_sold')
      .orderBy(distanceKmSql(geo.lat, geo.lng))
      .orderBy('offers.id')
      .limit(filter.itemsPerPage)
      .offset(offset)
      .execute();
    // A page reaching the sold offers of a smaller circle may miss available ones farther out.
    const exact = rows.length === filter.itemsPerPage && rows.every((row) => row.is_sold === 0);
    if (exact || radius === geo.radius) return rows;
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

/** The id of the published offer with this number (tipi, stored upper-case), or undefined. */
export async function findPublishedOfferIdByNumber(db: Db, number: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('offers')
    .select('id')
    .where('tipi', '=', number)
    .where('is_published', '=', 1)
    .executeTakeFirst();
  return row?.id;
}

/** Photos of the given offers in their order; the first of each offer is its main photo. */
export async function findPhotos(db: Db, offerIds: readonly number[]): Promise<PhotoRow[]> {
  if (offerIds.length === 0) return [];
  return db
    .selectFrom('offer_photos')
    .select(['offer_id', 'position', 'path', 'width', 'height', 'alt_pl', 'alt_en', 'focus_x', 'focus_y'])
    .where('offer_id', 'in', offerIds)
    .where('pending', '=', 0)
    .orderBy('offer_id')
    .orderBy('position')
    .execute();
}

/**
 * The main photo (the first in order) of each given offer, none for an offer without photos: the
 * newsletter digest's pictures. Read in chunks, so a long list stays within a statement's parameters.
 */
export async function findMainPhotos(db: Db, offerIds: readonly number[]): Promise<PhotoRow[]> {
  const found: PhotoRow[] = [];
  for (let start = 0; start < offerIds.length; start += 500) {
    const ids = offerIds.slice(start, start + 500);
    found.push(
      ...(await db
        .selectFrom('offer_photos')
        .select(['offer_id', 'position', 'path', 'width', 'height', 'alt_pl', 'alt_en', 'focus_x', 'focus_y'])
        .where('offer_id', 'in', ids)
        .where('pending', '=', 0)
        .where(({ eb, selectFrom }) =>
          eb(
            'position',
            '=',
            selectFrom('offer_photos as first')
              .select(({ fn }) => fn.min<number>('first.position').as('position'))
              .whereRef('first.offer_id', '=', 'offer_photos.offer_id')
              .where('first.pending', '=', 0),
          ),
        )
        .execute()),
    );
  }
  return found;
}

/** An offer's id: a value, or the outer query's column when its lists are read with the offer. */
type OfferIdOperand = number | Expression<number>;

/** The columns of an agent's card an offer's page shows (not the phone: it is revealed on request). */
const AGENT_CARD_COLUMNS = [
  'agents.name',
  'agents.job_pl',
  'agents.job_en',
  'agents.photo',
  'agents.email',
  // Only whether there is a phone, so the page offers no reveal that would answer 404.
  sql<number>`case when trim(agents.phone) <> '' then 1 else 0 end`.as('has_phone'),
] as const;

const photosOf = (db: Db, offerId: OfferIdOperand) =>
  db
    .selectFrom('offer_photos')
    .select([
      'offer_photos.offer_id',
      'offer_photos.position',
      'offer_photos.path',
      'offer_photos.width',
      'offer_photos.height',
      'offer_photos.alt_pl',
      'offer_photos.alt_en',
      'offer_photos.focus_x',
      'offer_photos.focus_y',
    ])
    .where('offer_photos.offer_id', '=', offerId)
    .where('offer_photos.pending', '=', 0)
    .orderBy('offer_photos.position');

const documentsOf = (db: Db, offerId: OfferIdOperand) =>
  db
    .selectFrom('offer_documents')
    .select([
      'offer_documents.title_pl',
      'offer_documents.title_en',
      'offer_documents.path',
      'offer_documents.size_bytes',
      'offer_documents.regulations',
    ])
    .where('offer_documents.offer_id', '=', offerId)
    .where('offer_documents.pending', '=', 0)
    .orderBy('offer_documents.position');

/** Ties of the staff's order go by id, so the page and its preview list them alike on any plan. */
const groupsOf = (db: Db, offerId: OfferIdOperand) =>
  db
    .selectFrom('offer_group_members')
    .innerJoin('offer_groups', 'offer_groups.id', 'offer_group_members.group_id')
    .select(['offer_groups.id', 'offer_groups.group_type', 'offer_groups.name_pl', 'offer_groups.name_en'])
    .where('offer_group_members.offer_id', '=', offerId)
    // A draft or scheduled group is not public yet (decision 040).
    .where('offer_groups.status', '=', 'published')
    .orderBy('offer_groups.sort_order')
    .orderBy('offer_groups.id');

/** Newest first, as the editor's own list (`findPriceHistory`). */
const priceHistoryOf = (db: Db, offerId: OfferIdOperand) =>
  db
    .selectFrom('offer_price_history')
    .select([
      'offer_price_history.changed_at',
      'offer_price_history.old_price',
      'offer_price_history.new_price',
    ])
    .where('offer_price_history.offer_id', '=', offerId)
    .orderBy('offer_price_history.changed_at', 'desc')
    .orderBy('offer_price_history.id', 'desc');

/** What an offer's page shows besides the offer's own columns, texts and photos, as stored. */
export interface OfferParts {
  documents: Pick<
    Selectable<OfferDocumentTable>,
    'title_pl' | 'title_en' | 'path' | 'size_bytes' | 'regulations'
  >[];
  agent:
    | (Pick<Selectable<AgentTable>, 'name' | 'job_pl' | 'job_en' | 'photo' | 'email'> & { has_phone: number })
    | null;
  groups: Pick<Selectable<OfferGroupTable>, 'id' | 'group_type' | 'name_pl' | 'name_en'>[];
  priceHistory: Pick<Selectable<OfferPriceHistoryTable>, 'changed_at' | 'old_price' | 'new_price'>[];
}

/** An offer's long texts; null columns, or none at all, when it has no texts row. */
type OfferTexts = { [K in Exclude<keyof OfferTextRow, 'offer_id'>]: OfferTextRow[K] | null };

/** Everything a published offer's page shows, as stored. */
export interface OfferPage extends OfferParts {
  row: OfferRow;
  texts: OfferTexts | undefined;
  photos: PhotoRow[];
}

/**
 * One published offer with everything its page shows, read the way each dialect does fastest
 * (measured at 100k offers, issue 19; both give the same page, `offer-routes.test.ts`).
 */
export async function findPublishedOfferPage(db: Db, id: number): Promise<OfferPage | undefined> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? offerPageInOneStatement(db, id)
    : offerPageInSmallStatements(db, id);
}

/**
 * PostgreSQL: one statement, the texts joined and the lists as JSON aggregates, so one round trip
 * instead of two with seven statements: about 1.5 times the pages a second, eight at a time.
 */
async function offerPageInOneStatement(db: Db, id: number): Promise<OfferPage | undefined> {
  const found = await db
    .selectFrom('offers')
    .leftJoin('offer_texts', 'offer_texts.offer_id', 'offers.id')
    .selectAll('offers')
    .select([
      'offer_texts.description_pl',
      'offer_texts.description_en',
      'offer_texts.mpzp_pl',
      'offer_texts.mpzp_en',
      'offer_texts.seller_rights_pl',
      'offer_texts.seller_rights_en',
    ])
    .select((eb) => {
      const offerId = eb.ref('offers.id');
      return [
        jsonObjectFrom(
          eb.selectFrom('agents').select(AGENT_CARD_COLUMNS).whereRef('agents.id', '=', 'offers.agent_id'),
        ).as('agent'),
        jsonArrayFrom(photosOf(db, offerId)).as('photos'),
        jsonArrayFrom(documentsOf(db, offerId)).as('documents'),
        jsonArrayFrom(groupsOf(db, offerId)).as('groups'),
        jsonArrayFrom(priceHistoryOf(db, offerId)).as('price_history'),
      ];
    })
    .where('offers.id', '=', id)
    .where('offers.is_published', '=', 1)
    .executeTakeFirst();
  if (!found) return undefined;
  const {
    description_pl,
    description_en,
    mpzp_pl,
    mpzp_en,
    seller_rights_pl,
    seller_rights_en,
    agent,
    photos,
    documents,
    groups,
    price_history: priceHistory,
    ...row
  } = found;
  const texts = { description_pl, description_en, mpzp_pl, mpzp_en, seller_rights_pl, seller_rights_en };
  return { row, texts, agent, photos, documents, groups, priceHistory };
}

/**
 * SQLite answers in the process, with no round trip to save, and prepares each statement anew:
 * there small statements on one table each cost least. The same page in one statement took
 * 0.51 ms against 0.27 ms, and even joining the texts to the offer's row made reading that row
 * about ten times slower (80 against 7 µs).
 */
async function offerPageInSmallStatements(db: Db, id: number): Promise<OfferPage | undefined> {
  const row = await findOfferById(db, id);
  if (!row) return undefined;
  const [texts, photos, parts] = await Promise.all([
    findOfferTexts(db, id),
    photosOf(db, id).execute(),
    findOfferParts(db, id, row.agent_id),
  ]);
  return { row, texts, photos, ...parts };
}

/** An offer's parts as its page shows them, read beside an offer row already in hand (the preview). */
export async function findOfferParts(db: Db, offerId: number, agentId: number | null): Promise<OfferParts> {
  const [documents, agent, groups, priceHistory] = await Promise.all([
    documentsOf(db, offerId).execute(),
    agentId === null
      ? undefined
      : db
          .selectFrom('agents')
          .select(AGENT_CARD_COLUMNS)
          .where('agents.id', '=', agentId)
          .executeTakeFirst(),
    groupsOf(db, offerId).execute(),
    priceHistoryOf(db, offerId).execute(),
  ]);
  return { documents, agent: agent ?? null, groups, priceHistory };
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
