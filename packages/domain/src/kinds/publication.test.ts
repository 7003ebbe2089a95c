import { describe, expect, it } from 'vitest';
import { nextPublication, type PublicationState } from './publication';

const now = new Date('2026-12-01T12:00:00.000Z');
const later = '2026-12-02T08:30:00.000Z';
const earlier = '2026-11-01T08:00:00.000Z';

const state = (
  status: PublicationState['status'],
  publishedAt: string | null,
  copy: PublicationState['copy'] = null,
): PublicationState => ({ status, publishedAt, copy });

describe('nextPublication (decision 052 §3.5, row by row)', () => {
  it('publish: a draft is dated now, a re-published item keeps its first date, a scheduled one published early is dated now', () => {
    expect(nextPublication(state('draft', null), { action: 'publish' }, now)).toEqual({
      ok: true,
      status: 'published',
      publishedAt: now.toISOString(),
      copy: 'keep',
    });
    expect(nextPublication(state('unpublished', earlier), { action: 'publish' }, now)).toEqual({
      ok: true,
      status: 'published',
      publishedAt: earlier,
      copy: 'keep',
    });
    // A draft the old routes took back keeps its date too.
    expect(nextPublication(state('draft', earlier), { action: 'publish' }, now)).toMatchObject({
      publishedAt: earlier,
    });
    expect(nextPublication(state('scheduled', later), { action: 'publish' }, now)).toEqual({
      ok: true,
      status: 'published',
      publishedAt: now.toISOString(),
      copy: 'keep',
    });
  });

  it('publish: an item taken down with its working copy publishes the copy with it', () => {
    expect(
      nextPublication(state('unpublished', earlier, { publishAt: null }), { action: 'publish' }, now),
    ).toEqual({ ok: true, status: 'published', publishedAt: earlier, copy: 'apply' });
  });

  it('publish: a published item with a copy publishes its changes; without one there is nothing to publish', () => {
    expect(
      nextPublication(state('published', earlier, { publishAt: null }), { action: 'publish' }, now),
    ).toEqual({ ok: true, status: 'published', publishedAt: earlier, copy: 'apply' });
    expect(nextPublication(state('published', earlier), { action: 'publish' }, now)).toEqual({
      ok: false,
      error: 'not_allowed',
    });
  });

  it('schedule: a draft or an unpublished item waits for its time; a time not ahead is refused', () => {
    for (const status of ['draft', 'unpublished', 'scheduled'] as const) {
      expect(
        nextPublication(state(status, null), { action: 'schedule', at: '2026-12-02T09:30:00+01:00' }, now),
      ).toEqual({
        ok: true,
        status: 'scheduled',
        publishedAt: later,
        copy: 'keep',
      });
    }
    for (const at of [now.toISOString(), earlier, 'not a time']) {
      expect(nextPublication(state('draft', null), { action: 'schedule', at }, now)).toEqual({
        ok: false,
        error: 'publish_at_past',
      });
    }
  });

  it('schedule: a published item schedules its copy; without a copy there is nothing to schedule', () => {
    expect(
      nextPublication(
        state('published', earlier, { publishAt: null }),
        { action: 'schedule', at: later },
        now,
      ),
    ).toEqual({ ok: true, status: 'published', publishedAt: earlier, copy: { publishAt: later } });
    expect(nextPublication(state('published', earlier), { action: 'schedule', at: later }, now)).toEqual({
      ok: false,
      error: 'not_allowed',
    });
  });

  it('unschedule: a scheduled item becomes a draft, a scheduled copy stays unscheduled; nothing else is scheduled', () => {
    expect(nextPublication(state('scheduled', later), { action: 'unschedule' }, now)).toEqual({
      ok: true,
      status: 'draft',
      publishedAt: null,
      copy: 'keep',
    });
    expect(
      nextPublication(state('published', earlier, { publishAt: later }), { action: 'unschedule' }, now),
    ).toEqual({ ok: true, status: 'published', publishedAt: earlier, copy: { publishAt: null } });
    for (const refused of [
      state('draft', null),
      state('unpublished', earlier),
      state('published', earlier),
      state('published', earlier, { publishAt: null }),
    ]) {
      expect(nextPublication(refused, { action: 'unschedule' }, now)).toEqual({
        ok: false,
        error: 'not_allowed',
      });
    }
  });

  it('unpublish: published and scheduled items become unpublished, for every kind; a copy stays, unscheduled', () => {
    expect(nextPublication(state('published', earlier), { action: 'unpublish' }, now)).toEqual({
      ok: true,
      status: 'unpublished',
      publishedAt: earlier,
      copy: 'keep',
    });
    expect(
      nextPublication(state('published', earlier, { publishAt: later }), { action: 'unpublish' }, now),
    ).toEqual({ ok: true, status: 'unpublished', publishedAt: earlier, copy: { publishAt: null } });
    expect(nextPublication(state('scheduled', later), { action: 'unpublish' }, now)).toEqual({
      ok: true,
      status: 'unpublished',
      publishedAt: null,
      copy: 'keep',
    });
    for (const status of ['draft', 'unpublished'] as const) {
      expect(nextPublication(state(status, earlier), { action: 'unpublish' }, now)).toEqual({
        ok: false,
        error: 'not_allowed',
      });
    }
  });
});
