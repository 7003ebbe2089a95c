// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * Rate-limit counters in the database, so every API instance counts the same hits and a restart
 * forgets nothing (decision 021). One row per key (route and client address, or a limiter's own
 * key): the hits of the current fixed window and when it ends, in milliseconds since the epoch.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at_ms', 'bigint', (col) => col.notNull())
    .execute();
  // The hourly purge deletes ended windows.
  await db.schema
    .createIndex('rate_limit_counters_expiry')
    .on('rate_limit_counters')
    .column('expires_at_ms')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
