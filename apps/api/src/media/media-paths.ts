/**
 * How generated media are named, in one place for the seed, the tests and whoever serves the files.
 *
 * - Offer photos come in three widths. `offer_photos.path` stores the stem without width or
 *   extension ('/media/offers/photo-07'); the file for a width is `${path}-${width}.webp`
 *   ('/media/offers/photo-07-960.webp'). `width`/`height` of the row are those of the largest file,
 *   and every width keeps the 4:3 ratio, so height = width * 3 / 4.
 * - Everything else (agents, slider, groups, articles, documents) is stored as the full file path
 *   ('/media/agents/agent-03.webp', '/media/documents/floor-plan-01.pdf').
 *
 * URLs start with '/media/'; the rest of the URL is the object's key in the media store
 * ('offers/photo-07-960.webp'; `mediaKey()` in media/media-store.ts).
 */

export const OFFER_PHOTO_WIDTHS = [480, 960, 1600] as const;
export type OfferPhotoWidth = (typeof OFFER_PHOTO_WIDTHS)[number];
export const OFFER_PHOTO_LARGEST = { width: 1600, height: 1200 } as const;

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** Stem stored in `offer_photos.path` for pool photo `n` (1-based). */
export function offerPhotoStem(n: number): string {
  return `/media/offers/photo-${two(n)}`;
}

/** The URL of one width of an offer photo, from the stem stored in the database. */
export function offerPhotoUrl(stem: string, width: OfferPhotoWidth): string {
  return `${stem}-${width}.webp`;
}

export function agentPhotoUrl(n: number): string {
  return `/media/agents/agent-${two(n)}.webp`;
}

export function slideUrl(n: number): string {
  return `/media/slider/slide-${n}.webp`;
}

export function groupImageUrl(n: number): string {
  return `/media/groups/group-${two(n)}.webp`;
}

export function articleImageUrl(n: number): string {
  return `/media/articles/article-${two(n)}.webp`;
}

export function documentUrl(name: string): string {
  return `/media/documents/${name}.pdf`;
}
