import { describe, expect, it } from 'vitest';
import {
  compareSegment,
  distanceKm,
  MAX_COMPARED,
  parseCompareSegment,
  valuesDiffer,
  withCompared,
} from './compare-offers';

describe('compare URLs', () => {
  it('round-trips up to four distinct ids in the visitor’s order', () => {
    expect(compareSegment([12, 45, 7])).toBe('12-45-7');
    expect(parseCompareSegment('12-45-7')).toEqual([12, 45, 7]);
    expect(parseCompareSegment('5')).toEqual([5]);
    expect(parseCompareSegment('1-2-3-4')).toHaveLength(MAX_COMPARED);
  });

  it('refuses what no compare link holds', () => {
    for (const segment of ['', '1-2-3-4-5', '1-1', '0', '01', '-1', '1--2', 'a-2', '1.5', '12345678901']) {
      expect(parseCompareSegment(segment), segment).toBeNull();
    }
  });

  it('adds an offer once, last, and not to a full list', () => {
    expect(withCompared([], 3)).toEqual([3]);
    expect(withCompared([3, 4], 3)).toEqual([3, 4]);
    expect(withCompared([1, 2, 3], 9)).toEqual([1, 2, 3, 9]);
    expect(withCompared([1, 2, 3, 4], 9)).toBeNull();
  });
});

describe('distanceKm', () => {
  it('measures as the crow flies', () => {
    const warszawa = { lat: 52.2297, lng: 21.0122 };
    const krakow = { lat: 50.0647, lng: 19.945 };
    expect(distanceKm(warszawa, krakow)).toBeGreaterThan(250);
    expect(distanceKm(warszawa, krakow)).toBeLessThan(256);
    expect(distanceKm(krakow, krakow)).toBe(0);
  });
});

describe('valuesDiffer', () => {
  it('tells a row worth highlighting', () => {
    expect(valuesDiffer(['1 000 zł', '1 000 zł'])).toBe(false);
    expect(valuesDiffer(['1 000 zł', '2 000 zł'])).toBe(true);
    expect(valuesDiffer(['tak', null])).toBe(true);
    expect(valuesDiffer([null, null])).toBe(false);
  });
});
