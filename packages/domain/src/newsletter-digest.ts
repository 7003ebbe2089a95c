import { z } from 'zod';
import { LANGUAGES } from './language';
import { isAvailable } from './offer-availability';
import { isVoivodeshipCode } from './voivodeships';
import { fromWarsawLocal, toWarsawLocal } from './warsaw-time';

/**
 * The newsletter digest (issue 18, decision 036): every confirmed subscriber is mailed, once per
 * period, the offers published or repriced since their last digest in the voivodeships they chose,
 * with the current special offers; nobody is mailed when nothing is new for them. Shared by the
 * API's job and routes and the back office's screen.
 */

/** How often the digest goes out; an admin chooses in the back office. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = 'weekly';

/** The digest is due at this Polish wall-clock time: every day, or every Monday when weekly. */
const DIGEST_SEND_TIME = '07:00';

/** The most offers one digest lists (newest first); the rest are counted with a link to the new offers. */
export const DIGEST_MAX_OFFERS = 20;
/** The most special-offer groups one digest lists. */
export const DIGEST_MAX_SPECIAL_OFFERS = 5;

/**
 * A digest never reaches further back than this: a subscriber whose voivodeships had nothing new for
 * months is not sent everything of those months at once (those offers were new to the list then).
 */
export const DIGEST_LOOKBACK_DAYS = 35;

const DAY_MS = 86_400_000;

/** `{ frequency }` as an admin sets it. */
export const digestFrequencySchema = z
  .object({ frequency: z.enum(DIGEST_FREQUENCIES, 'invalid_value') })
  .strict();

/** A stored setting read back: one of the frequencies, or the default. */
export function digestFrequencyOf(stored: unknown): DigestFrequency {
  return (DIGEST_FREQUENCIES as readonly unknown[]).includes(stored)
    ? (stored as DigestFrequency)
    : DEFAULT_DIGEST_FREQUENCY;
}

/** The digest of a language, as the back office previews it or mails it as a test to staff. */
export const digestPreviewQuerySchema = z
  .object({ lang: z.enum(LANGUAGES, 'invalid_value').default('pl') })
  .strict();
export const digestTestSchema = z.object({ lang: z.enum(LANGUAGES, 'invalid_value') }).strict();

/** A calendar day yyyy-mm-dd moved by whole days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 for Monday ... 7 for Sunday, of a calendar day yyyy-mm-dd. */
function isoWeekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}

/** The ISO 8601 week of a calendar day: `2026-W48` (the week's Thursday names its year). */
function isoWeek(day: string): string {
  const thursday = addDays(day, 4 - isoWeekday(day));
  const year = Number(thursday.slice(0, 4));
  const firstThursday = Date.parse(`${addDays(`${year}-01-04`, 4 - isoWeekday(`${year}-01-04`))}T12:00:00Z`);
  const week = Math.round((Date.parse(`${thursday}T12:00:00Z`) - firstThursday) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The period a run at `now` belongs to, in Polish time: `day:2026-11-24` or `week:2026-W48`. A
 * subscriber gets at most one digest per period (a unique key in the database), however many
 * processes or hand runs there are.
 */
export function digestPeriod(now: Date, frequency: DigestFrequency): string {
  const day = toWarsawLocal(now).slice(0, 10);
  return frequency === 'daily' ? `day:${day}` : `week:${isoWeek(day)}`;
}

/** When the digest is next due after `after`: the next 07:00 in Poland, a Monday's when weekly. */
export function nextDigestRun(after: Date, frequency: DigestFrequency): Date {
  const today = toWarsawLocal(after).slice(0, 10);
  for (let offset = 0; offset <= 8; offset += 1) {
    const day = addDays(today, offset);
    if (frequency === 'weekly' && isoWeekday(day) !== 1) continue;
    const at = new Date(fromWarsawLocal(`${day}T${DIGEST_SEND_TIME}`) ?? `${day}T06:00:00Z`);
    if (at.getTime() > after.getTime()) return at;
  }
  // Unreachable: a Monday at 07:00 comes within eight days of any instant.
  return new Date(after.getTime() + 7 * DAY_MS);
}

/** How far back the back office's preview looks: one period. */
export function digestPeriodMs(frequency: DigestFrequency): number {
  return frequency === 'daily' ? DAY_MS : 7 * DAY_MS;
}

/** The voivodeship codes a subscriber chose (stored comma-joined); none means all of them. */
export function subscriberVoivodeships(stored: string): number[] {
  return stored
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((code) => isVoivodeshipCode(code));
}

/**
 * Where a subscriber's next digest starts: after their last digest's end, or when they confirmed
 * for the first (a renewed subscription starts again at its confirmation), and never further back
 * than DIGEST_LOOKBACK_DAYS. ISO instants.
 */
export function digestSince(subscriber: {
  confirmedAt: string;
  lastDigestUntil: string | null;
  now: Date;
}): string {
  const floor = new Date(subscriber.now.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS).toISOString();
  return [subscriber.confirmedAt, subscriber.lastDigestUntil ?? '', floor].reduce((latest, at) =>
    Date.parse(at) > Date.parse(latest) ? at : latest,
  );
}

/** An offer that may go into digests: where it is, when it went live, when its price last changed. */
export interface DigestCandidate {
  id: number;
  voivodeship: number;
  publishedAt: string;
  repricedAt: string | null;
  isSold: 0 | 1;
}

export type DigestReason = 'new' | 'repriced';

/**
 * The offers of one subscriber's digest: in their voivodeships (all when none), published in
 * (since, until] ('new'), or published before and repriced in it ('repriced'); the most recently
 * changed first, at most DIGEST_MAX_OFFERS. `total` counts them all: zero means no digest. A sold
 * offer is never in it (decision 045): the digest advertises, and a sold offer is not for sale.
 */
export function digestOffersFor<T extends DigestCandidate>(
  candidates: readonly T[],
  subscriber: { voivodeships: readonly number[]; since: string; until: string },
): { offers: (T & { reason: DigestReason })[]; total: number } {
  const since = Date.parse(subscriber.since);
  const until = Date.parse(subscriber.until);
  const within = (at: string | null) => {
    if (at === null) return false;
    const time = Date.parse(at);
    return time > since && time <= until;
  };
  const chosen = new Set(subscriber.voivodeships);
  const matching = candidates
    .filter((offer) => isAvailable(offer))
    .filter((offer) => chosen.size === 0 || chosen.has(offer.voivodeship))
    .flatMap((offer): { offer: T; reason: DigestReason; at: string }[] => {
      if (within(offer.publishedAt)) return [{ offer, reason: 'new', at: offer.publishedAt }];
      if (offer.repricedAt !== null && within(offer.repricedAt))
        return [{ offer, reason: 'repriced', at: offer.repricedAt }];
      return [];
    })
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.offer.id - a.offer.id);
  return {
    offers: matching.slice(0, DIGEST_MAX_OFFERS).map(({ offer, reason }) => ({ ...offer, reason })),
    total: matching.length,
  };
}
