'use server';

import { savedFilterResponseSchema } from '@estate/domain/api/saved-filter-responses';
import { revalidatePath } from 'next/cache';
import { backOfficePost } from '@/lib/api/back-office-api';
import { refusalOf } from '../shell/checked-fetch';

/** What saving answered: the name saved, or the name as typed with why it was refused (error codes). */
export type SavedFilterSave =
  | { outcome: 'saved'; name: string }
  | { outcome: 'refused'; name: string; nameError?: string; code: string };

/**
 * Saves the list's current filter under a name (decision 062 "Saved filters per person"): the
 * form posts here, so saving works without JavaScript (the list's address is the action's
 * permalink, where a post made without a script lands and is answered with this state); the API
 * checks the query by the list's schema and keeps it under the session's person, never a
 * parameter. The back office is read again, so the new link shows at once either way.
 */
export async function saveFilterAction(
  _previous: SavedFilterSave | null,
  form: FormData,
): Promise<SavedFilterSave> {
  const name = String(form.get('name') ?? '');
  const body = { list: String(form.get('list') ?? ''), name, query: String(form.get('query') ?? '') };
  try {
    const { status, json } = await backOfficePost('/api/back-office/saved-filters', body);
    const saved = status === 200 || status === 201 ? savedFilterResponseSchema.safeParse(json) : null;
    if (saved?.success) {
      revalidatePath('/panel', 'layout');
      return { outcome: 'saved', name: saved.data.data.name };
    }
    const refusal = refusalOf(json);
    const nameError = refusal.fields.name ?? refusal.fields.query;
    return {
      outcome: 'refused',
      name,
      code: saved === null ? (refusal.code ?? 'internal_error') : 'internal_error',
      ...(nameError ? { nameError } : {}),
    };
  } catch (error) {
    console.error('back office: saving a filter failed', error instanceof Error ? error.message : error);
    return { outcome: 'refused', name, code: 'internal_error' };
  }
}
