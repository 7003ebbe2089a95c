import { z } from 'zod';
import { CONTENT_STATUSES } from '../content-editor';
import { LANGUAGES } from '../language';
import { listResponseSchema, pagedResponseSchema, singleResponseSchema } from './response-envelopes';

/** The back office's answers about news, events, blog posts, their categories and pages (decision 037). */

const translationSchema = z
  .object({ id: z.number().int(), lang: z.enum(LANGUAGES), title: z.string() })
  .nullable()
  .describe('The item of the other language this one is linked to');

const contentListItemSchema = z.object({
  id: z.number().int(),
  lang: z.enum(LANGUAGES),
  title: z.string(),
  slug: z.string().nullable().describe('Blog posts and pages; news and events are addressed by id'),
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string().describe('ISO-8601: when it was or will be published'),
  translation: translationSchema,
});
export type BackOfficeContentListItem = z.output<typeof contentListItemSchema>;

export const contentListResponseSchema = pagedResponseSchema(contentListItemSchema);

const contentItemSchema = contentListItemSchema.extend({
  lead: z.string(),
  content: z.string().describe('Sanitised HTML'),
  image: z.string().nullable(),
  imageAlt: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  author: z.string().nullable(),
  eventDate: z.string().nullable(),
  place: z.string().nullable(),
});
export type BackOfficeContentItem = z.output<typeof contentItemSchema>;

export const contentItemResponseSchema = singleResponseSchema(contentItemSchema);

export const contentImageResponseSchema = singleResponseSchema(
  z.object({ path: z.string(), width: z.number().int(), height: z.number().int() }),
);

const blogCategoryEditorSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  namePl: z.string(),
  nameEn: z.string(),
  position: z.number().int(),
  posts: z.number().int().describe('Posts in the category, both languages, any state'),
});
export type BackOfficeBlogCategory = z.output<typeof blogCategoryEditorSchema>;

export const blogCategoriesEditorResponseSchema = listResponseSchema(blogCategoryEditorSchema);
export const blogCategoryEditorResponseSchema = singleResponseSchema(blogCategoryEditorSchema);
