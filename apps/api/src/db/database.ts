import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { ApiConfig } from '../config/env';
import type { DatabaseSchema } from './database-schema';
import { registerUnicodeLower } from './unicode-lower';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  close(): Promise<void>;
}

// int8 (bigint) arrives as a string by default; money in grosze stays far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * `statementTimeoutMs` bounds every PostgreSQL statement (10 s for requests; `npm run migrate` turns
 * it off, since building an index on a large table may take minutes).
 */
export function openDatabase(
  database: ApiConfig['database'],
  { statementTimeoutMs = 10_000 }: { statementTimeoutMs?: number } = {},
): DatabaseHandle {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolMax,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: statementTimeoutMs,
    });
    // A dropped connection must not crash the process: idle ones report to the pool, checked-out
    // ones to their client (the query in flight rejects on its own, and becomes a 503). The pool
    // discards a broken client on release and connects a new one when the database is back.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }

  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SqliteDatabase(database.file, { timeout: 5_000 });
  // WAL lets readers run beside the single writer; NORMAL sync is durable across process crashes.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  registerUnicodeLower(sqlite);
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
