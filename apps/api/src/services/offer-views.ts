import { createHmac } from 'node:crypto';
import { VIEW_REPEAT_WINDOW_MS, VIEWS_PER_ADDRESS_PER_HOUR, warsawDay } from '@estate/domain/offer-views';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { addOfferViews, publishedAmong } from '../repositories/offer-view-repository';
import { countRateLimitHit } from '../repositories/rate-limit-repository';

interface ReportedView {
  offerId: number;
  /** The visitor's address as the site determined it: used for the rules, never stored. */
  address: string;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts the offer page views a site process reports (decision 034). A view counts when the offer
 * is published, the visitor has not viewed it within the hour, and the visitor has viewed fewer
 * than VIEWS_PER_ADDRESS_PER_HOUR offers this hour (more is a crawler's pace). The rules' counters
 * are the shared rate-limit rows, keyed by a keyed hash of the address that ends with its window;
 * what stays is a number per offer and day.
 */
export async function countOfferViews(
  db: Kysely<DatabaseSchema>,
  secret: string,
  views: readonly ReportedView[],
  now: Date,
): Promise<{ counted: number; ignored: number }> {
  const published = await publishedAmong(db, [...new Set(views.map((view) => view.offerId))]);
  const counts = new Map<number, number>();
  let counted = 0;
  for (const view of views) {
    if (!published.has(view.offerId)) continue;
    const visitor = createHmac('sha256', secret)
      .update(`views\0${view.address}`)
      .digest('base64url')
      .slice(0, 22);
    const repeat = await countRateLimitHit(
      db,
      `views:${visitor}:${view.offerId}`,
      VIEW_REPEAT_WINDOW_MS,
      now.getTime(),
    );
    if (repeat.current > 1) continue;
    const pace = await countRateLimitHit(db, `views:${visitor}`, HOUR_MS, now.getTime());
    if (pace.current > VIEWS_PER_ADDRESS_PER_HOUR) continue;
    counts.set(view.offerId, (counts.get(view.offerId) ?? 0) + 1);
    counted += 1;
  }
  await addOfferViews(db, warsawDay(now), counts);
  return { counted, ignored: views.length - counted };
}
