import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** Which of these offers are published: only their views count (and only they exist for sure). */
export async function publishedAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('offers')
    .select('id')
    .where('id', 'in', [...ids])
    .where('is_published', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Adds counted views to their offers' day, in one statement per offer and day. */
export async function addOfferViews(db: Db, day: string, views: ReadonlyMap<number, number>): Promise<void> {
  for (const [offerId, count] of views) {
    await db
      .insertInto('offer_views_daily')
      .values({ offer_id: offerId, day, views: count })
      .onConflict((conflict) =>
        conflict
          .columns(['offer_id', 'day'])
          .doUpdateSet({ views: sql<number>`offer_views_daily.views + ${count}` }),
      )
      .execute();
  }
}

/**
 * Sets every offer's `views_period` to its views since `sinceDay`; answers how many offers changed.
 * Only offers with a value to keep or to clear are visited: those viewed in the period, and those
 * whose old figure was not zero.
 */
export async function refreshViewsPeriod(db: Db, sinceDay: string): Promise<number> {
  const recent = sql<number>`COALESCE((SELECT SUM(v.views) FROM offer_views_daily v WHERE v.offer_id = offers.id AND v.day >= ${sinceDay}), 0)`;
  const result = await db
    .updateTable('offers')
    .set({ views_period: recent })
    .where((eb) =>
      eb.or([
        eb('views_period', '>', 0),
        eb('id', 'in', eb.selectFrom('offer_views_daily').select('offer_id').where('day', '>=', sinceDay)),
      ]),
    )
    .where('views_period', '<>', recent)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * One offer's views, phone reveals and form submissions per day from `fromDay` (yyyy-mm-dd, Polish);
 * days with nothing are absent. Reveals and submissions are stored as instants: they are read from
 * the UTC midnight before the first day (at most a day too early) and grouped by the caller.
 */
export async function findOfferActivity(
  db: Db,
  offerId: number,
  fromDay: string,
): Promise<{ views: { day: string; views: number }[]; phoneReveals: string[]; submissions: string[] }> {
  const fromInstant = new Date(Date.parse(`${fromDay}T00:00:00Z`) - 86_400_000).toISOString();
  const [views, reveals, submissions] = await Promise.all([
    db
      .selectFrom('offer_views_daily')
      .select(['day', 'views'])
      .where('offer_id', '=', offerId)
      .where('day', '>=', fromDay)
      .orderBy('day')
      .execute(),
    db
      .selectFrom('phone_clicks')
      .select('created_at')
      .where('offer_id', '=', offerId)
      .where('created_at', '>=', fromInstant)
      .execute(),
    db
      .selectFrom('form_submissions')
      .select('created_at')
      .where('offer_id', '=', offerId)
      .where('created_at', '>=', fromInstant)
      .execute(),
  ]);
  return {
    views: views.map((row) => ({ day: row.day, views: Number(row.views) })),
    phoneReveals: reveals.map((row) => row.created_at),
    submissions: submissions.map((row) => row.created_at),
  };
}
