// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * The back office's list (issue 17) opens on the offers changed last: an index in that order (and
 * one by publication date, its other date sort), so its first page and its deep pages read 25 index
 * entries instead of sorting every offer; and one per agent in the same order, for an agent's own offers and the agent filter (measured in
 * docs/BENCHMARKS.md, "Back office at 100,000 offers").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('offers_updated').on('offers').columns(['updated_at', 'id']).execute();
  // The public lists' indexes lead with is_published; the back office sorts every state together.
  await db.schema.createIndex('offers_published_at').on('offers').columns(['published_at', 'id']).execute();
  await db.schema
    .createIndex('offers_agent')
    .on('offers')
    .columns(['agent_id', 'updated_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('offers_agent').execute();
  await db.schema.dropIndex('offers_published_at').execute();
  await db.schema.dropIndex('offers_updated').execute();
}
