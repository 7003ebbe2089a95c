import { z } from 'zod';
import { singleResponseSchema } from './response-envelopes';

/**
 * The back office's answer to the content's one image upload (decisions 037 and 040): its path in
 * the media store and its size. The items themselves are answered by the editable kinds' schemas
 * (decision 052).
 */
export const contentImageResponseSchema = singleResponseSchema(
  z.object({ path: z.string(), width: z.number().int(), height: z.number().int() }),
);
