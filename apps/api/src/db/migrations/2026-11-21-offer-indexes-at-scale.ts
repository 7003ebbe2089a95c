// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './migration-helpers';

type IndexSet = Record<string, string[]>;

/**
 * Indexes that hold up at hundreds of thousands of offers (bench/api-tiers.mjs, docs/decisions/009):
 * - a town's list counted through the table to check the offer type (Kraków at 1M: 27 ms);
 * - list pages' static maps counted a type's or a voivodeship's offers through the table (1.4 s
 *   at 1M for the sale list, 130 ms at 100k for a voivodeship);
 * - map grids of one offer type read the table for every offer in the box, and SQLite preferred a
 *   skip-scan of the discount index (flag first) to the geographic one (Poland, sales: 197 ms at
 *   100k). Flags now follow the always-present columns, so no index invites a skip-scan, and the
 *   geographic index holds the type;
 * - on PostgreSQL, descending sorts with NULLS LAST (price, area, discounts) could not read the
 *   ascending indexes backwards (there NULL sorts high) and sorted every match (area from the
 *   largest at 100k: 36 ms): they get indexes in their own order. SQLite sorts NULL low, so a
 *   backward scan already gives DESC NULLS LAST.
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

const POSTGRES_DESCENDING: Record<string, string> = {
  offers_list_price_desc: 'is_published, type_classified, effective_price DESC NULLS LAST, id DESC',
  offers_list_area_desc: 'is_published, type_classified, area_main DESC NULLS LAST, id DESC',
  offers_discount_desc:
    'is_published, type_classified, is_discount, effective_price DESC NULLS LAST, id DESC',
};

export async function up(db: Kysely<any>): Promise<void> {
  await drop(db, Object.keys(REPLACED));
  await create(db, REPLACEMENTS);
  await create(db, ADDED);
  if (!isPostgres(db)) return;
  for (const [name, columns] of Object.entries(POSTGRES_DESCENDING)) {
    await sql.raw(`CREATE INDEX ${name} ON offers (${columns})`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await drop(db, Object.keys(POSTGRES_DESCENDING));
  await drop(db, [...Object.keys(ADDED), ...Object.keys(REPLACEMENTS)]);
  await create(db, REPLACED);
}
