import type SqliteDatabase from 'better-sqlite3';
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/** SQLite's name for a lower() that lowers every letter, registered on each connection `openDatabase` opens. */
const SQLITE_FUNCTION = 'unicode_lower';

/**
 * SQLite's built-in lower() lowers ASCII letters only ('Ł' stays 'Ł'), so a search lowered in
 * JavaScript would miss a Polish title starting with one; this one is JavaScript's own lowering.
 * Deterministic: the same text always lowers the same way.
 */
export function registerUnicodeLower(sqlite: SqliteDatabase.Database): void {
  sqlite.function(SQLITE_FUNCTION, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
}

/** A column lowered letter by letter on both databases (PostgreSQL's lower() follows its locale). */
export function unicodeLower<DB>(db: Kysely<DB>, column: string): RawBuilder<string> {
  const lower = db.getExecutor().adapter instanceof PostgresAdapter ? 'lower' : SQLITE_FUNCTION;
  return sql<string>`${sql.raw(lower)}(${sql.ref(column)})`;
}
