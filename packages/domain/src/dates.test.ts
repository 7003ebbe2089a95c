import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('SPEC §3: "Dates are shown as dd/mm/yyyy" (Europe/Warsaw)', () => {
  it.each<[string | Date, string]>([
    ['2024-03-05', '05/03/2024'],
    ['1999-12-31', '31/12/1999'],
    // Instants are shown as the Warsaw calendar day: 23:30 UTC is already the next day there.
    ['2024-03-05T23:30:00Z', '06/03/2024'],
    ['2024-07-31T22:00:00Z', '01/08/2024'],
    ['2024-07-31T21:59:59Z', '31/07/2024'],
    ['2024-01-01T00:00:00+01:00', '01/01/2024'],
    [new Date(Date.UTC(2021, 0, 2, 12)), '02/01/2021'],
    [new Date(Date.UTC(2020, 11, 31, 23, 0)), '01/01/2021'],
  ])('formatDate(%j) -> %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each(['', 'not a date', '2024-13-45T00:00:00Z'])('formatDate(%j) is empty', (value) => {
    expect(formatDate(value)).toBe('');
  });

  it('an invalid Date object is empty too', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows the Warsaw wall clock in winter and in summer, whatever the server zone', () => {
    expect(formatDateTime('2026-12-15T09:00:00.000Z')).toBe('15/12/2026, 10:00');
    expect(formatDateTime('2026-06-30T22:30:00Z')).toBe('01/07/2026, 00:30');
    expect(formatDateTime('soon')).toBe('');
  });
});
