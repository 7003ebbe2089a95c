import { describe, expect, it } from 'vitest';
import {
  noveltyOnFirstPublication,
  OFFER_NEW_DAYS,
  offerNewDaysOf,
  offerNewDaysSchema,
} from './offer-novelty';

describe('"new" after the first publication', () => {
  it('lasts the setting’s days from the publication, and not at all at 0', () => {
    expect(noveltyOnFirstPublication('2026-12-01T10:00:00.000Z', 14)).toEqual({
      isNew: true,
      newUntil: '2026-12-15T10:00:00.000Z',
    });
    expect(noveltyOnFirstPublication('2026-12-01T10:00:00.000Z', 0)).toBeNull();
  });

  it('reads the stored setting within its bounds, else the default', () => {
    expect(offerNewDaysOf(undefined)).toBe(OFFER_NEW_DAYS.default);
    expect(offerNewDaysOf('0')).toBe(0);
    expect(offerNewDaysOf('30')).toBe(30);
    expect(offerNewDaysOf('366')).toBe(OFFER_NEW_DAYS.default);
    expect(offerNewDaysOf('x')).toBe(OFFER_NEW_DAYS.default);
  });

  it('takes 0 to 365 whole days', () => {
    expect(offerNewDaysSchema.safeParse({ days: 0 }).success).toBe(true);
    expect(offerNewDaysSchema.safeParse({ days: 365 }).success).toBe(true);
    expect(offerNewDaysSchema.safeParse({ days: 366 }).success).toBe(false);
    expect(offerNewDaysSchema.safeParse({ days: 1.5 }).success).toBe(false);
  });
});
