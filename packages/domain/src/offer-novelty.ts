import { z } from 'zod';

/**
 * "Nowość" by itself (issue 35, decision 058): an offer is new for a number of days after its first
 * publication, an admin's setting (0 turns it off); a person may still untick "Nowość" on one offer,
 * and a tick by hand stays until it is taken off. The flag stays the stored `isNew` the public lists
 * already filter and badge on; this says when it is set and until when.
 */
export const OFFER_NEW_DAYS = { min: 0, max: 365, default: 14 } as const;

/** The body of the admins' setting. */
export const offerNewDaysSchema = z
  .object({
    days: z
      .number('invalid_value')
      .int('invalid_value')
      .min(OFFER_NEW_DAYS.min, 'invalid_value')
      .max(OFFER_NEW_DAYS.max, 'invalid_value'),
  })
  .strict();

/** The stored setting as a number of days: the default when unset or unreadable. */
export function offerNewDaysOf(stored: unknown): number {
  const days = typeof stored === 'string' && /^\d+$/.test(stored) ? Number(stored) : stored;
  return typeof days === 'number' &&
    Number.isInteger(days) &&
    days >= OFFER_NEW_DAYS.min &&
    days <= OFFER_NEW_DAYS.max
    ? days
    : OFFER_NEW_DAYS.default;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a first publication at `publishedAt` does to "new": set until `days` days later, or nothing
 * when the setting is 0.
 */
export function noveltyOnFirstPublication(
  publishedAt: string,
  days: number,
): { isNew: true; newUntil: string } | null {
  if (days <= 0) return null;
  return { isNew: true, newUntil: new Date(Date.parse(publishedAt) + days * DAY_MS).toISOString() };
}
