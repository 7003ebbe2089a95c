import { z } from 'zod';
import { OFFER_GROUP_TYPES } from './api/content-responses';
import { MAX_DATABASE_ID } from './constants';
import { requiredOr } from './error-codes';
import { VOIVODESHIPS } from './voivodeships';

/**
 * What staff write about the site itself (issue 18, decision 038): the FAQ and its order, the named
 * texts ("chunks": the footer's and others), the home page (slides, the promotion with its dates,
 * who-we-are) and special-offer groups with their member offers in order. The API validates with
 * these schemas; the back office's browser code gets the limits as props (this module brings zod).
 */
export const SITE_CONTENT_LIMITS = {
  question: 500,
  answer: 20_000,
  chunk: 20_000,
  title: 200,
  text: 600,
  link: 500,
  linkLabel: 100,
  alt: 300,
  html: 20_000,
  groupName: 200,
  groupDescription: 50_000,
  slides: 10,
  groupMembers: 500,
  faqEntries: 1_000,
  sortOrder: 9_999,
} as const;

/**
 * A link staff may put on a slide or the promotion: a path of this site (`/sprzedaz`, `/en/faq#a`)
 * or an https address. No other scheme (javascript:, data:, http:), no `//host` that a browser
 * would read as another site, no spaces or backslashes, no credentials in the address.
 */
export function isSiteLink(value: string): boolean {
  if (value === '' || /[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An image of the media store, as its URL (`/media/site/slide-1a2b.webp`): letters, digits, `._-`. */
export function isMediaPath(value: string): boolean {
  return /^\/media(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/.test(value);
}

/** A YouTube video id (as the offer editor takes one). */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const id = z.number('invalid_value').int('invalid_value').min(1, 'invalid_value').max(MAX_DATABASE_ID);

const requiredText = (max: number) =>
  z.string(requiredOr('invalid_value')).trim().min(1, 'required').max(max, 'too_long');
export const optionalText = (max: number) =>
  z.string('invalid_value').trim().max(max, 'too_long').default('');
/** Rich text as the editor sends it: sanitised by the API before it is stored. */
const richText = (max: number) => z.string('invalid_value').max(max, 'too_long').default('');
export const imagePath = z
  .string(requiredOr('invalid_value'))
  .trim()
  .min(1, 'required')
  .refine(isMediaPath, 'image_unknown');

// Chunks.

type ChunkKind = 'plain' | 'rich';

/**
 * The named texts the site reads, footer first, and how: the footer's address is HTML (a link or a
 * line break survive, through rich-text.ts's `inline` profile when stored and when rendered), the
 * phone numbers, e-mail and hours are read as plain text (they end up in tel: and mailto: links).
 * A chunk not listed here is plain text.
 */
export const KNOWN_CHUNKS = [
  { name: 'footer-address', kind: 'rich', footer: true },
  { name: 'footer-sales-hours', kind: 'plain', footer: true },
  { name: 'footer-free-line', kind: 'plain', footer: true },
  { name: 'footer-paid-line', kind: 'plain', footer: true },
  { name: 'footer-sales-email', kind: 'plain', footer: true },
  { name: 'customer-phone', kind: 'plain', footer: false },
] as const satisfies readonly { name: string; kind: ChunkKind; footer: boolean }[];

export function chunkKind(name: string): ChunkKind {
  return KNOWN_CHUNKS.find((chunk) => chunk.name === name)?.kind ?? 'plain';
}

/** The chunks' names in the editor's order: the footer's first (in the site's order), then by name. */
export function chunkOrder(names: readonly string[]): string[] {
  const rank = (name: string) => {
    const index = KNOWN_CHUNKS.findIndex((chunk) => chunk.name === name);
    if (index === -1) return KNOWN_CHUNKS.length * 2;
    return KNOWN_CHUNKS[index]?.footer ? index : KNOWN_CHUNKS.length + index;
  };
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Both languages of one chunk, saved together. */
export const chunkTextsSchema = z
  .object({
    pl: z.string(requiredOr('invalid_value')).trim().max(SITE_CONTENT_LIMITS.chunk, 'too_long'),
    en: z.string(requiredOr('invalid_value')).trim().max(SITE_CONTENT_LIMITS.chunk, 'too_long'),
  })
  .strict();

// Images uploaded for the site's content, through the content's one image upload (content-editor.ts,
// decision 040).

/** What an uploaded image of the site is for, which sets the size it is stored at. */
export const SITE_IMAGE_KINDS = ['slide', 'popup', 'group'] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];

/** The boxes the site shows them in: a slide 1600 × 600, the promotion and a group 960 × 540. */
export const SITE_IMAGE_SIZES: Readonly<Record<SiteImageKind, { width: number; height: number }>> = {
  slide: { width: 1600, height: 600 },
  popup: { width: 960, height: 540 },
  group: { width: 960, height: 540 },
};

// Special-offer groups.

export const groupEditorSchema = z
  .object({
    type: z.enum(OFFER_GROUP_TYPES, requiredOr('invalid_value')),
    namePl: requiredText(SITE_CONTENT_LIMITS.groupName),
    nameEn: requiredText(SITE_CONTENT_LIMITS.groupName),
    descriptionPl: richText(SITE_CONTENT_LIMITS.groupDescription),
    descriptionEn: richText(SITE_CONTENT_LIMITS.groupDescription),
    image: imagePath.nullish().transform((value) => value ?? null),
    /** A territorial group's voivodeship (SPEC §3 numeric code); other types have none. */
    voivodeship: z
      .number('invalid_value')
      .int('invalid_value')
      .nullish()
      .transform((value) => value ?? null)
      .refine((value) => value === null || VOIVODESHIPS.some((v) => v.code === value), 'invalid_value'),
    /** Where the group stands among its type's groups (lower first). */
    sortOrder: z
      .number('invalid_value')
      .int('invalid_value')
      .min(0, 'invalid_value')
      .max(SITE_CONTENT_LIMITS.sortOrder, 'invalid_value')
      .default(0),
  })
  .strict()
  .superRefine((group, ctx) => {
    if (group.type === 'territorial' && group.voivodeship === null) {
      ctx.addIssue({ code: 'custom', path: ['voivodeship'], message: 'required' });
    }
    if (group.type !== 'territorial' && group.voivodeship !== null) {
      ctx.addIssue({ code: 'custom', path: ['voivodeship'], message: 'invalid_value' });
    }
  });

/** A group's member offers, first to last: the group's page lists them in this order. */
export const groupMembersSchema = z
  .object({
    offerIds: z
      .array(id)
      .max(SITE_CONTENT_LIMITS.groupMembers, 'too_long')
      .refine((ids) => new Set(ids).size === ids.length, 'invalid_value'),
  })
  .strict();

/**
 * The `special_offer` numbers that list members in the given order on the group's page (which
 * sorts by it, highest first): 10 apart, the first highest, so a member added in the offer
 * editor with a number in between lands between.
 */
export function memberOrderNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, index) => (count - index) * 10);
}
