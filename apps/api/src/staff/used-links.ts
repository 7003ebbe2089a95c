import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { countRateLimitHit, findLiveCounter } from '../repositories/rate-limit-repository';
import { INVITATION_SECONDS } from './staff-auth';

/**
 * Spent mailed links (issue 32): Better Auth deletes a reset token once used, so a second click would
 * only be "invalid". A hash of the token is kept (in the shared counters, decision 046) for as long
 * as an invitation lives, so the page can say the link was used and send the person to sign in.
 */
const keyOf = (token: string) => `used-link:${createHash('sha256').update(token).digest('hex')}`;

export async function markLinkUsed(db: Kysely<DatabaseSchema>, token: string, nowMs = Date.now()) {
  await countRateLimitHit(db, keyOf(token), INVITATION_SECONDS * 1000, nowMs);
}

export async function wasLinkUsed(db: Kysely<DatabaseSchema>, token: string, nowMs = Date.now()) {
  return (await findLiveCounter(db, keyOf(token), nowMs)) !== undefined;
}
