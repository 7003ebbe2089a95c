import { z } from 'zod';
import { singleResponseSchema } from './response-envelopes';

const activityCountsSchema = z.object({
  views: z.number().int(),
  phoneReveals: z.number().int(),
  submissions: z.number().int(),
});

/** One offer's activity per Polish calendar day, for the back office's chart (decision 034). */
const offerActivitySchema = z.object({
  /** Oldest first, every day of the period, zeros included. */
  days: z.array(activityCountsSchema.extend({ day: z.string() })),
  totals: activityCountsSchema,
  /** The figure "most viewed" orders by now (the last hourly refresh's). */
  viewsPeriod: z.number().int(),
});
export type OfferActivity = z.infer<typeof offerActivitySchema>;

export const offerActivityResponseSchema = singleResponseSchema(offerActivitySchema);
