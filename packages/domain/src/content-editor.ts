import { z } from 'zod';
import { KIND_STATUSES } from './kinds/publication';
import { SITE_IMAGE_KINDS } from './site-content';
import { slugify } from './slug';

/**
 * News, events, blog posts (with their categories) and pages written in the back office (issue 18,
 * decision 037): their states, limits and slugs, and the content's image uploads.
 * Their fields are declared by the editable kinds (kinds/article-fields.ts, decision 052); this
 * module brings zod. The kinds themselves, with their URL segments, are kinds/article-kinds.ts.
 */

/**
 * Where an item stands: only 'published' is public; 'scheduled' becomes it when its publication
 * time comes (the API's publication loop), a draft never by itself; 'unpublished' was public and is
 * taken down (the one publication model of decision 052, which the old routes' answers must allow).
 */
export const CONTENT_STATUSES = KIND_STATUSES;

export const CONTENT_LIMITS = {
  title: 200,
  lead: 1_000,
  content: 200_000,
  slug: 120,
  alt: 300,
  author: 120,
  place: 200,
  categoryName: 100,
  categoryPosition: 9_999,
  search: 100,
} as const;

/** A slug as URLs carry it: lower-case ASCII words joined by '-'; never `f` (decision 013's filter segment). */
export function isContentSlug(value: string): boolean {
  return value !== 'f' && value.length <= CONTENT_LIMITS.slug && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** The slug an item gets from its title when staff leave the field empty (cut at a word's end). */
export function slugFromTitle(title: string): string {
  const slug = slugify(title);
  if (slug.length <= CONTENT_LIMITS.slug) return slug;
  const cut = slug.slice(0, CONTENT_LIMITS.slug);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

/**
 * The images a text shows (`<img src alt>` as the editor writes them): each must be one of the media
 * store and have an alt text, which the API checks before it stores the text.
 */
export function textImages(html: string): { src: string; alt: string }[] {
  const images: { src: string; alt: string }[] = [];
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    const src = /\ssrc\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? '';
    const alt = /\salt\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? '';
    images.push({ src, alt: alt.trim() });
  }
  return images;
}

export const CONTENT_LIST_PAGE_SIZE = 25;

/**
 * Images uploaded for content, by what they are for: a cover is cropped to the 16:9 box the site
 * shows; one in the text keeps its shape; a slide, the promotion and a group are cropped to their
 * boxes (site-content.ts). One upload serves them all (decision 040 merged the site's own).
 */
const CONTENT_IMAGE_USES = ['cover', 'text', ...SITE_IMAGE_KINDS] as const;
export type ContentImageUse = (typeof CONTENT_IMAGE_USES)[number];
export const CONTENT_COVER_SIZE = { width: 1200, height: 675 } as const;
export const CONTENT_TEXT_IMAGE_WIDTH = 1200;
export const CONTENT_IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const contentImageQuerySchema = z
  .object({ use: z.enum(CONTENT_IMAGE_USES, 'invalid_value') })
  .strict();
