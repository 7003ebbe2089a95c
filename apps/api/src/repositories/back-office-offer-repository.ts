import { BACK_OFFICE_OFFERS_PER_PAGE, type BackOfficeOfferQuery } from '@estate/domain/back-office-offers';
import type { OfferFlag } from '@estate/domain/offer-filter-fields';
import { slugify } from '@estate/domain/slug';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type SqlBool,
  sql,
} from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { offerGap } from './offer-gaps';

type Db = Kysely<DatabaseSchema>;

/** Whose offers a list may hold: everyone's, or one agent's (by their account). */
export type OfferScope = { all: true } | { ownerUserId: string };

/** The column each sort orders by; `state` orders by `STATE_RANK` instead. */
const SORT_COLUMNS = {
  updated: 'offers.updated_at',
  published: 'offers.published_at',
  price: 'offers.effective_price',
  tipi: 'offers.tipi',
  // Polish sort keys derived on write, compared by bytes on both databases (decision 062).
  title: 'offers.title_sort',
  town: 'offers.town_sort',
  agent: 'agents.name_sort',
} as const;

/**
 * The publication state in the order staff read it (`OFFER_STATUSES`: draft, scheduled,
 * published, unpublished). Written out as migration `2026-12-11-offer-sort-keys` indexed it, word
 * for word and without parameters, so that both databases match the expression to its index.
 */
const STATE_RANK = sql`(case ${sql.ref('offers.status')} when 'draft' then 0 when 'scheduled' then 1 when 'published' then 2 when 'unpublished' then 3 end)`;

/** What the list shows of an offer (and of its agent). */
const LIST_COLUMNS = [
  'offers.id',
  'offers.tipi',
  'offers.title_pl',
  'offers.title_en',
  'offers.type_classified',
  'offers.type_property',
  'offers.voivodeship',
  'offers.town',
  'offers.price',
  'offers.effective_price',
  'offers.status',
  'offers.publish_at',
  'offers.is_sold',
  'offers.published_at',
  'offers.updated_at',
  'offers.archived_at',
  'agents.id as agent_id',
  'agents.name as agent_name',
] as const;

