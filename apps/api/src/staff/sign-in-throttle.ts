import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import {
  countRateLimitHit,
  deleteRateLimitCounter,
  readRateLimitCounter,
} from '../repositories/rate-limit-repository';

/**
 * The per-account lock (issue 16): after this many wrong passwords for one address within the
 * window, sign-in answers 429 until the window ends, whatever the address it comes from. Counted in
 * the database (decision 021), so every API instance sees the same count.
 */
export const MAX_SIGN_IN_FAILURES = 5;
const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

type Db = Kysely<DatabaseSchema>;

const keyOf = (email: string) => `sign-in-account:${email.trim().toLowerCase()}`;

/** Seconds until the account may try again; 0 when it is not locked. */
export async function accountLockedFor(db: Db, email: string, nowMs = Date.now()): Promise<number> {
  const counter = await readRateLimitCounter(db, keyOf(email));
  if (!counter || counter.hits < MAX_SIGN_IN_FAILURES || counter.expiresAtMs <= nowMs) return 0;
  return Math.ceil((counter.expiresAtMs - nowMs) / 1000);
}

export async function countSignInFailure(db: Db, email: string, nowMs = Date.now()): Promise<void> {
  await countRateLimitHit(db, keyOf(email), SIGN_IN_FAILURE_WINDOW_MS, nowMs);
}

/** A right password forgives the earlier wrong ones. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await deleteRateLimitCounter(db, keyOf(email));
}
