import { z } from 'zod';
import { groupPreviewResponseSchema } from '../api/back-office-site-responses';
import { requiredOr } from '../error-codes';
import { OFFER_STATUSES } from '../offer-editor';
import { groupEditorSchema, groupMembersSchema, isMediaPath } from '../site-content';
import { VOIVODESHIPS } from '../voivodeships';
import { SITE_EDITORS } from './access';
import { defineKind } from './define-kind';

const group = groupEditorSchema.shape;

// The old editor's image and voivodeship took a missing value as null by a transform; an answer's
// schema must encode both ways, so here they are nullable with null as the default.
const image = z
  .string(requiredOr('invalid_value'))
  .trim()
  .min(1, 'required')
  .refine(isMediaPath, 'image_unknown')
  .nullable()
  .default(null);
const voivodeship = z
  .number('invalid_value')
  .int('invalid_value')
  .refine((value) => VOIVODESHIPS.some((v) => v.code === value), 'invalid_value')
  .nullable()
  .default(null);

/**
 * A special-offer group (decision 052 step S5; issue 18, decisions 038 and 040): a promotion, a
 * territorial group or a property type, named and described in both languages ("columns"), with an
 * image, a territorial group's voivodeship, its place among its type's groups, and its member offers
 * first to last. The members are no column: the API's hooks keep them in `offer_group_members`,
 * numbered so the group's page lists them in this order. A published group's edits, members
 * included, wait in its working copy. Audit names as the old path's: `group.*` on `offer_group`.
 * The group's page and its offers' pages name it, so both change signals move.
 */
export const offerGroups = defineKind({
  name: 'offer-groups',
  table: 'offer_groups',
  names: {
    en: { one: 'special-offer group', many: 'special-offer groups' },
    // `listOfferGroups` is the public GET /api/group/{type}'s; the old editor's are `…OfferGroup`.
    operation: { one: 'SpecialOfferGroup', many: 'SpecialOfferGroups' },
  },
  fields: {
    type: { schema: group.type, column: 'group_type', widget: { type: 'select', source: 'group-types' } },
    namePl: { schema: group.namePl, column: 'name_pl', widget: { type: 'text' } },
    nameEn: { schema: group.nameEn, column: 'name_en', widget: { type: 'text' } },
    descriptionPl: {
      schema: group.descriptionPl,
      column: 'description_pl',
      widget: { type: 'richText', profile: 'basic' },
    },
    descriptionEn: {
      schema: group.descriptionEn,
      column: 'description_en',
      widget: { type: 'richText', profile: 'basic' },
    },
    image: { schema: image, column: 'image', widget: { type: 'image', use: 'group' } },
    voivodeship: {
      schema: voivodeship,
      column: 'voivodeship',
      widget: { type: 'select', source: 'voivodeships' },
    },
    sortOrder: { schema: group.sortOrder, column: 'sort_order', widget: { type: 'number' } },
    members: {
      schema: groupMembersSchema.shape.offerIds.default([]),
      widget: { type: 'custom', name: 'group-members' },
    },
  },
  // A territorial group names its voivodeship; the others none.
  rules: (values, issue) => {
    if (values.type === 'territorial' && values.voivodeship === null) issue('voivodeship', 'required');
    if (values.type !== 'territorial' && values.voivodeship !== null) issue('voivodeship', 'invalid_value');
  },
  publication: { mode: 'states', dateColumn: 'published_at' },
  access: SITE_EDITORS,
  audit: { entity: 'offer_group', prefix: 'group' },
  // A group is named on its published offers' pages and lists: their signal moves with it.
  signals: ['content', 'offers'],
  list: { pageSize: 100, filters: ['type'], sort: 'sortOrder' },
});

/**
 * What a group's preview adds to its values (`GET …/offer-groups/{key}/preview?lang=`): its page as
 * the public API would answer it from the draft, and its members in any state as the editor lists them.
 */
export const groupPreviewSchema = z.object({
  page: groupPreviewResponseSchema.shape.data.describe('The group’s page as the public API would answer it'),
  members: z
    .array(
      z.object({
        offerId: z.number().int(),
        tipi: z.string(),
        titlePl: z.string(),
        titleEn: z.string(),
        status: z.enum(OFFER_STATUSES),
      }),
    )
    .describe('The member offers in any state, first to last, as staff pick them'),
});
