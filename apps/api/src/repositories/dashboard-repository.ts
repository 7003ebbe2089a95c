import type { OfferGap } from '@estate/domain/back-office-offers';
import { ARTICLE_KINDS, CONTENT_KINDS } from '@estate/domain/kinds/article-kinds';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { KindTables } from '../db/tables/kind-tables';
import { offerGap } from './offer-gaps';

type Db = Kysely<DatabaseSchema>;

/**
 * Whose offers the dashboard counts (decision 055): everyone's, one agent's own by their account
 * (as the offers list and the inbox decide an agent's own, decision 035), or one agent card's.
 */
export type DashboardScope = { all: true } | { ownerUserId: string } | { agentId: number };

/** Offers of the scope, joined to their agent card (an offer may have none). */
function scopedOffers(db: Db, scope: DashboardScope) {
  let query = db.selectFrom('offers as o').leftJoin('agents as a', 'a.id', 'o.agent_id');
  if ('ownerUserId' in scope) query = query.where('a.user_id', '=', scope.ownerUserId);
  if ('agentId' in scope) query = query.where('o.agent_id', '=', scope.agentId);
  return query;
}

/**
 * Submissions of the scope: all of them for everyone's (those about no offer too), else those about
 * the scope's offers, as the inbox reaches them.
 */
function scopedSubmissions(db: Db, scope: DashboardScope) {
  let query = db
    .selectFrom('form_submissions as s')
    .leftJoin('offers as o', 'o.id', 's.offer_id')
    .leftJoin('agents as a', 'a.id', 'o.agent_id');
  if ('ownerUserId' in scope) query = query.where('a.user_id', '=', scope.ownerUserId);
  if ('agentId' in scope) query = query.where('o.agent_id', '=', scope.agentId);
  return query;
}

/** The submissions still `new`, the oldest of them, and how many are assigned to `meId`. */
export async function findWaitingSubmissions(db: Db, scope: DashboardScope, meId: string) {
  const waiting = scopedSubmissions(db, scope).where('s.status', '=', 'new');
  const [counts, oldest] = await Promise.all([
    waiting
      .select((eb) => [
        eb.fn.countAll<number>().as('waiting'),
        eb.fn.sum<number>(eb.case().when('s.assigned_to', '=', meId).then(1).else(0).end()).as('mine'),
      ])
      .executeTakeFirstOrThrow(),
    waiting
      .select(['s.id', 's.created_at'])
      .orderBy('s.created_at')
      .orderBy('s.id')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    waiting: Number(counts.waiting),
    mine: Number(counts.mine ?? 0),
    oldest: oldest ? { id: oldest.id, createdAt: oldest.created_at } : null,
  };
}

/**
 * How many of the scope's offers are drafts and how many scheduled; archived drafts are not work
 * waiting (decision 058), as the list the figure links to leaves them out.
 */
export async function countOfferStates(db: Db, scope: DashboardScope) {
  const rows = await scopedOffers(db, scope)
    .select(['o.status', (eb) => eb.fn.countAll<number>().as('total')])
    .where('o.status', 'in', ['draft', 'scheduled'])
    .where('o.archived_at', 'is', null)
    .groupBy('o.status')
    .execute();
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.total ?? 0);
  return { drafts: of('draft'), scheduled: of('scheduled') };
}

/**
 * Drafts and scheduled items of each written kind (both languages together), in the kinds' order,
 * each in its declaration's table (typed as the kinds' store types any kind's table).
 */
export async function countContentStates(db: Db) {
  return Promise.all(
    CONTENT_KINDS.map(async (kind) => {
      const rows = await db
        .withTables<KindTables>()
        .selectFrom(ARTICLE_KINDS[kind].table)
        .select(['status', (eb) => eb.fn.countAll<number>().as('total')])
        .where('status', 'in', ['draft', 'scheduled'])
        .groupBy('status')
        .execute();
      const of = (status: string) => Number(rows.find((row) => row.status === status)?.total ?? 0);
      return { kind, drafts: of('draft'), scheduled: of('scheduled') };
    }),
  );
}

