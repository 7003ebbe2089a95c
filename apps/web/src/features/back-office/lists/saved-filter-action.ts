'use server';

import { savedFilterResponseSchema } from '@estate/domain/api/saved-filter-responses';
import { revalidatePath } from 'next/cache';
import { backOfficeDelete, backOfficePost } from '@/lib/api/back-office-api';
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

/** What deleting answered: the name of the filter deleted, or why not (an error code). */
export type SavedFilterDeletion = { outcome: 'deleted'; name: string } | { outcome: 'refused'; code: string };

/**
 * Deletes one of the person's saved filters (decision 062): each filter's "Usuń" is a form posting
 * here, so deleting works without JavaScript as saving does (the same permalink). The API deletes
 * the session person's own only (another's answers 404 like a missing one).
 */
export async function deleteFilterAction(
  _previous: SavedFilterDeletion | null,
  form: FormData,
): Promise<SavedFilterDeletion> {
  const id = Number(form.get('id'));
  const name = String(form.get('name') ?? '');
  if (!Number.isSafeInteger(id) || id <= 0) return { outcome: 'refused', code: 'bad_request' };
  try {
    const { status, json } = await backOfficeDelete(`/api/back-office/saved-filters/${id}`);
    if (status === 204) {
      revalidatePath('/panel', 'layout');
      return { outcome: 'deleted', name };
    }
    return { outcome: 'refused', code: refusalOf(json).code ?? 'internal_error' };
  } catch (error) {
    console.error('back office: deleting a filter failed', error instanceof Error ? error.message : error);
    return { outcome: 'refused', code: 'internal_error' };
  }
}
