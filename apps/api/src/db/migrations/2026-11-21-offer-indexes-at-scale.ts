// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

type IndexSet = Record<string, string[]>;

/**
 * Indexes that hold up at hundreds of thousands of offers (bench/api-tiers.mjs, docs/decisions/009):
 * - a town's list counted through the table to check the offer type (Kraków at 1M: 27 ms);
 * - list pages' static maps counted a type's or a voivodeship's offers through the table (1.4 s
 *   at 1M for the sale list, 130 ms at 100k for a voivodeship);
 * - map grids of one offer type read the table for every offer in the box, and SQLite preferred a
 *   skip-scan of the discount index (flag first) to the geographic one (Poland, sales: 197 ms at
 *   100k). Flags now follow the always-present columns, so no index invites a skip-scan, and the
 *   geographic index holds the type.
 */
const REPLACED: IndexSet = {
  offers_town: ['voivodeship', 'town_slug', 'is_published'],
  offers_geo: ['lat', 'lng', 'is_published', 'published_at', 'id'],
  offers_discount: ['is_discount', 'is_published', 'type_classified', 'effective_price', 'id'],
  offers_new: ['is_new', 'is_published', 'type_classified', 'published_at', 'id'],
};

const REPLACEMENTS: IndexSet = {
  offers_town: ['voivodeship', 'town_slug', 'is_published', 'type_classified', 'published_at', 'id'],
  offers_geo: ['lat', 'lng', 'is_published', 'type_classified', 'published_at', 'id'],
  offers_discount: ['is_published', 'type_classified', 'is_discount', 'effective_price', 'id'],
  offers_new: ['is_published', 'type_classified', 'is_new', 'published_at', 'id'],
};

const ADDED: IndexSet = {
  offers_map_cluster_type: ['is_published', 'type_classified', 'map_cluster'],
  offers_map_cluster_voivodeship: ['is_published', 'type_classified', 'voivodeship', 'map_cluster'],
};

async function create(db: Kysely<any>, indexes: IndexSet): Promise<void> {
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('offers').columns(columns).execute();
  }
}

async function drop(db: Kysely<any>, names: string[]): Promise<void> {
  for (const name of names) await db.schema.dropIndex(name).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await drop(db, Object.keys(REPLACED));
  await create(db, REPLACEMENTS);
  await create(db, ADDED);
}

export async function down(db: Kysely<any>): Promise<void> {
  await drop(db, [...Object.keys(ADDED), ...Object.keys(REPLACEMENTS)]);
  await create(db, REPLACED);
}
