import { z } from 'zod';
import { MAX_DATABASE_ID } from './constants';
import { OFFER_STATUSES } from './offer-editor';
import { OFFER_FLAGS } from './offer-filter-fields';

/**
 * The back office's list of offers (issue 17): search by text or offer code (tipi), filters, sort
 * and pages; an agent sees only their own. Shared by the API's route and the back office's page.
 */
/**
 * The list's status filter: a publication state, sold (a published offer with the badge), or
 * archived (decision 058: only this lists archived offers; every other choice leaves them out).
 */
export const BACK_OFFICE_OFFER_STATUSES = [...OFFER_STATUSES, 'sold', 'archived'] as const;
/**
 * The list's sorts (decision 062): the dates, the price and the offer number by their columns; the
 * title (Polish), the town and the agent's name in Polish alphabetical order; the state in the
 * order staff read it (`OFFER_STATUSES`: draft, scheduled, published, unpublished). Ties by id.
 */
export const BACK_OFFICE_OFFER_SORTS = [
  'updated',
  'published',
  'price',
  'tipi',
  'title',
  'town',
  'state',
  'agent',
] as const;
/**
 * What an offer may lack that a visitor needs (issue 35): a photo, a place on the map (coordinates
 * outside Poland, as an import without them leaves 0, 0), a price (unless it asks for offers,
 * "make an offer"). The dashboard counts the published ones; the list filters by them.
 */
export const OFFER_GAPS = ['photos', 'coordinates', 'price'] as const;
export type OfferGap = (typeof OFFER_GAPS)[number];
export const BACK_OFFICE_OFFERS_PER_PAGE = 25;

const id = z.coerce.number().int().min(1).max(MAX_DATABASE_ID);
const text = z.string().trim().min(1).max(100).optional();

export const backOfficeOfferQuerySchema = z
  .object({
    /** Part of a title (either language) or of the offer code. */
    q: text,
    typeClassified: z.coerce.number().int().min(1).max(2).optional(),
    typeProperty: id.optional(),
    voivodeship: id.optional(),
    town: text,
    agentId: id.optional(),
    status: z.enum(BACK_OFFICE_OFFER_STATUSES).optional(),
    /** Offers carrying this §3 flag. */
    flag: z.enum(OFFER_FLAGS).optional(),
    /** Offers lacking this (`OFFER_GAPS`). */
    missing: z.enum(OFFER_GAPS).optional(),
    sort: z.enum(BACK_OFFICE_OFFER_SORTS).default('updated'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type BackOfficeOfferQuery = z.infer<typeof backOfficeOfferQuerySchema>;

/** An id in a JSON body (the query's `id` above reads text). */
const bodyId = z
  .number('invalid_value')
  .int('invalid_value')
  .min(1, 'invalid_value')
  .max(MAX_DATABASE_ID, 'invalid_value');

const ids = z
  .array(bodyId)
  .min(1, 'required')
  .max(500, 'invalid_value')
  .refine((list) => new Set(list).size === list.length, 'invalid_value');

/**
 * One action on the offers ticked in the list: publish, unpublish, give them an agent, or add them
 * to a special-offer group. All or nothing: one offer the person may not touch refuses the lot.
 */
export const bulkOfferActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish'), ids }).strict(),
    z.object({ action: z.literal('unpublish'), ids }).strict(),
    z.object({ action: z.literal('assignAgent'), ids, agentId: bodyId }).strict(),
    z.object({ action: z.literal('addToGroup'), ids, groupId: bodyId }).strict(),
  ],
  'invalid_value',
);
export type BulkOfferAction = z.infer<typeof bulkOfferActionSchema>;
