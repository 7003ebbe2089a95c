import { z } from 'zod';
import { type Single, singleResponseSchema } from './response-envelopes';

/**
 * What POST /api/classified/map answers (the request is in map-requests.ts): without a box the
 * static markers of the home map, with one the clusters of the visible area. The API's route
 * declares this answer; the site reads the same types.
 */

const staticMapSchema = z.object({
  kind: z.literal('static'),
  total: z.number(),
  clusters: z.array(
    z.object({
      id: z.number(),
      /** 'city': a voivodeship's largest town (the wire value predates "town"); 'voivodeship': the rest of it. */
      kind: z.enum(['city', 'voivodeship']),
      voivodeship: z.number(),
      lat: z.number(),
      lng: z.number(),
      /** Town name, or the voivodeship's name in the request's language. */
      label: z.string(),
      count: z.number(),
    }),
  ),
});

/** The one offer of a single-offer cell, for its popup. Prices in grosze; photo is a stem. */
const mapOfferSchema = z.object({
  id: z.number(),
  tipi: z.string(),
  title: z.string(),
  price: z.number().nullable(),
  discountPrice: z.number().nullable(),
  photo: z.string().nullable(),
  town: z.string(),
  /** Sold offers stay on the map, marked (decision 045). */
  sold: z.boolean(),
});

const gridMapSchema = z.object({
  kind: z.literal('grid'),
  total: z.number(),
  clusters: z.array(
    z.object({
      lat: z.number(),
      lng: z.number(),
      count: z.number(),
      offer: mapOfferSchema.nullable(),
    }),
  ),
});

export const mapResponseSchema = singleResponseSchema(z.union([staticMapSchema, gridMapSchema]));

export type StaticMap = z.output<typeof staticMapSchema>;
export type StaticMapCluster = StaticMap['clusters'][number];
type GridMap = z.output<typeof gridMapSchema>;
export type GridMapCluster = GridMap['clusters'][number];
export type MapOffer = z.output<typeof mapOfferSchema>;
/** The answer with `bbox`. */
export type GridMapResponse = Single<GridMap>;
