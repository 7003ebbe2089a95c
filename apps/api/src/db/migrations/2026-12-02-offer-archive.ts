// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * Offers are archived instead of deleted (issue 35, decision 058): `archived_at` is when, null
 * while the offer is not. An archived offer is never public (its status is unpublished or draft),
 * the back office's default list leaves it out, and an editor or admin can restore it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('offers').addColumn('archived_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('offers').dropColumn('archived_at').execute();
}
