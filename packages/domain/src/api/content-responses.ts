import { z } from 'zod';
import { LANGUAGES } from '../language';
import { mainPageContentSchema } from '../main-page-content';
import { offerSummarySchema } from '../offer-types';
import { pageMetaSchema } from '../paging';
import type { SpecialOfferGroupType } from '../routes';
import { listResponseSchema, pagedResponseSchema, singleResponseSchema } from './response-envelopes';

/**
 * What the API answers for content (SPEC §7): news, events, blog, FAQ, special-offer groups,
 * static pages, chunks and the home page. The API's routes declare these as their 200 answers
 * (and so in the OpenAPI document); the site reads the same types: an answer is the item type in
 * its envelope (`Single<NewsItem>`, `Paged<NewsListItem>`, `List<FaqItem>`; response-envelopes.ts)
 * unless it has a type of its own here. Dates are ISO-8601 strings.
 */

const storedHtml = () => z.string().describe('Stored HTML; the site sanitises it');

// News (GET /api/news, GET /api/news/{id}).

const newsListItemSchema = z.object({
  id: z.number(),
  lang: z.enum(LANGUAGES),
  title: z.string(),
  lead: z.string(),
  image: z.string().nullable(),
  publishedAt: z.string().describe('ISO-8601'),
});
export type NewsListItem = z.output<typeof newsListItemSchema>;

const newsItemSchema = newsListItemSchema.extend({
  content: storedHtml(),
  previousId: z.number().nullable().describe('The item published just before, same language'),
  nextId: z.number().nullable().describe('The item published just after, same language'),
  translationId: z.number().nullable().describe('The same item in the other language, when translated'),
  imageAlt: z.string().nullable().describe('The cover image’s alt text, in the item’s language'),
});
export type NewsItem = z.output<typeof newsItemSchema>;

export const newsListResponseSchema = pagedResponseSchema(newsListItemSchema);
export const newsItemResponseSchema = singleResponseSchema(newsItemSchema);

// Events (GET /api/events, GET /api/events/{id}): a news item with the event's date and place.

const eventListItemSchema = newsListItemSchema.extend({
  eventDate: z.string().describe('ISO-8601 date or date-time of the event'),
  place: z.string(),
});
export type EventListItem = z.output<typeof eventListItemSchema>;

const eventItemSchema = eventListItemSchema.extend({
  content: storedHtml(),
  translationId: z.number().nullable().describe('The same event in the other language, when translated'),
  imageAlt: z.string().nullable().describe('The cover image’s alt text, in the item’s language'),
});
export type EventItem = z.output<typeof eventItemSchema>;

export const eventListResponseSchema = z.object({
  data: z.array(eventListItemSchema),
  meta: pageMetaSchema.extend({
    firstPage: z.number().describe('Items on page 1; later pages hold perPage'),
  }),
});
export type EventListResponse = z.output<typeof eventListResponseSchema>;
export const eventItemResponseSchema = singleResponseSchema(eventItemSchema);

// Blog (GET /api/blog, /api/blog/categories, /api/blog/slug).

const blogListItemSchema = z.object({
  id: z.number(),
  lang: z.enum(LANGUAGES),
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  image: z.string().nullable(),
  publishedAt: z.string().describe('ISO-8601'),
  author: z.string().nullable(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type BlogListItem = z.output<typeof blogListItemSchema>;

const blogArticleSchema = blogListItemSchema.extend({
  content: storedHtml(),
  /** The slug of the article in the other language, when it is translated (issue 18). */
  translationSlug: z.string().nullable(),
  imageAlt: z.string().nullable().describe('The cover image’s alt text, in the item’s language'),
});
export type BlogArticle = z.output<typeof blogArticleSchema>;

const blogCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number().describe('Posts of the requested language in this category'),
});
export type BlogCategory = z.output<typeof blogCategorySchema>;

export const blogListResponseSchema = pagedResponseSchema(blogListItemSchema);
export const blogArticleResponseSchema = singleResponseSchema(blogArticleSchema);
export const blogCategoriesResponseSchema = listResponseSchema(blogCategorySchema);

// FAQ (GET /api/faq).

const faqItemSchema = z.object({
  id: z.number(),
  lang: z.enum(LANGUAGES),
  question: z.string(),
  answer: storedHtml(),
});
export type FaqItem = z.output<typeof faqItemSchema>;

export const faqResponseSchema = listResponseSchema(faqItemSchema);

// Special-offer groups (GET /api/group/{type}, /api/grouptype/...; SPEC §2 subpages).

/** The three kinds of special-offer groups. */
export const OFFER_GROUP_TYPES = [
  'promotion',
  'territorial',
  'offer_type',
] as const satisfies readonly SpecialOfferGroupType[];

const offerGroupSchema = z.object({
  id: z.number(),
  type: z.enum(OFFER_GROUP_TYPES),
  name: z.string(),
  description: storedHtml(),
  image: z.string().nullable(),
  sortOrder: z.number(),
  voivodeship: z.number().nullable().describe('Voivodeship code of a territorial group'),
  createdAt: z.string().describe('ISO-8601'),
  offerCount: z.number().describe('Published offers in the group'),
});
export type OfferGroup = z.output<typeof offerGroupSchema>;

export const offerGroupsResponseSchema = listResponseSchema(offerGroupSchema);
export const offerGroupPageResponseSchema = pagedResponseSchema(offerGroupSchema);
export const offerGroupResponseSchema = singleResponseSchema(offerGroupSchema);
export const groupOffersResponseSchema = pagedResponseSchema(offerSummarySchema);

// Static pages (GET /api/page).

const contentPageSchema = z.object({
  id: z.number(),
  lang: z.enum(LANGUAGES),
  slug: z.string(),
  title: z.string(),
  description: z.string().describe('Meta description'),
  content: storedHtml(),
  updatedAt: z.string().describe('ISO-8601'),
  translationSlug: z.string().nullable().describe('The slug of the same page in the other language'),
});
export type ContentPage = z.output<typeof contentPageSchema>;

export const contentPageResponseSchema = singleResponseSchema(contentPageSchema);

// Chunks (GET /api/chunks). SPEC §7: the site reads `attributes` of each item (decision 003).

const contentChunkSchema = z.object({
  id: z.number(),
  attributes: z.object({
    name: z.string(),
    lang: z.enum(LANGUAGES),
    content: storedHtml(),
  }),
});
export type ContentChunk = z.output<typeof contentChunkSchema>;

export const chunksResponseSchema = listResponseSchema(contentChunkSchema);

// The home page (GET /api/main_page).

export const mainPageResponseSchema = singleResponseSchema(
  mainPageContentSchema.extend({ lang: z.enum(LANGUAGES) }),
);
export type MainPageResponse = z.output<typeof mainPageResponseSchema>;
