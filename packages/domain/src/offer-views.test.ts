import { describe, expect, it } from 'vitest';
import { daysEndingWith, viewsPeriodStart, warsawDay } from './offer-views';

describe('offer views', () => {
  it('count a view for the Polish calendar day, whatever the UTC date', () => {
    // 23:30 UTC on 24 November is 00:30 on the 25th in Warsaw (winter, UTC+1).
    expect(warsawDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(warsawDay(new Date('2026-11-24T22:59:00Z'))).toBe('2026-11-24');
    // Summer time, UTC+2.
    expect(warsawDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('list consecutive days across month and DST boundaries', () => {
    expect(daysEndingWith('2026-03-30', 3)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(daysEndingWith('2026-03-01', 2)).toEqual(['2026-02-28', '2026-03-01']);
    expect(daysEndingWith('2026-11-24', 1)).toEqual(['2026-11-24']);
  });

  it('sum the last 30 days, today included', () => {
    expect(viewsPeriodStart(new Date('2026-11-24T10:00:00Z'))).toBe('2026-10-26');
    expect(viewsPeriodStart(new Date('2026-11-24T23:30:00Z'))).toBe('2026-10-27');
  });
});
