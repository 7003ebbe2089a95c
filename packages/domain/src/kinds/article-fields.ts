import { z } from 'zod';
import { MAX_DATABASE_ID } from '../constants';
import { CONTENT_LIMITS, CONTENT_LIST_PAGE_SIZE, isContentSlug } from '../content-editor';
import { requiredOr } from '../error-codes';
import { LANGUAGES } from '../language';
import { isMediaPath } from '../site-content';
import { SITE_EDITORS } from './access';
import { requiredText, richText } from './define-kind';

/**
 * The fields news, events, blog posts and pages share (decision 052 step S6), with the old content
 * editor's limits and columns, so the rows it wrote read on. What the schemas cannot say alone (a
 * cover needs its alt text, a slug is made from the title and must be free, an image must be in the
 * store) is the API's article hooks' work, on writes only: rows written before may lack an alt text.
 */

/** A text that may be left empty (a lead, an event's place): stored as ''. */
const optionalText = (max: number) => z.string('invalid_value').trim().max(max, 'too_long').default('');

/** A text stored as null when left empty (an alt text, an author): the API turns '' into null. */
const nullableText = (max: number) =>
  z.string('invalid_value').trim().max(max, 'too_long').nullable().default(null);

const id = z.number('invalid_value').int('invalid_value').min(1, 'invalid_value').max(MAX_DATABASE_ID);

export const ARTICLE_FIELDS = {
  lang: {
    schema: z.enum(LANGUAGES, requiredOr('invalid_value')),
    column: 'lang',
    widget: { type: 'language' },
    fixed: 'after-create',
  },
  title: { schema: requiredText(CONTENT_LIMITS.title), column: 'title', widget: { type: 'text' } },
  /** The lead of an article, the meta description of a page (its column `description`). */
  lead: { schema: optionalText(CONTENT_LIMITS.lead), column: 'lead', widget: { type: 'text' } },
  content: {
    schema: richText(CONTENT_LIMITS.content),
    column: 'content',
    widget: { type: 'richText', profile: 'article' },
  },
  translationId: {
    schema: id.nullable().default(null),
    widget: { type: 'reference', source: 'translation' },
  },
} as const;

/** An article's cover (news, events, blog posts; pages have none) and its alt text. */
export const COVER_FIELDS = {
  image: {
    schema: z
      .string(requiredOr('invalid_value'))
      .trim()
      .min(1, 'required')
      .refine(isMediaPath, 'image_unknown')
      .nullable()
      .default(null),
    column: 'image',
    widget: { type: 'image', use: 'cover' },
  },
  imageAlt: { schema: nullableText(CONTENT_LIMITS.alt), column: 'image_alt', widget: { type: 'text' } },
} as const;

/** An address segment as staff type it: '' asks the API to make one (from a title, a name). */
export const slugInput = z
  .string('invalid_value')
  .trim()
  .toLowerCase()
  .default('')
  .refine((value) => value === '' || isContentSlug(value), 'slug_invalid');

/** A blog post's or page's address segment: '' makes it from the title (the API's hooks). */
export const SLUG_FIELD = { schema: slugInput, column: 'slug', widget: { type: 'slug' } } as const;

export const AUTHOR_FIELD = {
  schema: nullableText(CONTENT_LIMITS.author),
  column: 'author',
  widget: { type: 'text' },
} as const;

export const CATEGORY_FIELD = {
  schema: id.nullable().default(null),
  column: 'category_id',
  widget: { type: 'reference', source: 'blog-categories' },
} as const;

/** An event's date: an instant (the editor reads Polish time); required by the events' rules. */
export const EVENT_DATE_FIELD = {
  schema: z
    .string('invalid_value')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'invalid_value')
    .nullable()
    .default(null),
  column: 'event_date',
  widget: { type: 'instant' },
} as const;

export const PLACE_FIELD = {
  schema: optionalText(CONTENT_LIMITS.place),
  column: 'place',
  widget: { type: 'text' },
} as const;

/**
 * What the four article kinds declare alike: the same item in the other language by a shared
 * `translation_key`; states with a working copy, where the tables date a draft (the column refuses
 * null), so an undated item stores ''; the site editors' access; the `content` signal; lists of 25
 * by language, searched in titles, the newest publication first.
 */
export const ARTICLE_KIND = {
  translation: { mode: 'key', column: 'translation_key', field: 'translationId', lang: 'lang' },
  publication: { mode: 'states', dateColumn: 'published_at', undatedAs: '' },
  access: SITE_EDITORS,
  signals: ['content'],
  list: { pageSize: CONTENT_LIST_PAGE_SIZE, filters: ['lang'], search: 'title', sort: 'publishedAt' },
} as const;
