import { describe, expect, it } from 'vitest';
import { formatEventTime, isUpcoming } from './event-time';

describe('formatEventTime', () => {
  it('shows the Warsaw wall-clock time in winter and summer', () => {
    expect(formatEventTime('2026-12-01T10:00:00.000Z')).toBe('11:00');
    expect(formatEventTime('2026-07-01T07:30:00.000Z')).toBe('09:30');
    expect(formatEventTime('2026-12-31T23:15:00.000Z')).toBe('00:15');
  });

  it('has no time for an all-day event or an unreadable value', () => {
    expect(formatEventTime('2026-12-01')).toBe('');
    expect(formatEventTime('soon')).toBe('');
  });
});

describe('isUpcoming', () => {
  const now = new Date('2026-11-10T22:30:00.000Z'); // 23:30 on 10 November in Warsaw

  it('counts the whole current day in Warsaw as upcoming', () => {
    expect(isUpcoming('2026-11-10T08:00:00.000Z', now)).toBe(true);
    expect(isUpcoming('2026-11-10', now)).toBe(true);
    expect(isUpcoming('2026-11-11T00:00:00.000Z', now)).toBe(true);
  });

  it('counts earlier days as past', () => {
    expect(isUpcoming('2026-11-09T22:59:00.000Z', now)).toBe(false);
    expect(isUpcoming('2026-11-09', now)).toBe(false);
    expect(isUpcoming('nonsense', now)).toBe(false);
  });
});
