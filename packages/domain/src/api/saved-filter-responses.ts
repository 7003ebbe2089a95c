import { z } from 'zod';
import { SAVED_FILTER_LISTS } from '../saved-filters';
import { listResponseSchema, singleResponseSchema } from './response-envelopes';

/** One saved filter of a back-office list as the API answers it (decision 062). */
const savedFilterAnswerSchema = z.object({
  id: z.number().int(),
  list: z.enum(SAVED_FILTER_LISTS),
  name: z.string(),
  /** The list's query string, without the page: the link is the list's path, `?`, and this. */
  query: z.string(),
  createdAt: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilterAnswerSchema>;

export const savedFiltersResponseSchema = listResponseSchema(savedFilterAnswerSchema);
export const savedFilterResponseSchema = singleResponseSchema(savedFilterAnswerSchema);

/** A saved filter deleted: 204, no body. */
export const savedFilterDeletedResponseSchema = z.null();
