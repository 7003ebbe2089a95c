import { BACK_OFFICE_OFFERS_PER_PAGE, type BackOfficeOfferQuery } from '@estate/domain/back-office-offers';
import { slugify } from '@estate/domain/slug';
import { type Kysely, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** Whose offers a list may hold: everyone's, or one agent's (by their account). */
export type OfferScope = { all: true } | { ownerUserId: string };

const SORT_COLUMNS = {
  updated: 'offers.updated_at',
  published: 'offers.published_at',
  price: 'offers.effective_price',
  tipi: 'offers.tipi',
} as const;

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
  'offers.status',
  'offers.publish_at',
  'offers.is_sold',
  'offers.published_at',
  'offers.updated_at',
  'agents.id as agent_id',
  'agents.name as agent_name',
] as const;

/** `%`, `_` and `\` typed into the search are letters, not patterns. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Offers with their agent's card (an offer may have none). */
function offersWithAgents(db: Db) {
  return db.selectFrom('offers').leftJoin('agents', 'agents.id', 'offers.agent_id');
}

function listQuery(db: Db, query: BackOfficeOfferQuery, scope: OfferScope) {
  let q = offersWithAgents(db);
  if (!('all' in scope)) q = q.where('agents.user_id', '=', scope.ownerUserId);
  if (query.q) {
    const pattern = likePattern(query.q);
    // Case-insensitive: ILIKE on PostgreSQL; SQLite's LIKE ignores the case of ASCII letters only
    // (a lower-case 'ł' does not find 'Ł' there).
    const operator = db.getExecutor().adapter instanceof PostgresAdapter ? sql.raw('ilike') : sql.raw('like');
    const matches = (column: 'offers.tipi' | 'offers.title_pl' | 'offers.title_en') =>
      sql<SqlBool>`${sql.ref(column)} ${operator} ${pattern} escape '\\'`;
    q = q.where((eb) =>
      eb.or([matches('offers.tipi'), matches('offers.title_pl'), matches('offers.title_en')]),
    );
  }
  if (query.typeClassified !== undefined) q = q.where('offers.type_classified', '=', query.typeClassified);
  if (query.typeProperty !== undefined) q = q.where('offers.type_property', '=', query.typeProperty);
  if (query.voivodeship !== undefined) q = q.where('offers.voivodeship', '=', query.voivodeship);
  if (query.town) q = q.where('offers.town_slug', '=', slugify(query.town));
  if (query.agentId !== undefined) q = q.where('offers.agent_id', '=', query.agentId);
  if (query.status === 'sold') q = q.where('offers.is_sold', '=', 1);
  else if (query.status) q = q.where('offers.status', '=', query.status);
  return q;
}

/** One page of the back office's list and how many match, under the caller's scope. */
export async function findBackOfficeOffers(db: Db, query: BackOfficeOfferQuery, scope: OfferScope) {
  const base = listQuery(db, query, scope);
  const [rows, count] = await Promise.all([
    base
      .select(LIST_COLUMNS)
      .orderBy(SORT_COLUMNS[query.sort], query.order)
      .orderBy('offers.id', query.order)
      .limit(BACK_OFFICE_OFFERS_PER_PAGE)
      .offset((query.page - 1) * BACK_OFFICE_OFFERS_PER_PAGE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type BackOfficeOfferRow = Awaited<ReturnType<typeof findBackOfficeOffers>>['rows'][number];
