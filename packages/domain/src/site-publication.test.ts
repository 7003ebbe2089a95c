import { describe, expect, it } from 'vitest';
import { nextPublicationState } from './site-publication';

describe('nextPublicationState', () => {
  const now = new Date('2026-12-01T12:00:00.000Z');
  const draft = { status: 'draft', publishedAt: null } as const;
  const published = { status: 'published', publishedAt: '2026-10-01T08:00:00.000Z' } as const;

  it('dates a draft published now, and keeps a published item’s date', () => {
    expect(nextPublicationState(draft, { action: 'publish' }, now)).toEqual({
      status: 'published',
      publishedAt: now.toISOString(),
    });
    expect(nextPublicationState(published, { action: 'publish' }, now)).toEqual(published);
    // Existing rows were published before dates were kept: publishing again dates them now.
    expect(
      nextPublicationState({ status: 'published', publishedAt: null }, { action: 'publish' }, now),
    ).toEqual({
      status: 'published',
      publishedAt: now.toISOString(),
    });
  });

  it('schedules only a time ahead, stored as an instant', () => {
    expect(nextPublicationState(draft, { action: 'schedule', at: '2026-12-01T14:00+01:00' }, now)).toEqual({
      status: 'scheduled',
      publishedAt: '2026-12-01T13:00:00.000Z',
    });
    expect(nextPublicationState(draft, { action: 'schedule', at: now.toISOString() }, now)).toBe(
      'publish_at_past',
    );
    expect(nextPublicationState(draft, { action: 'schedule', at: 'not a time' }, now)).toBe(
      'publish_at_past',
    );
  });

  it('takes back to a draft, keeping the last date', () => {
    expect(nextPublicationState(published, { action: 'unpublish' }, now)).toEqual({
      status: 'draft',
      publishedAt: published.publishedAt,
    });
  });
});
