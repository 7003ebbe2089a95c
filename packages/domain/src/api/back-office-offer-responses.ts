import { z } from 'zod';
import { pagedResponseSchema, singleResponseSchema } from './response-envelopes';

/** An offer as the back office's list shows it (issue 17). */
const backOfficeOfferSchema = z.object({
  id: z.number().int(),
  tipi: z.string(),
  titlePl: z.string(),
  titleEn: z.string(),
  typeClassified: z.number().int(),
  typeProperty: z.number().int(),
  voivodeship: z.number().int(),
  town: z.string(),
  /** Grosze, as everywhere in the API. */
  price: z.number().int().nullable(),
  published: z.boolean(),
  sold: z.boolean(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const backOfficeOfferPageSchema = pagedResponseSchema(backOfficeOfferSchema);
export const backOfficeOfferResponseSchema = singleResponseSchema(backOfficeOfferSchema);
