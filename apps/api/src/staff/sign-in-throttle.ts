import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import {
  countRateLimitHit,
  deleteRateLimitCounter,
  deleteRateLimitCountersByPrefix,
} from '../repositories/rate-limit-repository';

/**
 * Sign-in throttling (decision 046, after OWASP's authentication cheat sheet): attempts are counted
 * per (account, address) and per address, never per account alone, so a stranger who knows an
 * address from an offer page slows down only their own guesses and the owner signs in from anywhere
 * else. Counted in `rate_limit_counters` (decision 021): every API instance sees the same counts.
 */
/** Attempts one address may make at one account within the pair window; a right password clears them. */
export const MAX_PAIR_ATTEMPTS = 5;
const PAIR_WINDOW_MS = 5 * 60_000;
/**
 * Attempts one address may make at any accounts within the address window: high enough for an
 * office behind one address (and a test run's many sign-ins from loopback), low enough that one
 * address tries a few hundred passwords an hour at most.
 */
export const MAX_ADDRESS_ATTEMPTS = 100;
const ADDRESS_WINDOW_MS = 15 * 60_000;

type Db = Kysely<DatabaseSchema>;

const accountOf = (email: string) => email.trim().toLowerCase();
const pairPrefix = (email: string) => `sign-in-pair:${accountOf(email)}|`;
const pairKey = (email: string, ip: string) => `${pairPrefix(email)}${ip}`;
const addressKey = (ip: string) => `sign-in-address:${ip}`;

const secondsOf = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

/**
 * Counts one sign-in attempt before its password is checked; returns the seconds until this pair
 * (or address) may try again when the attempt is over a limit, else 0. Counting first, atomically,
 * means parallel guesses cannot all pass while the counts are still low.
 */
export async function countSignInAttempt(
  db: Db,
  email: string,
  ip: string,
  nowMs = Date.now(),
): Promise<number> {
  const address = await countRateLimitHit(db, addressKey(ip), ADDRESS_WINDOW_MS, nowMs);
  const pair = await countRateLimitHit(db, pairKey(email, ip), PAIR_WINDOW_MS, nowMs);
  return Math.max(
    address.current > MAX_ADDRESS_ATTEMPTS ? secondsOf(address.ttl) : 0,
    pair.current > MAX_PAIR_ATTEMPTS ? secondsOf(pair.ttl) : 0,
  );
}

/** A right password forgives this pair's earlier wrong ones (not the address's: one account would reset it). */
export async function clearSignInFailures(db: Db, email: string, ip: string): Promise<void> {
  await deleteRateLimitCounter(db, pairKey(email, ip));
}

/**
 * A password set from a mailed link proves the mailbox: the account's pairs are forgiven at every
 * address, so the person signs in with it at once, wherever they are.
 */
export async function forgiveAccount(db: Db, email: string): Promise<void> {
  await deleteRateLimitCountersByPrefix(db, pairPrefix(email));
}