/** `%`, `_` and `\` typed into the search are letters, not patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** isNewPrice -> offers.is_new_price: a §3 flag's column. */
function flagColumn(flag: OfferFlag) {
  return `offers.${flag.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as `offers.${Extract<
    keyof DatabaseSchema['offers'],
    `is_${string}`
  >}`;
}

/** Offers with their agent's card (an offer may have none). */
function offersWithAgents(db: Db) {
  return db.selectFrom('offers').leftJoin('agents', 'agents.id', 'offers.agent_id');
}

/** The query's filters as one condition on `offers` (the same for the page and its count). */
function matching(db: Db, query: BackOfficeOfferQuery) {
  // Case-insensitive: ILIKE on PostgreSQL; SQLite's LIKE ignores the case of ASCII letters only
  // (a lower-case 'ł' does not find 'Ł' there).
  const operator = db.getExecutor().adapter instanceof PostgresAdapter ? sql.raw('ilike') : sql.raw('like');
  return (eb: ExpressionBuilder<DatabaseSchema, 'offers'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.q) {
      const pattern = likePattern(query.q);
      const matches = (column: 'offers.tipi' | 'offers.title_pl' | 'offers.title_en') =>
        sql<SqlBool>`${sql.ref(column)} ${operator} ${pattern} escape '\\'`;
      conditions.push(
        eb.or([matches('offers.tipi'), matches('offers.title_pl'), matches('offers.title_en')]),
      );
    }
    if (query.typeClassified !== undefined)
      conditions.push(eb('offers.type_classified', '=', query.typeClassified));
    if (query.typeProperty !== undefined)
      conditions.push(eb('offers.type_property', '=', query.typeProperty));
    if (query.voivodeship !== undefined) conditions.push(eb('offers.voivodeship', '=', query.voivodeship));
    if (query.town) conditions.push(eb('offers.town_slug', '=', slugify(query.town)));
    if (query.agentId !== undefined) conditions.push(eb('offers.agent_id', '=', query.agentId));
    if (query.flag) conditions.push(eb(flagColumn(query.flag), '=', 1));
    if (query.missing) conditions.push(offerGap(query.missing, 'offers'));
    // Archived offers are listed only when asked for (decision 058).
    if (query.status === 'archived') conditions.push(eb('offers.archived_at', 'is not', null));
    else conditions.push(eb('offers.archived_at', 'is', null));
    if (query.status === 'sold') conditions.push(eb('offers.is_sold', '=', 1));
    else if (query.status && query.status !== 'archived')
      conditions.push(eb('offers.status', '=', query.status));
    return eb.and(conditions);
  };
}

function listQuery(db: Db, query: BackOfficeOfferQuery, scope: OfferScope) {
  let q = offersWithAgents(db).where(matching(db, query));
  if (!('all' in scope)) q = q.where('agents.user_id', '=', scope.ownerUserId);
  return q;
}

/**
 * How many offers match. The agents are joined only to find an agent's own: counting everyone's
 * reads the offers alone.
 */
function countQuery(db: Db, query: BackOfficeOfferQuery, scope: OfferScope) {
  return 'all' in scope ? db.selectFrom('offers').where(matching(db, query)) : listQuery(db, query, scope);
}

/**
 * What the list sorts by. A text search matches few offers and SQLite has no index to find them:
 * walking the sort's index row by row would read them all, so the sort column is made an
 * expression (`+column`, SQLite's way of saying "do not use an index for this") and the few
 * matches are sorted instead. PostgreSQL finds them by their trigram indexes.
 */
function sortKeyOf(db: Db, query: BackOfficeOfferQuery) {
  const key = query.sort === 'state' ? STATE_RANK : sql.ref(SORT_COLUMNS[query.sort]);
  return query.q && !(db.getExecutor().adapter instanceof PostgresAdapter) ? sql`+${key}` : key;
}

/**
 * The sort in the query's direction. Offers without a price or an agent go last both ways on both
 * databases (decision 062): each puts NULL elsewhere by itself (SQLite first when ascending,
 * PostgreSQL first when descending). Neither sort has an index to walk (no index leads with the
 * price for this list; the agent's key is in another table), so `NULLS LAST`, which both read,
 * costs them none. Every other sort's column is never null (a title and a town are required).
 */
function orderOf(db: Db, query: BackOfficeOfferQuery) {
  const key = sortKeyOf(db, query);
  const direction = sql.raw(query.order);
  return query.sort === 'price' || query.sort === 'agent'
    ? sql`${key} ${direction} nulls last`
    : sql`${key} ${direction}`;
}

/** One page of the back office's list and how many match, under the caller's scope. */
export async function findBackOfficeOffers(db: Db, query: BackOfficeOfferQuery, scope: OfferScope) {
  const order = orderOf(db, query);
  const [rows, count] = await Promise.all([
    listQuery(db, query, scope)
      .select(LIST_COLUMNS)
      // The cover (first) photo, for the row's thumbnail: one indexed read per row of the page.
      .select((eb) =>
        eb
          .selectFrom('offer_photos')
          .select('offer_photos.path')
          .whereRef('offer_photos.offer_id', '=', 'offers.id')
          .where('offer_photos.pending', '=', 0)
          .orderBy('offer_photos.position')
          .orderBy('offer_photos.id')
          .limit(1)
          .as('cover_path'),
      )
      .orderBy(order)
      .orderBy('offers.id', query.order)
      .limit(BACK_OFFICE_OFFERS_PER_PAGE)
      .offset((query.page - 1) * BACK_OFFICE_OFFERS_PER_PAGE)
      .execute(),
    countQuery(db, query, scope)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type BackOfficeOfferRow = Awaited<ReturnType<typeof findBackOfficeOffers>>['rows'][number];

/**
 * The ids of every offer the query matches under the scope, in the list's order, at most `limit`:
 * the back office's XLSX export (decision 031) reads the offers themselves in batches.
 */
export async function findBackOfficeOfferIds(
  db: Db,
  query: BackOfficeOfferQuery,
  scope: OfferScope,
  limit: number,
): Promise<number[]> {
  const order = orderOf(db, query);
  const rows = await listQuery(db, query, scope)
    .select('offers.id')
    .orderBy(order)
    .orderBy('offers.id', query.order)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
