// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** Migrations run on SQLite and PostgreSQL; the only column that differs is the surrogate key. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function withId<T extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
