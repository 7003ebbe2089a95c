import { toWarsawLocal } from './warsaw-time';

/**
 * Measured popularity (issue 18, decision 034): what counts as a view of an offer's page and over
 * which days "most viewed" sums them. No address or identifier is kept with a view; the rules that
 * need one (one view per visitor, offer and hour; a visitor viewing more offers an hour than a
 * person reads is a robot) run on short-lived counters keyed by a keyed hash.
 */

/** "Most viewed" orders by the views of the last 30 Polish calendar days, today included. */
export const VIEWS_PERIOD_DAYS = 30;

/** One visitor counts once per offer within this window, however often they reload. */
export const VIEW_REPEAT_WINDOW_MS = 60 * 60 * 1000;

/** A visitor's offer views per hour that still count; beyond, the address behaves like a crawler. */
export const VIEWS_PER_ADDRESS_PER_HOUR = 60;

/** How many days the back office's chart of one offer's activity shows, today included. */
export const ACTIVITY_CHART_DAYS = 30;

/** The Polish calendar day of an instant, yyyy-mm-dd: views are counted per offer and such day. */
export function warsawDay(instant: Date): string {
  return toWarsawLocal(instant).slice(0, 10);
}

/** The consecutive calendar days ending with `lastDay` (yyyy-mm-dd), oldest first. */
export function daysEndingWith(lastDay: string, count: number): string[] {
  const last = Date.parse(`${lastDay}T12:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(last - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The first day whose views count for "most viewed" at `now`. */
export function viewsPeriodStart(now: Date): string {
  return daysEndingWith(warsawDay(now), VIEWS_PERIOD_DAYS)[0] ?? warsawDay(now);
}
