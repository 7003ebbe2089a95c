import { z } from 'zod';
import { groupOffersResponseSchema, offerGroupResponseSchema } from './content-responses';
import { singleResponseSchema } from './response-envelopes';

/** The back office's answers about the site's content (issue 18, decisions 038 and 040). */

/**
 * Staff's preview of a group's page in any state: the group as the public answer has it, and the
 * first page of its published offers.
 */
export const groupPreviewResponseSchema = singleResponseSchema(
  z.object({ group: offerGroupResponseSchema.shape.data, offers: groupOffersResponseSchema }),
);
export type GroupPreview = z.output<typeof groupPreviewResponseSchema>['data'];
