import { z } from 'zod';
import { MAX_DATABASE_ID } from './constants';
import { OFFER_STATUSES } from './offer-editor';

/**
 * The back office's list of offers (issue 17): search by text or offer code (tipi), filters, sort
 * and pages; an agent sees only their own. Shared by the API's route and the back office's page.
 */
/** The list's status filter: a publication state, or sold (a published offer with the badge). */
export const BACK_OFFICE_OFFER_STATUSES = [...OFFER_STATUSES, 'sold'] as const;
export const BACK_OFFICE_OFFER_SORTS = ['updated', 'published', 'price', 'tipi'] as const;
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
    sort: z.enum(BACK_OFFICE_OFFER_SORTS).default('updated'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type BackOfficeOfferQuery = z.infer<typeof backOfficeOfferQuerySchema>;
