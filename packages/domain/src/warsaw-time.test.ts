import { describe, expect, it } from 'vitest';
import { fromWarsawLocal, toWarsawLocal } from './warsaw-time';

describe('Warsaw wall-clock times', () => {
  it('reads a winter and a summer time with their offsets', () => {
    expect(fromWarsawLocal('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+01:00');
    expect(fromWarsawLocal('2027-07-01T09:30')).toBe('2027-07-01T09:30:00+02:00');
    expect(new Date(fromWarsawLocal('2026-12-01T09:30') ?? '').toISOString()).toBe(
      '2026-12-01T08:30:00.000Z',
    );
  });

  it('handles the hours the clocks skip and repeat', () => {
    // 2027-03-28 02:30 does not exist in Warsaw: read as summer time.
    expect(fromWarsawLocal('2027-03-28T02:30')).toBe('2027-03-28T02:30:00+02:00');
    // 2026-10-25 02:30 happens twice: the first (summer) one.
    expect(fromWarsawLocal('2026-10-25T02:30')).toBe('2026-10-25T02:30:00+02:00');
  });

  it('refuses what is not a time, and writes instants back as Warsaw times', () => {
    expect(fromWarsawLocal('jutro')).toBeNull();
    expect(fromWarsawLocal('2026-13-01T09:30')).toBeNull();
    expect(toWarsawLocal(new Date('2026-12-01T08:30:00Z'))).toBe('2026-12-01T09:30');
    expect(toWarsawLocal(new Date('2027-07-01T07:30:00Z'))).toBe('2027-07-01T09:30');
  });
});
