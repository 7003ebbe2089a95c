import { z } from 'zod';
import { backOfficeOfferQuerySchema } from './back-office-offers';
import { MAX_DATABASE_ID } from './constants';
import { inboxQuerySchema } from './form-inbox';

/**
 * A staff member's saved filters of a back-office list (issue 35, decision 062): a name and the
 * list's query string, kept per person and list, shown as links above the list. The query is the
 * list's own GET form's, checked by that list's schema, without its page.
 */
export const SAVED_FILTER_LISTS = ['offers', 'inbox'] as const;
export type SavedFilterList = (typeof SAVED_FILTER_LISTS)[number];
const SAVED_FILTER_NAME_MAX = 60;
/** How many filters one person keeps per list: links above a list, not a library. */
export const SAVED_FILTERS_PER_LIST = 20;
const QUERY_MAX = 1000;

const LIST_SCHEMAS = { offers: backOfficeOfferQuerySchema, inbox: inboxQuerySchema } as const;

/**
 * Names a saved filter never keeps. The inbox's `q` is part of a sender's name or e-mail address:
 * kept in a saved filter (and its audit entry) it would outlive the submission's personal data,
 * which the inbox's retention removes (decision 035), so a saved inbox filter keeps what is asked
 * of the list (status, form, assignee, offer), never whom.
 */
const NOT_SAVED: Readonly<Record<SavedFilterList, readonly string[]>> = { offers: [], inbox: ['q'] };

/** A saved query string without the names its list never keeps (a migration cleans stored rows by it). */
export function withoutUnsavedNames(list: SavedFilterList, query: string): string {
  const kept = new URLSearchParams(query);
  for (const name of NOT_SAVED[list]) kept.delete(name);
  return kept.toString();
}

/**
 * A list's query string as it is saved: only the list's own names, values trimmed, the empty ones,
 * the page and the names the list never keeps (`NOT_SAVED`) left out, in the order given; undefined
 * when the list's schema refuses it.
 */
export function savedFilterQuery(list: SavedFilterList, raw: string): string | undefined {
  const schema = LIST_SCHEMAS[list];
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(raw)) {
    if (name === 'page' || value.trim() === '') continue;
    if (!(name in schema.shape) || kept.has(name)) return undefined;
    kept.set(name, value.trim());
  }
  if (!schema.safeParse(Object.fromEntries(kept)).success) return undefined;
  return withoutUnsavedNames(list, kept.toString());
}

export const savedFilterListSchema = z.object({ list: z.enum(SAVED_FILTER_LISTS) }).strict();

/** Save the current filter under a name; the same name on the same list replaces it. */
export const savedFilterSchema = z
  .object({
    list: z.enum(SAVED_FILTER_LISTS, 'invalid_value'),
    name: z.string('required').trim().min(1, 'required').max(SAVED_FILTER_NAME_MAX, 'too_long'),
    query: z.string('invalid_value').max(QUERY_MAX, 'invalid_value'),
  })
  .strict()
  // Checked here; the API stores `savedFilterQuery`'s form of it (a refinement, not a transform, so
  // the OpenAPI document can describe the body).
  .superRefine((value, ctx) => {
    if (savedFilterQuery(value.list, value.query) === undefined) {
      ctx.addIssue({ code: 'custom', path: ['query'], message: 'invalid_value' });
    }
  });
export type SavedFilterInput = z.infer<typeof savedFilterSchema>;

/** `/api/back-office/saved-filters/{id}`. */
export const savedFilterIdParams = z
  .object({ id: z.coerce.number().int().min(1).max(MAX_DATABASE_ID) })
  .strict();
