// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * Manage links by address (issue 36, decision 059): every alert mail carries a fresh one, so an
 * address keeps only its newest few, trimmed on each issue, and an erasure drops them all; both
 * read the address's links, newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('search_alert_manage_tokens_address')
    .on('search_alert_manage_tokens')
    .columns(['email', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('search_alert_manage_tokens_address').execute();
}
