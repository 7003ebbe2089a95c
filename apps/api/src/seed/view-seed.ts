import { daysEndingWith, VIEWS_PERIOD_DAYS, viewsPeriodStart, warsawDay } from '@estate/domain/offer-views';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { refreshViewsPeriod } from '../repositories/offer-view-repository';
import { insertInBatches } from './batch-insert';
import type { OfferDraft } from './offer-seed';
import { Random } from './random';

/** The most views a demo offer starts with: five real visits make an offer "most viewed" (issue 18). */
const MOST_SEEDED_VIEWS = 3;

/**
 * The demo's recent traffic (decision 034): a few measured views per published offer, on days of
 * the 30 before `today`, in proportion to the popularity the generator drew; then `views_period` is
 * what the hourly refresh computes from them. `today` is the real clock, not the demo's: views age
 * out of "most viewed" as real time passes, like a live site's. Drawn from a stream of its own, so
 * the rest of the demo stays as it was.
 */
export async function seedOfferViews(
  db: Kysely<DatabaseSchema>,
  drafts: readonly OfferDraft[],
  offerIds: ReadonlyMap<string, number>,
  seed: number,
  today: Date,
): Promise<void> {
  const days = daysEndingWith(warsawDay(today), VIEWS_PERIOD_DAYS);
  const rows: { offer_id: number; day: string; views: number }[] = [];
  for (const draft of drafts) {
    const offerId = offerIds.get(draft.row.tipi);
    const views = Math.min(MOST_SEEDED_VIEWS, Math.round(Number(draft.row.views_period ?? 0) / 500));
    if (offerId === undefined || draft.row.status !== 'published' || views === 0) continue;
    const random = Random.for(seed, 'views', draft.index);
    const perDay = new Map<string, number>();
    for (let view = 0; view < views; view += 1) {
      const day = days[random.int(0, days.length - 1)] ?? days[0] ?? '';
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    for (const [day, count] of perDay) rows.push({ offer_id: offerId, day, views: count });
  }
  await insertInBatches(db, 'offer_views_daily', rows);
  await refreshViewsPeriod(db, viewsPeriodStart(today));
}
