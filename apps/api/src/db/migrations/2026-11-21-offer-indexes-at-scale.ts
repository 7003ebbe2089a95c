// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * Two lists read the table row by row once offers reach the hundreds of thousands
 * (bench/api-tiers.mjs at 1M, docs/decisions/009): a town's count checked the offer type in
 * every row of the town (27 ms for Kraków), and a list page's static map counted a type's offers
 * through the table (1.4 s). Both now read an index that holds every column they ask about.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('offers_town').execute();
  await db.schema
    .createIndex('offers_town')
    .on('offers')
    .columns(['voivodeship', 'town_slug', 'is_published', 'type_classified', 'published_at', 'id'])
    .execute();
  await db.schema
    .createIndex('offers_map_cluster_type')
    .on('offers')
    .columns(['is_published', 'type_classified', 'map_cluster'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('offers_map_cluster_type').execute();
  await db.schema.dropIndex('offers_town').execute();
  await db.schema
    .createIndex('offers_town')
    .on('offers')
    .columns(['voivodeship', 'town_slug', 'is_published'])
    .execute();
}
