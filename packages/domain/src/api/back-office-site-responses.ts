import { z } from 'zod';
import { LANGUAGES } from '../language';
import { mainPageContentSchema } from '../main-page-content';
import { OFFER_STATUSES } from '../offer-editor';
import { OFFER_GROUP_TYPES } from './content-responses';
import { listResponseSchema, singleResponseSchema } from './response-envelopes';

/** The back office's answers about the site's content (issue 18, decision 038). */

const faqEntrySchema = z.object({
  id: z.number().int(),
  lang: z.enum(LANGUAGES),
  question: z.string(),
  answer: z.string().describe('Sanitised HTML'),
  position: z.number().int().describe('Place in its language’s list, from 1'),
});
export type BackOfficeFaqEntry = z.output<typeof faqEntrySchema>;

export const faqEntriesResponseSchema = listResponseSchema(faqEntrySchema);
export const faqEntryResponseSchema = singleResponseSchema(faqEntrySchema);

const chunkSchema = z.object({
  name: z.string(),
  kind: z.enum(['plain', 'rich']).describe('rich: sanitised HTML; plain: text'),
  pl: z.string(),
  en: z.string(),
});
export type BackOfficeChunk = z.output<typeof chunkSchema>;

export const chunksEditorResponseSchema = listResponseSchema(chunkSchema);
export const chunkEditorResponseSchema = singleResponseSchema(chunkSchema);

const homePageSchema = mainPageContentSchema.omit({ salesTiles: true }).extend({
  lang: z.enum(LANGUAGES),
  updatedAt: z.string().describe('The version to send back with a save'),
});
export type BackOfficeHomePage = z.output<typeof homePageSchema>;

export const homePageEditorResponseSchema = singleResponseSchema(homePageSchema);

export const siteImageResponseSchema = singleResponseSchema(
  z.object({ path: z.string(), width: z.number().int(), height: z.number().int() }),
);

const editorGroupSchema = z.object({
  id: z.number().int(),
  type: z.enum(OFFER_GROUP_TYPES),
  namePl: z.string(),
  nameEn: z.string(),
  descriptionPl: z.string(),
  descriptionEn: z.string(),
  image: z.string().nullable(),
  voivodeship: z.number().int().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  offerCount: z.number().int().describe('Published member offers'),
});
export type BackOfficeGroup = z.output<typeof editorGroupSchema>;

const groupMemberSchema = z.object({
  offerId: z.number().int(),
  tipi: z.string(),
  titlePl: z.string(),
  titleEn: z.string(),
  status: z.enum(OFFER_STATUSES),
  order: z.number().int().describe('special_offer: the group’s page lists members highest first'),
});

const editorGroupDetailSchema = editorGroupSchema.extend({ members: z.array(groupMemberSchema) });
export type BackOfficeGroupDetail = z.output<typeof editorGroupDetailSchema>;

export const editorGroupsResponseSchema = listResponseSchema(editorGroupSchema);
export const editorGroupResponseSchema = singleResponseSchema(editorGroupDetailSchema);
