import { describe, expect, it } from 'vitest';
import {
  DIGEST_MAX_OFFERS,
  type DigestCandidate,
  digestFrequencyOf,
  digestFrequencySchema,
  digestOffersFor,
  digestPeriod,
  digestSince,
  nextDigestRun,
  subscriberVoivodeships,
} from './newsletter-digest';

const MAZOWIECKIE = 14;
const POMORSKIE = 22;

describe('the digest period', () => {
  it('is the Polish calendar day when daily, the ISO week when weekly', () => {
    // 23:30 UTC on 24 November is already 25 November in Warsaw (UTC+1).
    expect(digestPeriod(new Date('2026-11-24T23:30:00Z'), 'daily')).toBe('day:2026-11-25');
    expect(digestPeriod(new Date('2026-11-24T10:00:00Z'), 'daily')).toBe('day:2026-11-24');
    expect(digestPeriod(new Date('2026-11-24T10:00:00Z'), 'weekly')).toBe('week:2026-W48');
    // Sunday evening in Warsaw still belongs to its week; Monday 00:30 starts the next.
    expect(digestPeriod(new Date('2026-11-29T22:00:00Z'), 'weekly')).toBe('week:2026-W48');
    expect(digestPeriod(new Date('2026-11-29T23:30:00Z'), 'weekly')).toBe('week:2026-W49');
    // ISO weeks across the turn of the year: 1 January 2027 is a Friday of 2026's week 53.
    expect(digestPeriod(new Date('2027-01-01T12:00:00Z'), 'weekly')).toBe('week:2026-W53');
    expect(digestPeriod(new Date('2027-01-04T12:00:00Z'), 'weekly')).toBe('week:2027-W01');
    expect(digestPeriod(new Date('2024-12-30T12:00:00Z'), 'weekly')).toBe('week:2025-W01');
  });

  it('is due next at 07:00 Polish time, on a Monday when weekly, in winter and in summer', () => {
    // Tuesday 24 November 2026, 10:00 UTC (11:00 in Warsaw).
    const tuesday = new Date('2026-11-24T10:00:00Z');
    expect(nextDigestRun(tuesday, 'daily').toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(nextDigestRun(tuesday, 'weekly').toISOString()).toBe('2026-11-30T06:00:00.000Z');
    // Before 07:00 the same day's run is next; at 07:00 sharp the following one.
    expect(nextDigestRun(new Date('2026-11-24T05:59:00Z'), 'daily').toISOString()).toBe(
      '2026-11-24T06:00:00.000Z',
    );
    expect(nextDigestRun(new Date('2026-11-30T06:00:00Z'), 'weekly').toISOString()).toBe(
      '2026-12-07T06:00:00.000Z',
    );
    // Summer time: 07:00 in Warsaw is 05:00 UTC.
    expect(nextDigestRun(new Date('2026-06-10T12:00:00Z'), 'daily').toISOString()).toBe(
      '2026-06-11T05:00:00.000Z',
    );
    // The clocks change on Sunday 29 March 2026: Monday's 07:00 is in summer time.
    expect(nextDigestRun(new Date('2026-03-27T12:00:00Z'), 'weekly').toISOString()).toBe(
      '2026-03-30T05:00:00.000Z',
    );
  });

  it('reads a stored frequency, weekly when unset or unknown, and checks an admin’s', () => {
    expect(digestFrequencyOf('daily')).toBe('daily');
    expect(digestFrequencyOf(undefined)).toBe('weekly');
    expect(digestFrequencyOf('hourly')).toBe('weekly');
    expect(digestFrequencySchema.safeParse({ frequency: 'daily' }).success).toBe(true);
    expect(digestFrequencySchema.safeParse({ frequency: 'monthly' }).error?.issues[0]?.message).toBe(
      'invalid_value',
    );
  });
});

describe('what a subscriber’s digest holds', () => {
  const now = new Date('2026-11-24T06:00:00Z');
  const until = now.toISOString();

  function offer(
    id: number,
    voivodeship: number,
    publishedAt: string,
    repricedAt: string | null = null,
    isSold: 0 | 1 = 0,
  ) {
    return { id, voivodeship, publishedAt, repricedAt, isSold } satisfies DigestCandidate;
  }

  it('starts after the last digest, or at the confirmation for the first, never over 35 days back', () => {
    expect(digestSince({ confirmedAt: '2026-11-20T10:00:00.000Z', lastDigestUntil: null, now })).toBe(
      '2026-11-20T10:00:00.000Z',
    );
    expect(
      digestSince({
        confirmedAt: '2026-11-01T10:00:00.000Z',
        lastDigestUntil: '2026-11-17T06:00:00.000Z',
        now,
      }),
    ).toBe('2026-11-17T06:00:00.000Z');
    // Subscribed again after an old digest: the new confirmation counts.
    expect(
      digestSince({
        confirmedAt: '2026-11-22T09:00:00.000Z',
        lastDigestUntil: '2026-10-01T06:00:00.000Z',
        now,
      }),
    ).toBe('2026-11-22T09:00:00.000Z');
    expect(digestSince({ confirmedAt: '2025-01-01T00:00:00.000Z', lastDigestUntil: null, now })).toBe(
      '2026-10-20T06:00:00.000Z',
    );
  });

  it('lists the offers published or repriced since then in the chosen voivodeships, newest first', () => {
    const since = '2026-11-17T06:00:00.000Z';
    const candidates = [
      offer(1, MAZOWIECKIE, '2026-11-20T10:00:00.000Z'),
      offer(2, POMORSKIE, '2026-11-21T10:00:00.000Z'),
      // Published long ago, repriced this week.
      offer(3, MAZOWIECKIE, '2026-01-10T10:00:00.000Z', '2026-11-22T10:00:00.000Z'),
      // Before the last digest, and repriced before it too: not new.
      offer(4, MAZOWIECKIE, '2026-11-10T10:00:00.000Z', '2026-11-16T10:00:00.000Z'),
      // Exactly at the last digest's end: that digest had it.
      offer(5, MAZOWIECKIE, since),
      // After this run's end: the next digest's.
      offer(6, MAZOWIECKIE, '2026-11-24T06:00:01.000Z'),
    ];
    const digest = digestOffersFor(candidates, { voivodeships: [MAZOWIECKIE], since, until });
    expect(digest.offers.map((o) => [o.id, o.reason])).toEqual([
      [3, 'repriced'],
      [1, 'new'],
    ]);
    expect(digest.total).toBe(2);
    // No voivodeship chosen: all of them.
    expect(digestOffersFor(candidates, { voivodeships: [], since, until }).offers.map((o) => o.id)).toEqual([
      3, 2, 1,
    ]);
    // Nothing new in the voivodeship: no digest.
    expect(digestOffersFor(candidates, { voivodeships: [2], since, until })).toEqual({
      offers: [],
      total: 0,
    });
  });

  it('lists at most twenty, and counts the rest', () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      offer(
        index + 1,
        MAZOWIECKIE,
        new Date(Date.parse('2026-11-20T00:00:00Z') + index * 60_000).toISOString(),
      ),
    );
    const digest = digestOffersFor(many, { voivodeships: [], since: '2026-11-17T00:00:00.000Z', until });
    expect(digest.total).toBe(25);
    expect(digest.offers).toHaveLength(DIGEST_MAX_OFFERS);
    expect(digest.offers[0]?.id).toBe(25);
  });

  it('never holds a sold offer, neither as new nor as repriced (decision 045)', () => {
    const since = '2026-11-17T06:00:00.000Z';
    const candidates = [
      offer(1, MAZOWIECKIE, '2026-11-20T10:00:00.000Z', null, 1),
      offer(2, MAZOWIECKIE, '2026-01-10T10:00:00.000Z', '2026-11-22T10:00:00.000Z', 1),
      offer(3, MAZOWIECKIE, '2026-11-21T10:00:00.000Z'),
    ];
    const digest = digestOffersFor(candidates, { voivodeships: [], since, until });
    expect(digest.offers.map((o) => o.id)).toEqual([3]);
    expect(digest.total).toBe(1);
    expect(digestOffersFor(candidates.slice(0, 2), { voivodeships: [], since, until }).total).toBe(0);
  });

  it('reads the stored voivodeships, none meaning all', () => {
    expect(subscriberVoivodeships('14,10')).toEqual([14, 10]);
    expect(subscriberVoivodeships('')).toEqual([]);
    expect(subscriberVoivodeships('14,x,99')).toEqual([14]);
  });
});
