import type { StaffErrorCode } from './staff-error-codes';

/**
 * Machine-readable error codes shared by the API and the site (docs/decisions/003): the API answers
 * codes, the site turns them into the spec's Polish and English texts (SPEC §5, §8).
 */

/** Codes for one form field or one form (SPEC §5 message catalogue, §8 newsletter errors). */
export const FIELD_ERROR_CODES = [
  'required',
  'email_invalid',
  'name_too_short',
  'first_name_too_short',
  'last_name_too_short',
  'message_too_short',
  'text_too_short',
  'company_too_short',
  'phone_too_short',
  'password_too_short',
  /** Needs an uppercase letter, a lowercase letter and one of #?!@$%^&*-. */
  'password_weak',
  'passwords_mismatch',
  /** A value of the wrong type or out of range, where no more specific code exists. */
  'invalid_value',
  /** A key the schema does not know (schemas are strict). */
  'unknown_field',
  /** "Fill in the form correctly": submitted with an invalid field. */
  'invalid_form',
  /** "Correct the form errors". */
  'form_errors',
  /** "Select a voivodship": a newsletter voivodeship name that is not one of the 16. */
  'bad_voivodeshipID',
  /** "The user is already subscribed to the newsletter". */
  'already_subscribed',
  'captcha_failed',
] as const;

/** Codes for a whole request. */
export const API_ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'bad_json',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'rate_limited',
  'db_unavailable',
  /** The server sheds load (event loop too slow, too many renders): try again after Retry-After. */
  'overloaded',
  'internal_error',
  'captcha_unavailable',
  'token_invalid',
  'token_expired',
] as const;

export const ERROR_CODES = [...FIELD_ERROR_CODES, ...API_ERROR_CODES] as const;

type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
type ApiErrorCode = (typeof API_ERROR_CODES)[number];
// Only the type: the public site's scripts carry the codes a visitor can meet, not the back office's.
export type ErrorCode = FieldErrorCode | ApiErrorCode | StaffErrorCode;

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/**
 * A zod error option: 'required' when the value is missing, `code` when it is there but wrong.
 * zod passes the input to this function even though it leaves it out of the final issue.
 */
export function requiredOr(code: ErrorCode): { error: (issue: { input?: unknown }) => ErrorCode } {
  return { error: (issue) => (issue.input === undefined ? 'required' : code) };
}

/**
 * The parts of a zod issue this needs; zod 4's `z.core.$ZodIssue` fits, and so would another
 * validator's issues shaped alike.
 */
export interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly keys?: readonly string[];
}

/** zod 4's default text for a missing value ends so; our schemas say 'required' themselves. */
const MISSING = /received undefined$/;

function pathKey(path: readonly PropertyKey[]): string {
  return path.map((part) => String(part)).join('.');
}

/**
 * Field path ('email', 'geolocation.lat', '' for the whole body) -> the first error code for it.
 * Our schemas put codes in the issue message; other issues are mapped by kind, so the result
 * holds codes only and never zod's English sentences. `known` says which messages are codes: the
 * public site's by default; the API passes one that knows the back office's too.
 */
export function zodIssuesToFieldErrors(
  issues: readonly IssueLike[],
  known: (value: unknown) => value is ErrorCode = isErrorCode,
): Record<string, ErrorCode> {
  const fields: Record<string, ErrorCode> = {};
  const add = (key: string, code: ErrorCode) => {
    if (!(key in fields)) fields[key] = code;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) add(pathKey([...issue.path, key]), 'unknown_field');
    } else if (known(issue.message)) {
      add(pathKey(issue.path), issue.message);
    } else if (issue.code === 'invalid_type' && MISSING.test(issue.message)) {
      add(pathKey(issue.path), 'required');
    } else {
      add(pathKey(issue.path), 'invalid_value');
    }
  }
  return fields;
}
