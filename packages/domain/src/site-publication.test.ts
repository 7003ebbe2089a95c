import { describe, expect, it } from 'vitest';
import { type HomePageDocument, homeDraftDiffers, nextPublicationState } from './site-publication';

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

describe('homeDraftDiffers', () => {
  const page: HomePageDocument = {
    slider: [{ title: 'A', text: '', image: '/media/a.webp', imageAlt: 'a', link: null, linkLabel: null }],
    popup: null,
    whoWeAre: { title: 'Kim jesteśmy', html: '<p>My</p>', videoId: null },
  };

  it('is false for the same document, whatever the order of its keys', () => {
    const reordered = {
      whoWeAre: { videoId: null, html: '<p>My</p>', title: 'Kim jesteśmy' },
      popup: null,
      slider: [{ linkLabel: null, link: null, imageAlt: 'a', image: '/media/a.webp', text: '', title: 'A' }],
    };
    expect(homeDraftDiffers(reordered, page)).toBe(false);
  });

  it('is true when a slide, the promotion or who-we-are changed, or nothing is published', () => {
    expect(homeDraftDiffers({ ...page, slider: [] }, page)).toBe(true);
    expect(
      homeDraftDiffers(
        {
          ...page,
          popup: {
            title: 'P',
            text: '',
            image: null,
            imageAlt: '',
            link: null,
            linkLabel: null,
            startsAt: null,
            endsAt: null,
          },
        },
        page,
      ),
    ).toBe(true);
    expect(homeDraftDiffers({ ...page, whoWeAre: { ...page.whoWeAre, videoId: 'aqz-KE-bpKQ' } }, page)).toBe(
      true,
    );
    expect(homeDraftDiffers(page, null)).toBe(true);
  });
});
