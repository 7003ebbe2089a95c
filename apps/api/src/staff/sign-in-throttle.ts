import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { countRateLimitHit, deleteRateLimitCounter } from '../repositories/rate-limit-repository';

/**
 * The per-account lock (issue 16): after this many attempts without a right password for one
 * account within the window, sign-in answers 429 until the window ends, whatever the address it
 * comes from. Counted in
 * the database (decision 021), so every API instance sees the same count.
 */
export const MAX_SIGN_IN_FAILURES = 5;
const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

type Db = Kysely<DatabaseSchema>;

const keyOf = (email: string) => `sign-in-account:${email.trim().toLowerCase()}`;

/**
 * Counts one sign-in attempt for the address before its password is checked; returns the seconds
 * until it may try again when this attempt is over the limit, else 0. Counting first, atomically,
 * means parallel guesses cannot all pass while the count is still low.
 */
export async function countSignInAttempt(db: Db, email: string, nowMs = Date.now()): Promise<number> {
  const { current, ttl } = await countRateLimitHit(db, keyOf(email), SIGN_IN_FAILURE_WINDOW_MS, nowMs);
  return current > MAX_SIGN_IN_FAILURES ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
}

/** A right password forgives the earlier wrong ones. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await deleteRateLimitCounter(db, keyOf(email));
}
