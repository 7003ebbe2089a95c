import { describe, expect, it } from 'vitest';
import { isPromotionCurrent } from './promotion-window';

describe('isPromotionCurrent', () => {
  const now = new Date('2026-12-01T12:00:00.000Z');
  it.each([
    [null, null, true],
    ['2026-12-01T12:00:00.000Z', null, true],
    ['2026-12-01T12:00:01.000Z', null, false],
    [null, '2026-12-01T12:00:01.000Z', true],
    [null, '2026-12-01T12:00:00.000Z', false],
    ['2026-11-01T00:00:00+01:00', '2026-12-31T23:59:00+01:00', true],
  ])('from %s until %s -> %s', (startsAt, endsAt, shown) => {
    expect(isPromotionCurrent({ startsAt, endsAt }, now)).toBe(shown);
  });
});
