import { z } from 'zod';
import { MAX_DATABASE_ID } from './constants';
import { requiredOr } from './error-codes';
import { KIND_STATUSES, type KindStatus } from './kinds/publication';
import { LANGUAGES } from './language';
import { offerPublicationSchema } from './offer-editor';
import { isMediaPath, SITE_IMAGE_KINDS } from './site-content';
import { slugify } from './slug';

/**
 * News, events, blog posts (with their categories) and pages written in the back office (issue 18,
 * decision 037): what an item holds, where it stands, its slug and its translation. The API
 * validates with these schemas; the back office's browser code gets the limits as props (this module
 * brings zod).
 */

/** The kinds of written content, as the back office's URLs and the API's name them. */
export const CONTENT_KINDS = ['news', 'events', 'blog', 'pages'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
}

/** Kinds addressed by a slug (the others by id, SPEC §2). */
export function hasSlug(kind: ContentKind): kind is 'blog' | 'pages' {
  return kind === 'blog' || kind === 'pages';
}

/** Kinds with a cover image (pages show their text only). */
export function hasCoverImage(kind: ContentKind): boolean {
  return kind !== 'pages';
}

/**
 * Where an item stands: only 'published' is public; 'scheduled' becomes it when its publication
 * time comes (the API's publication loop), a draft never by itself; 'unpublished' was public and is
 * taken down (the one publication model of decision 052, which the old routes' answers must allow).
 */
export const CONTENT_STATUSES = KIND_STATUSES;
export type ContentStatus = KindStatus;

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

const id = z.number('invalid_value').int('invalid_value').min(1, 'invalid_value').max(MAX_DATABASE_ID);
const nullableId = id.nullish().transform((value) => value ?? null);
const requiredText = (max: number) =>
  z.string(requiredOr('invalid_value')).trim().min(1, 'required').max(max, 'too_long');
const optionalText = (max: number) => z.string('invalid_value').trim().max(max, 'too_long').default('');
const nullableText = (max: number) =>
  z
    .string('invalid_value')
    .trim()
    .max(max, 'too_long')
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * One language version of an item, as the editor sends it. Fields another kind has are refused by
 * the API for a kind without them only when set (the form sends one shape). An empty slug is made
 * from the title; the event's date is an instant with its offset (the editor reads Polish time).
 */
export const contentItemSchema = z
  .object({
    lang: z.enum(LANGUAGES, requiredOr('invalid_value')),
    title: requiredText(CONTENT_LIMITS.title),
    /** The lead of an article, the meta description of a page. */
    lead: optionalText(CONTENT_LIMITS.lead),
    /** Rich text as the editor sends it: sanitised by the API before it is stored. */
    content: z.string('invalid_value').max(CONTENT_LIMITS.content, 'too_long').default(''),
    image: z
      .string('invalid_value')
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isMediaPath(value), 'image_unknown'),
    imageAlt: nullableText(CONTENT_LIMITS.alt),
    slug: z
      .string('invalid_value')
      .trim()
      .toLowerCase()
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isContentSlug(value), 'slug_invalid'),
    categoryId: nullableId,
    author: nullableText(CONTENT_LIMITS.author),
    eventDate: z
      .string('invalid_value')
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || !Number.isNaN(Date.parse(value)), 'invalid_value')
      .transform((value) => (value === null ? null : new Date(value).toISOString())),
    place: nullableText(CONTENT_LIMITS.place),
    /** The item of the other language this one translates (both then share a key), or none. */
    translationId: nullableId,
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.image !== null && item.imageAlt === null) {
      ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'required' });
    }
  });
export type ContentItemValues = z.output<typeof contentItemSchema>;

/** Publish now, at a time ahead (ISO 8601 with its offset), or take back to a draft: as offers (decision 030). */
export const contentPublicationSchema = offerPublicationSchema;
export type ContentPublication = z.infer<typeof contentPublicationSchema>;

export const contentKindParams = z.object({ kind: z.enum(CONTENT_KINDS, 'invalid_value') }).strict();
export const contentItemParams = z
  .object({
    kind: z.enum(CONTENT_KINDS, 'invalid_value'),
    id: z.coerce.number().int().min(1).max(MAX_DATABASE_ID),
  })
  .strict();

/** The back office's list of one kind: a search in titles, a state, a language, a page. */
export const contentListQuerySchema = z
  .object({
    q: z.string().trim().max(CONTENT_LIMITS.search, 'too_long').optional(),
    status: z.enum(CONTENT_STATUSES, 'invalid_value').optional(),
    lang: z.enum(LANGUAGES, 'invalid_value').optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const CONTENT_LIST_PAGE_SIZE = 25;

/** A blog category: its names in both languages and its place among the others. */
export const blogCategorySchema = z
  .object({
    namePl: requiredText(CONTENT_LIMITS.categoryName),
    nameEn: requiredText(CONTENT_LIMITS.categoryName),
    position: z
      .number('invalid_value')
      .int('invalid_value')
      .min(0, 'invalid_value')
      .max(CONTENT_LIMITS.categoryPosition, 'invalid_value')
      .default(0),
  })
  .strict();
export type BlogCategoryValues = z.infer<typeof blogCategorySchema>;

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
