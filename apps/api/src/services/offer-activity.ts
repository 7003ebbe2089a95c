import type { OfferActivity } from '@estate/domain/api/offer-activity-responses';
import { ACTIVITY_CHART_DAYS, daysEndingWith, warsawDay } from '@estate/domain/offer-views';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { findOfferActivity } from '../repositories/offer-view-repository';

/** Counts per Polish day of instants (phone reveals, submissions). */
function perDay(instants: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const instant of instants) {
    const day = warsawDay(new Date(instant));
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/** An offer's views, phone reveals and form submissions on each of the chart's days (decision 034). */
export async function offerActivity(
  db: Kysely<DatabaseSchema>,
  offer: { id: number; views_period: number },
  now: Date,
): Promise<OfferActivity> {
  const days = daysEndingWith(warsawDay(now), ACTIVITY_CHART_DAYS);
  const found = await findOfferActivity(db, offer.id, days[0] ?? warsawDay(now));
  const views = new Map(found.views.map((row) => [row.day, row.views]));
  const reveals = perDay(found.phoneReveals);
  const submissions = perDay(found.submissions);
  const rows = days.map((day) => ({
    day,
    views: views.get(day) ?? 0,
    phoneReveals: reveals.get(day) ?? 0,
    submissions: submissions.get(day) ?? 0,
  }));
  const sum = (key: 'views' | 'phoneReveals' | 'submissions') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    days: rows,
    totals: { views: sum('views'), phoneReveals: sum('phoneReveals'), submissions: sum('submissions') },
    viewsPeriod: Number(offer.views_period),
  };
}
