import { z } from 'zod';
import { LANGUAGES } from '../language';
import { offerFilterSchema } from '../offer-filters';

/**
 * The body of POST /api/classified/map (its answer is in map-responses.ts): the offer filter of
 * POST /api/classified, the language, and for an interactive map the visible area and zoom.
 */

/** A visible area in degrees; north of south and east of west, no wrapping past ±180°. */
const mapBoxSchema = z
  .object({
    south: z.number().min(-90).max(90),
    west: z.number().min(-180).max(180),
    north: z.number().min(-90).max(90),
    east: z.number().min(-180).max(180),
  })
  .strict()
  .refine((box) => box.north > box.south && box.east > box.west, { message: 'invalid_value' });

export const mapRequestSchema = offerFilterSchema.extend({
  lang: z.enum(LANGUAGES).default('pl'),
  bbox: mapBoxSchema
    .optional()
    .describe('Visible area of an interactive map; without it the static clusters'),
  zoom: z.number().int().min(0).max(20).optional().describe('Map zoom level (tile zoom); sets the cell size'),
});

export type MapBox = z.output<typeof mapBoxSchema>;
/** What a caller sends: filter keys, `lang`, `bbox` and `zoom` all optional. */
export type MapRequestBody = z.input<typeof mapRequestSchema>;
