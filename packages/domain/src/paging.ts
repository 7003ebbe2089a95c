import { z } from 'zod';

/** `meta` of every paged collection the API answers (docs/decisions/003). */
export const pageMetaSchema = z.object({
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  perPage: z.number(),
  /** Offer lists: more than `total` match (counting stops at OFFER_COUNT_LIMIT). */
  totalCapped: z.boolean().optional(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function pageMeta(total: number, page: number, perPage: number): PageMeta {
  return { total, page, pages: Math.ceil(total / perPage), perPage };
}

/** Offset of a 1-based page; events put `firstPage` items on page 1 and `perPage` after. */
export function pageOffset(page: number, perPage: number, firstPage = perPage): number {
  return page <= 1 ? 0 : firstPage + (page - 2) * perPage;
}

/** Page count when page 1 holds `firstPage` items and later pages `perPage`. */
export function pageCount(total: number, perPage: number, firstPage = perPage): number {
  if (total <= 0) return 0;
  if (total <= firstPage) return 1;
  return 1 + Math.ceil((total - firstPage) / perPage);
}
