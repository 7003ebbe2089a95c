import { AppError } from '../http/app-error';

/** 400 `validation_failed` with one field's error code, as every kind's write answers it. */
export function fieldError(field: string, code: string, message: string): AppError {
  return new AppError(400, 'validation_failed', message, { fields: { [field]: code } });
}
