import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

interface RateLimitCount {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one hit of `key` in a fixed window of `windowMs`, in one statement: a new key or an ended
 * window starts at 1, otherwise the count grows. The upsert is atomic on both databases (a row lock
 * on PostgreSQL, the single writer on SQLite), so API instances counting at once never lose a hit.
 */
export async function countRateLimitHit(
  db: Kysely<DatabaseSchema>,
  key: string,
  windowMs: number,
  nowMs: number,
): Promise<RateLimitCount> {
  const endsAt = nowMs + windowMs;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1, expires_at_ms: endsAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        // Both expressions read the row as it was before this update.
        hits: sql<number>`CASE WHEN rate_limit_counters.expires_at_ms <= ${nowMs} THEN 1 ELSE rate_limit_counters.hits + 1 END`,
        expires_at_ms: sql<number>`CASE WHEN rate_limit_counters.expires_at_ms <= ${nowMs} THEN ${endsAt} ELSE rate_limit_counters.expires_at_ms END`,
      }),
    )
    .returning(['hits', 'expires_at_ms'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.expires_at_ms) - nowMs) };
}

/** Deletes the counters whose window ended before `nowMs`; returns how many. */
export async function purgeEndedRateLimits(db: Kysely<DatabaseSchema>, nowMs: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('expires_at_ms', '<', nowMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteRateLimitCounter(db: Kysely<DatabaseSchema>, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
}

/** Deletes every counter whose key starts with `prefix` (substr, not LIKE: keys may hold '%' or '_'). */
export async function deleteRateLimitCountersByPrefix(
  db: Kysely<DatabaseSchema>,
  prefix: string,
): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix)
    .execute();
}

/** The value kept under `key` while its window lasts, else undefined. */
export async function findLiveCounter(
  db: Kysely<DatabaseSchema>,
  key: string,
  nowMs: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('hits')
    .where('key', '=', key)
    .where('expires_at_ms', '>', nowMs)
    .executeTakeFirst();
  return row ? Number(row.hits) : undefined;
}

/**
 * Stores `value` under `key` until `untilMs` only if it is higher than the value kept there, in one
 * statement (the row's lock on PostgreSQL, the single writer on SQLite): of two instances raising
 * it to the same value at once, exactly one is told it did. Answers whether this call raised it.
 */
export async function raiseCounterTo(
  db: Kysely<DatabaseSchema>,
  key: string,
  value: number,
  untilMs: number,
): Promise<boolean> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: value, expires_at_ms: untilMs })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ hits: value, expires_at_ms: untilMs })
        .where('rate_limit_counters.hits', '<', value),
    )
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}
