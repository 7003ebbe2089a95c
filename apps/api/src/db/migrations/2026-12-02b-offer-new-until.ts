// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * "Nowość" by itself (issue 35, decision 058): `new_until` is when an offer's automatic "new" ends
 * (set at its first publication from the admins' number of days; null for a flag set by hand or
 * none). The publication loop looks for ended ones every two seconds, hence the index. (Named
 * "02b": it runs after the archive's migration of the same day.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('offers').addColumn('new_until', 'text').execute();
  await db.schema.createIndex('offers_new_until').on('offers').column('new_until').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('offers_new_until').execute();
  await db.schema.alterTable('offers').dropColumn('new_until').execute();
}
