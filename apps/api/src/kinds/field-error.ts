import type { PublicationOutcome } from '@estate/domain/kinds/publication';
import { AppError } from '../http/app-error';

/** 400 `validation_failed` with one field's error code, as every kind's write answers it. */
export function fieldError(field: string, code: string, message: string): AppError {
  return new AppError(400, 'validation_failed', message, { fields: { [field]: code } });
}

/**
 * A publication the item's state refuses, as every kind's write answers it: a time not ahead on
 * `at`, an action the state has no use for on `action` (`cannot` says which).
 */
export function publicationRefusal(
  error: Extract<PublicationOutcome, { ok: false }>['error'],
  cannot: string,
): AppError {
  return error === 'publish_at_past'
    ? fieldError('at', 'publish_at_past', 'The time has passed')
    : fieldError('action', 'invalid_value', cannot);
}
