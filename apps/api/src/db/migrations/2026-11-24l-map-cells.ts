// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './migration-helpers';

/** The zooms whose cells are kept, as on this migration's day. */
const ZOOMS = [5, 6, 7, 8, 9, 10, 11, 12];

/**
 * The interactive map's cells, kept by the write path (issue 19, decision 039): per zoom, cell of
 * the global grid (cells of 90 / 2^zoom degrees from 90° S, 180° W) and the dimensions the map's
 * filters use (type of offer, type of property, voivodeship), the number of public offers and the
 * sums of their lat and lng in millionths of a degree and of their ids. A box at a kept zoom then
 * reads a few hundred rows instead of grouping every offer in it.
 *
 * Filled here from the offers as this day's rule has it (`is_published = 1`), written out rather
 * than imported so the migration stays what it was; the API's `rebuildMapCells` is the living copy,
 * and a test checks that both fill the same cells.
 */
export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('map_cells')
    .addColumn('zoom', 'integer', (col) => col.notNull())
    .addColumn('cell_row', 'integer', (col) => col.notNull())
    .addColumn('cell_col', 'integer', (col) => col.notNull())
    .addColumn('type_classified', 'integer', (col) => col.notNull())
    .addColumn('type_property', 'integer', (col) => col.notNull())
    .addColumn('voivodeship', 'integer', (col) => col.notNull())
    .addColumn('offer_count', 'integer', (col) => col.notNull())
    .addColumn('lat_e6_sum', 'bigint', (col) => col.notNull())
    .addColumn('lng_e6_sum', 'bigint', (col) => col.notNull())
    .addColumn('id_sum', 'bigint', (col) => col.notNull())
    // A box reads one zoom's rows by row, then column: the key's order.
    .addPrimaryKeyConstraint('map_cells_pk', [
      'zoom',
      'cell_row',
      'cell_col',
      'type_classified',
      'type_property',
      'voivodeship',
    ]);
  // SQLite stores the rows in key order, so a box's rows sit together.
  if (!isPostgres(db)) table = table.modifyEnd(sql`without rowid`);
  await table.execute();
  // A write that empties a cell removes its row: this finds the empty ones without a scan.
  await db.schema
    .createIndex('map_cells_empty')
    .on('map_cells')
    .column('zoom')
    .where(sql.ref('offer_count'), '=', 0)
    .execute();

  for (const zoom of ZOOMS) {
    const degrees = sql.lit((64 * 360) / (256 * 2 ** zoom));
    const row = sql`floor((lat + 90) / ${degrees})`;
    const col = sql`floor((lng + 180) / ${degrees})`;
    await sql`
      INSERT INTO map_cells (zoom, cell_row, cell_col, type_classified, type_property, voivodeship,
        offer_count, lat_e6_sum, lng_e6_sum, id_sum)
      SELECT ${sql.lit(zoom)}, ${row}, ${col}, type_classified, type_property, voivodeship, count(*),
        sum(CAST(round(lat * 1000000) AS bigint)), sum(CAST(round(lng * 1000000) AS bigint)), sum(id)
      FROM offers
      WHERE is_published = 1
      GROUP BY ${row}, ${col}, type_classified, type_property, voivodeship`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('map_cells').execute();
}
