import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DatabaseHandle } from '../db/database';
import { countRateLimitHit } from '../repositories/rate-limit-repository';

/**
 * A store for @fastify/rate-limit that counts in the database instead of one process's memory, so
 * several API instances share one limit and a restart resets nothing (decision 021). Each route
 * with a limit gets its own key space (method and URL pattern); limiters made with
 * `app.createRateLimit` bring their own keys.
 */
export function databaseRateLimitStore(
  database: DatabaseHandle,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // The plugin constructs the first store with its options; children get their key prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countRateLimitHit(database.db, `${this.prefix}${key}`, timeWindow, now()).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the merged limit options; `routeInfo` is the route's (empty for limiters).
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(url ? `${[method].flat().join(',')} ${url} ` : 'limiter ');
    }
  }
  return DatabaseRateLimitStore;
}
