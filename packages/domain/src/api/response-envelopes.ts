import { z } from 'zod';
import { type PageMeta, pageMetaSchema } from '../paging';

/**
 * The envelopes of every API answer (docs/decisions/003): a resource is `{ data }`, a collection
 * `{ data: [...] }`, a page of one `{ data: [...], meta }`. The API's routes declare their answers
 * with these, the site reads the same types.
 */

/** `{ data: {...} }` of a single resource. */
export function singleResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ data: item });
}
export type Single<Item> = { data: Item };

/** `{ data: [...] }` of a whole collection. */
export function listResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item) });
}
export type List<Item> = { data: Item[] };

/** `{ data: [...], meta }` of a paged collection. */
export function pagedResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
export type Paged<Item> = { data: Item[]; meta: PageMeta };
