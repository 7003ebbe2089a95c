import { z } from 'zod';
import { CONTENT_STATUSES } from '../content-editor';
import { OFFER_STATUSES } from '../offer-editor';
import { groupOffersResponseSchema, OFFER_GROUP_TYPES, offerGroupResponseSchema } from './content-responses';
import { listResponseSchema, singleResponseSchema } from './response-envelopes';

/** The back office's answers about the site's content (issue 18, decisions 038 and 040). */

/** Where a FAQ entry or a group stands (decision 040): only `published` is public. */
const publicationFields = {
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string().nullable().describe('When it was or will be public; null: never dated'),
};

/** The answer of a publication change of a FAQ entry or a group. */
export const sitePublicationResponseSchema = singleResponseSchema(z.object(publicationFields));

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
  ...publicationFields,
});

const groupMemberSchema = z.object({
  offerId: z.number().int(),
  tipi: z.string(),
  titlePl: z.string(),
  titleEn: z.string(),
  status: z.enum(OFFER_STATUSES),
  order: z.number().int().describe('special_offer: the group’s page lists members highest first'),
});

const editorGroupDetailSchema = editorGroupSchema.extend({ members: z.array(groupMemberSchema) });

export const editorGroupsResponseSchema = listResponseSchema(editorGroupSchema);
export const editorGroupResponseSchema = singleResponseSchema(editorGroupDetailSchema);

/**
 * Staff's preview of a group's page in any state: the group as the public answer has it, and the
 * first page of its published offers.
 */
export const groupPreviewResponseSchema = singleResponseSchema(
  z.object({ group: offerGroupResponseSchema.shape.data, offers: groupOffersResponseSchema }),
);
export type GroupPreview = z.output<typeof groupPreviewResponseSchema>['data'];