type OfferQuery = SelectQueryBuilder<
  DatabaseSchema & { o: DatabaseSchema['offers']; a: DatabaseSchema['agents'] },
  'o' | 'a',
  // biome-ignore lint/complexity/noBannedTypes: Kysely's "nothing selected yet"
  {}
>;

/** The first `limit` offers (by code) a condition picks, and how many it picks. */
async function offersWhere(
  db: Db,
  scope: DashboardScope,
  condition: (query: OfferQuery) => OfferQuery,
  limit: number,
) {
  const base = condition(scopedOffers(db, scope).where('o.is_published', '=', 1) as OfferQuery);
  const [rows, count] = await Promise.all([
    base.select(['o.id', 'o.tipi', 'o.title_pl', 'o.title_en']).orderBy('o.tipi').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    offers: rows.map((row) => ({ id: row.id, tipi: row.tipi, titlePl: row.title_pl, titleEn: row.title_en })),
  };
}

/**
 * Published offers missing something a visitor needs (`OFFER_GAPS`): a photo, a place on the map, a
 * price; each by `offerGap`, the condition the back office's list filters with.
 */
export async function findOffersMissing(db: Db, scope: DashboardScope, limit: number) {
  const lacking = (gap: OfferGap) =>
    offersWhere(db, scope, (query) => query.where(offerGap(gap, 'o')), limit);
  const [photos, coordinates, price] = await Promise.all([
    lacking('photos'),
    lacking('coordinates'),
    lacking('price'),
  ]);
  return { photos, coordinates, price };
}

/** Published tenders of the scope whose date falls in [from, to), soonest first. */
export async function findTendersBetween(db: Db, scope: DashboardScope, from: Date, to: Date, limit: number) {
  const rows = await scopedOffers(db, scope)
    .select(['o.id', 'o.tipi', 'o.title_pl', 'o.title_en', 'o.tender_at'])
    .where('o.is_published', '=', 1)
    .where('o.tender_at', '>=', from.toISOString())
    .where('o.tender_at', '<', to.toISOString())
    .orderBy('o.tender_at')
    .orderBy('o.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    tipi: row.tipi,
    titlePl: row.title_pl,
    titleEn: row.title_en,
    tenderAt: row.tender_at ?? '',
  }));
}

/**
 * The scope's measured activity from `fromDay` (yyyy-mm-dd, Polish), as one offer's chart reads
 * it (decision 034): views per offer and day; phone reveals and submissions as instants with their
 * offer, read from the UTC midnight before the first day (at most a day too early) for the caller
 * to group by Polish day.
 */
export async function findScopeActivity(db: Db, scope: DashboardScope, fromDay: string) {
  const fromInstant = new Date(Date.parse(`${fromDay}T00:00:00Z`) - 86_400_000).toISOString();
  const [views, reveals, submissions] = await Promise.all([
    scopedOffers(db, scope)
      .innerJoin('offer_views_daily as v', 'v.offer_id', 'o.id')
      .select(['v.offer_id', 'v.day', 'v.views'])
      .where('v.day', '>=', fromDay)
      .execute(),
    scopedOffers(db, scope)
      .innerJoin('phone_clicks as c', 'c.offer_id', 'o.id')
      .select('c.created_at')
      .where('c.created_at', '>=', fromInstant)
      .execute(),
    scopedSubmissions(db, scope)
      .select(['s.offer_id', 's.created_at'])
      .where('s.created_at', '>=', fromInstant)
      .execute(),
  ]);
  return {
    views: views.map((row) => ({ offerId: row.offer_id, day: row.day, views: Number(row.views) })),
    phoneReveals: reveals.map((row) => row.created_at),
    submissions: submissions.map((row) => ({ offerId: row.offer_id, createdAt: row.created_at })),
  };
}

/** Code and titles of these offers, for the ranking. */
export async function findOfferNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('offers')
    .select(['id', 'tipi', 'title_pl', 'title_en'])
    .where('id', 'in', [...ids])
    .execute();
}
