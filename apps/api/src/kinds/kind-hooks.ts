import type { ErrorCode } from '@estate/domain/error-codes';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;
type Values = Record<string, unknown>;

/** An item of a live kind as its storage holds it: its key, version and values. */
export interface LiveStored {
  key: string;
  version: number;
  values: Values;
}

/**
 * Where a live kind's items are kept, when not one row per item of its table (decision 052 §3.3):
 * a named text is one row per language, saved together. Every write is conditioned on the version
 * read and answers false when the item changed since (or is gone); a kind without `insert` or
 * `remove` has no create or delete route.
 */
export interface KindStorage {
  find(db: Db, key: string): Promise<LiveStored | undefined>;
  list(db: Db, page: number): Promise<{ items: LiveStored[]; total: number }>;
  update(db: Db, key: string, expected: number, values: Values): Promise<boolean>;
  insert?(db: Db, values: Values): Promise<string>;
  remove?(db: Db, key: string, expected: number): Promise<boolean>;
}

/**
 * What a kind adds to the mechanism with the database (decision 052 §3.3), in `<kind>-hooks.ts`:
 * its own storage, the values as stored (after the kind's schema; `stored` null when creating), and
 * why an item may not be deleted now (answered 409 with that code).
 */
export interface KindHooks {
  storage?: KindStorage;
  prepare?(db: Db, values: Values, stored: LiveStored | null): Promise<Values>;
  refuseDelete?(db: Db, key: string): Promise<ErrorCode | null>;
}
