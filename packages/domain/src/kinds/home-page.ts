import { z } from 'zod';
import { singleResponseSchema } from '../api/response-envelopes';
import { LANGUAGES } from '../language';
import { mainPageContentSchema } from '../main-page-content';
import { imagePath, isSiteLink, optionalText, SITE_CONTENT_LIMITS, VIDEO_ID } from '../site-content';
import { SITE_EDITORS } from './access';
import { defineKind, requiredText, richText } from './define-kind';
import { groupField, optionalGroupField, repeatField } from './nested-fields';

const L = SITE_CONTENT_LIMITS;
const text = { type: 'text' } as const;

/**
 * An alt text as stored: documents written before issue 18 have none, so reading one must not fail;
 * a slide's is required by the API's hooks when it is written (`kinds/home-hooks.ts`), as an
 * article's cover alt is (S6).
 */
const altText = z.string('invalid_value').trim().max(L.alt, 'too_long').default('');

// No transforms here: an item's answer is encoded with these schemas too. An empty text the form
// sends for none is stored as null, and a time as an ISO instant, by the API's hooks (home-hooks.ts).

/** A text that may be empty (none). */
const nullableText = (max: number) =>
  z.string('invalid_value').trim().max(max, 'too_long').nullable().default(null);

/** A path of this site or an https address (`isSiteLink`), or none. */
const link = nullableText(L.link).refine((value) => !value || isSiteLink(value), 'link_invalid');

/** An instant with its offset (the form turns Polish wall-clock time into one), or none. */
const instant = z
  .string('invalid_value')
  .refine(
    (value) =>
      value === '' || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))),
    'invalid_value',
  )
  .nullable()
  .default(null);

/** A link and its button text go together: one without the other is refused on the missing one. */
function linkRules(
  values: { link: string | null; linkLabel: string | null },
  issue: (field: 'link' | 'linkLabel', code: 'required') => void,
) {
  if (values.link && !values.linkLabel) issue('linkLabel', 'required');
  if (!values.link && values.linkLabel) issue('link', 'required');
}

const slide = {
  title: { schema: requiredText(L.title), widget: text },
  text: { schema: optionalText(L.text), widget: text },
  image: { schema: imagePath, widget: { type: 'image', use: 'slide' } },
  imageAlt: { schema: altText, widget: text },
  link: { schema: link, widget: text },
  linkLabel: { schema: nullableText(L.linkLabel), widget: text },
} as const;

const popup = {
  title: { schema: requiredText(L.title), widget: text },
  text: { schema: optionalText(L.text), widget: text },
  image: { schema: imagePath.nullable().default(null), widget: { type: 'image', use: 'popup' } },
  imageAlt: { schema: altText, widget: text },
  link: { schema: link, widget: text },
  linkLabel: { schema: nullableText(L.linkLabel), widget: text },
  /** Shown from (inclusive) and until (exclusive), Polish time in the form; either may be open. */
  startsAt: { schema: instant, widget: { type: 'instant' } },
  endsAt: { schema: instant, widget: { type: 'instant' } },
} as const;

const whoWeAre = {
  // Required when written (the API's hooks), not when read: a language nobody wrote yet opens empty.
  title: { schema: optionalText(L.title), widget: text },
  html: { schema: richText(L.html), widget: { type: 'richText', profile: 'basic' } },
  videoId: {
    schema: nullableText(20).refine((value) => !value || VIDEO_ID.test(value), 'video_id_invalid'),
    widget: text,
  },
} as const;

/**
 * The home page (decision 052 step S7; SPEC §2, decisions 038 and 040): one item per language, its
 * slides in order (an uploaded image with its alt text, title, text, a link with its button text),
 * the promotion box (or none) shown between its dates, and who-we-are (rich text, a YouTube video).
 * The values are the page's JSON document without the sales tiles, which are not edited here: the
 * `document` publication keeps it in `main_page.content`, which `GET /api/main_page` answers, and
 * every edit in the language's working copy until published (now or at a time). Audit names as the
 * old path's: `home.*` on entity `home`, the language as its id.
 */
export const homePage = defineKind({
  name: 'home',
  table: 'main_page',
  identity: 'language',
  names: {
    en: { one: 'home page', many: 'home pages' },
    operation: { one: 'HomePage', many: 'HomePages' },
  },
  fields: {
    slider: repeatField(slide, { max: L.slides, rules: linkRules }),
    popup: optionalGroupField(popup, (values, issue) => {
      linkRules(values, issue);
      if (values.image && !values.imageAlt) issue('imageAlt', 'required');
      if (values.startsAt && values.endsAt && Date.parse(values.endsAt) <= Date.parse(values.startsAt)) {
        issue('endsAt', 'dates_out_of_order');
      }
    }),
    whoWeAre: groupField(whoWeAre),
  },
  publication: { mode: 'document', column: 'content' },
  access: SITE_EDITORS,
  audit: { entity: 'home', prefix: 'home' },
  signals: ['content'],
  list: { pageSize: 2, filters: [] },
});

/**
 * What a language's page would be, public, with its draft published (the preview's `page`): the
 * public answer's shape, the promotion only between its dates, the public page's sales tiles.
 */
export const homePreviewPageSchema = mainPageContentSchema.extend({ lang: z.enum(LANGUAGES) });

/** The home page's preview answer, as `/podglad/strona-glowna` reads it (its values left aside). */
export const homePreviewAnswer = singleResponseSchema(z.object({ page: homePreviewPageSchema }));
