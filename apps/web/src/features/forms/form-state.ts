import { type ErrorCode, zodIssuesToFieldErrors } from '@estate/domain/error-codes';
import type { z } from 'zod';

/**
 * The state of one site form (SPEC §4 Newsletter form: idle -> loading -> success | error), kept
 * apart from React so its rules are unit-tested: which errors show (SPEC §5: "Field error text
 * appears only after the field has had focus"), what a failed submit and a success do.
 */

export type FormValues = Record<string, string | boolean>;
type FormStatus = 'idle' | 'loading' | 'success' | 'error';
export type FieldErrors = Readonly<Record<string, ErrorCode>>;

export interface FormState<V extends FormValues> {
  values: V;
  /** Fields that have had focus and lost it. */
  touched: Readonly<Record<string, true>>;
  /** A submit was refused: from then on every invalid field shows its error. */
  submitted: boolean;
  status: FormStatus;
  /** Field errors the API answered (400 validation_failed), shown until the field changes. */
  serverErrors: FieldErrors;
}

export type FormAction<V extends FormValues> =
  | { type: 'change'; name: keyof V & string; value: V[keyof V] }
  | { type: 'blur'; name: keyof V & string }
  | { type: 'submitInvalid' }
  | { type: 'submit' }
  | { type: 'succeeded'; values: V }
  | { type: 'failed'; fields?: FieldErrors };

/** A form's first state; `touched`: fields already left (a form that loaded after the visitor began). */
export function initialFormState<V extends FormValues>(
  values: V,
  touched: readonly (keyof V & string)[] = [],
): FormState<V> {
  const left: Record<string, true> = {};
  for (const name of touched) left[name] = true;
  return { values, touched: left, submitted: false, status: 'idle', serverErrors: {} };
}

export function formReducer<V extends FormValues>(state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case 'change': {
      // While sending the fields are disabled; a stray event changes nothing. (The newsletter also
      // disables them once subscribed; the contact forms take a new message after a success.)
      if (state.status === 'loading') return state;
      const { [action.name]: _stale, ...serverErrors } = state.serverErrors;
      return {
        ...state,
        values: { ...state.values, [action.name]: action.value },
        serverErrors,
        // Editing after an answer starts a new attempt: its message no longer applies.
        status: 'idle',
      };
    }
    case 'blur':
      return state.touched[action.name]
        ? state
        : { ...state, touched: { ...state.touched, [action.name]: true } };
    case 'submitInvalid':
      return { ...state, submitted: true, status: 'idle' };
    case 'submit':
      return state.status === 'loading' ? state : { ...state, status: 'loading', serverErrors: {} };
    case 'succeeded':
      // Cleared fields start over: no error shows until they are visited again.
      return { values: action.values, touched: {}, submitted: false, status: 'success', serverErrors: {} };
    case 'failed':
      return { ...state, status: 'error', serverErrors: action.fields ?? {}, submitted: true };
  }
}

/** The errors to show: the schema's for visited fields (all after a refused submit), then the API's. */
export function visibleErrors<V extends FormValues>(state: FormState<V>, errors: FieldErrors): FieldErrors {
  const shown: Record<string, ErrorCode> = {};
  for (const [name, code] of Object.entries(errors)) {
    if (state.submitted || state.touched[name]) shown[name] = code;
  }
  for (const [name, code] of Object.entries(state.serverErrors)) shown[name] ??= code;
  return shown;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Runs the domain schema the API runs (one schema per form, shared) and answers §5 codes per field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: zodIssuesToFieldErrors(result.error.issues) };
}

/** The first of `names` (in the form's order) that has an error: where focus goes on a failed submit. */
export function firstInvalidField(names: readonly string[], errors: FieldErrors): string | undefined {
  return names.find((name) => name in errors);
}
