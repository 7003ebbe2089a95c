/**
 * The back office's own error codes (decision 029), apart from error-codes.ts so the public site's
 * scripts, which check codes at run time, do not carry them. The API answers them; the back office
 * shows the `errorCodes.<code>` text of each.
 */
export const STAFF_ERROR_CODES = [
  /** No signed-in staff member. */
  'unauthenticated',
  /** Signed in, but the role may not do this (or the record is another agent's). */
  'forbidden',
  /** An admin must enrol a second factor before anything else. */
  'two_factor_required',
  /** SPEC §8 loginError: a wrong address or password, said the same way for both. */
  'login_failed',
  /** Too many wrong passwords for one account: locked for a while (Retry-After). */
  'account_locked',
  /** A staff account with this address exists already. */
  'email_taken',
] as const;

export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];
