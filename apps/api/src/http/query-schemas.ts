import { MAX_DATABASE_ID, MAX_ITEMS_PER_PAGE, PAGE_SIZE } from '@estate/domain/constants';
import { LANGUAGES } from '@estate/domain/language';
import { z } from 'zod';

/**
 * Building blocks of query strings shared by the routes (the envelopes of their answers are in the
 * domain's api/response-envelopes.ts). Query values arrive as strings, so numbers are coerced;
 * bounds make bad input a 400, never a database error.
 */

/** The deepest page a list serves; beyond it OFFSET scans cost more than any visitor needs. */
const MAX_PAGE_NUMBER = 5_000;

export const langSchema = z.enum(LANGUAGES).describe('Language of the content');

/** `lang` for calls the site may send without it: Polish, the default language (SPEC §9). */
export const langDefaultPl = langSchema.default('pl');

export const pageSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_NUMBER)
  .default(1)
  .describe('1-based page number');

/** A page size parameter (`onPage`, `limit`, `firstPage`) with the spec's default. */
export function pageSizeSchema(defaultSize: number = PAGE_SIZE) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ITEMS_PER_PAGE)
    .default(defaultSize)
    .describe(`Items per page, 1-${MAX_ITEMS_PER_PAGE}`);
}

/** Ids are PostgreSQL `integer`: a larger value would be a database error (5xx), so it is a 400. */
const idSchema = z.coerce.number().int().min(1).max(MAX_DATABASE_ID);

/** `/{id}` path parameters. */
export const idParamsSchema = z.object({ id: idSchema }).strict();

/** A call without query parameters still rejects unknown ones (docs/decisions/003). */
export const noQuerySchema = z.object({}).strict();

type SortDirection = 'asc' | 'desc';

/**
 * Sort direction. The site sends `DESC`/`ASC` to some calls and `desc` to others, so both cases
 * are accepted; the handler sees lower case, as Kysely's `orderBy` wants it. The default sits
 * before the transform so the OpenAPI document shows it.
 */
export function sortDirectionSchema(defaultDirection: SortDirection) {
  return z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .default(defaultDirection)
    .transform((value): SortDirection => (value === 'asc' || value === 'ASC' ? 'asc' : 'desc'))
    .describe('Sort direction, either case');
}
