import type { OfferFilter } from '@estate/domain/offer-filters';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { type CellRange, cellIndexSql, type GridCell, KEPT_ZOOMS, MAX_CELLS } from './map-grid';
import { offerConditions } from './offer-conditions';

type Db = Kysely<DatabaseSchema>;

/**
 * The interactive map's kept cells (decision 039): per kept zoom, cell of the global grid and
 * dimension (type of offer, type of property, voivodeship), the public offers' count and the sums
 * of their positions and ids. Every write that may change whether an offer is public, where it is or
 * its dimensions goes through `keepingMapCells` (or `addToMapCells` for new offers) in its
 * transaction; `rebuildMapCells` derives them all again from the offers.
 */

const KEY_COLUMNS = [
  'zoom',
  'cell_row',
  'cell_col',
  'type_classified',
  'type_property',
  'voivodeship',
] as const;
const CELL_COLUMNS = [...KEY_COLUMNS, 'offer_count', 'lat_e6_sum', 'lng_e6_sum', 'id_sum'] as const;

/** Offers per statement of a change: eight zooms of this many ids stay far below either dialect's parameter limit. */
const IDS_PER_STATEMENT = 300;

/** The filter's fields that cells are kept by. */
const KEY_FIELDS = ['typeClassified', 'typeProperty', 'localizationVoivodeship'] as const;

export type MapCellKey = Pick<Partial<OfferFilter>, (typeof KEY_FIELDS)[number]>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `work` in the caller's transaction, or in one of its own: the cells change with the offers or not at all. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * The dimensions of a filter the kept cells can answer, or null when they cannot: when the filter's
 * WHERE clause (offer-conditions.ts) is exactly the one its dimensions alone give. So a flag sent as
 * 0, which restricts nothing there, is no obstacle, and any other condition (a price, a town, a flag
 * set to 1, a condition added to the filters later) sends the request to the offers.
 */
export function mapCellKey(db: Db, filter: Partial<OfferFilter>): MapCellKey | null {
  const key: MapCellKey = {};
  for (const field of KEY_FIELDS) {
    if (filter[field] !== undefined) Object.assign(key, { [field]: filter[field] });
  }
  const where = (conditions: Partial<OfferFilter>) =>
    db
      .selectFrom('offers')
      .select('offers.id')
      .where((eb) => offerConditions(eb, conditions))
      .compile();
  const full = where(filter);
  const keyed = where(key);
  const same = full.sql === keyed.sql && JSON.stringify(full.parameters) === JSON.stringify(keyed.parameters);
  return same ? key : null;
}

/** The clusters of a cell range from the kept cells, the dimensions of the key summed per cell. */
export async function readMapCells(db: Db, key: MapCellKey, range: CellRange): Promise<GridCell[]> {
  let query = db
    .selectFrom('map_cells')
    .where('zoom', '=', range.zoom)
    .where('cell_row', '>=', range.rowMin)
    .where('cell_row', '<=', range.rowMax)
    .where('cell_col', '>=', range.colMin)
    .where('cell_col', '<=', range.colMax);
  if (key.typeClassified !== undefined) query = query.where('type_classified', '=', key.typeClassified);
  if (key.typeProperty !== undefined) query = query.where('type_property', '=', key.typeProperty);
  if (key.localizationVoivodeship !== undefined) {
    query = query.where('voivodeship', '=', key.localizationVoivodeship);
  }
  const rows = await query
    .select((eb) => [
      eb.fn.sum<number | string>('offer_count').as('count'),
      eb.fn.sum<number | string>('lat_e6_sum').as('lat_e6'),
      eb.fn.sum<number | string>('lng_e6_sum').as('lng_e6'),
      eb.fn.sum<number | string>('id_sum').as('ids'),
    ])
    .groupBy(['cell_row', 'cell_col'])
    .having((eb) => eb.fn.sum('offer_count'), '>', 0)
    .orderBy('cell_row')
    .orderBy('cell_col')
    .limit(MAX_CELLS)
    .execute();
  return rows.map((row) => {
    const count = Number(row.count);
    return {
      count,
      lat: Number(row.lat_e6) / count / 1e6,
      lng: Number(row.lng_e6) / count / 1e6,
      offerId: count === 1 ? Number(row.ids) : null,
    };
  });
}

/**
 * The public offers' cells at one zoom as rows of `map_cells`, multiplied by `sign` (-1 to take
 * them away); only the offers `ids` when given. Public is the rule of every public read
 * (`offerConditions` without a filter).
 */
function offerCellsAt(db: Db, zoom: number, sign: 1 | -1, ids?: readonly number[]) {
  const { row, col } = cellIndexSql(zoom);
  const signed = (aggregate: ReturnType<typeof sql>) => sql<number>`${sql.lit(sign)} * ${aggregate}`;
  let query = db.selectFrom('offers').where((eb) => offerConditions(eb, {}));
  if (ids) query = query.where('offers.id', 'in', ids);
  return query
    .select([
      sql.lit(zoom).as('zoom'),
      row.as('cell_row'),
      col.as('cell_col'),
      'offers.type_classified',
      'offers.type_property',
      'offers.voivodeship',
      signed(sql`count(*)`).as('offer_count'),
      signed(sql`sum(CAST(round(offers.lat * 1000000) AS bigint))`).as('lat_e6_sum'),
      signed(sql`sum(CAST(round(offers.lng * 1000000) AS bigint))`).as('lng_e6_sum'),
      signed(sql`sum(offers.id)`).as('id_sum'),
    ])
    .groupBy([row, col, 'offers.type_classified', 'offers.type_property', 'offers.voivodeship']);
}

/** Adds (or with -1 takes away) the cells of these offers at every kept zoom. */
async function changeCells(db: Db, ids: readonly number[], sign: 1 | -1): Promise<void> {
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    const part = ids.slice(i, i + IDS_PER_STATEMENT);
    const [first, ...rest] = KEPT_ZOOMS.map((zoom) => offerCellsAt(db, zoom, sign, part));
    if (!first) return;
    const cells = rest.reduce((union, next) => union.unionAll(next), first);
    await db
      .insertInto('map_cells')
      .columns(CELL_COLUMNS)
      .expression(cells)
      .onConflict((conflict) =>
        conflict.columns(KEY_COLUMNS).doUpdateSet((eb) => ({
          offer_count: eb('map_cells.offer_count', '+', eb.ref('excluded.offer_count')),
          lat_e6_sum: eb('map_cells.lat_e6_sum', '+', eb.ref('excluded.lat_e6_sum')),
          lng_e6_sum: eb('map_cells.lng_e6_sum', '+', eb.ref('excluded.lng_e6_sum')),
          id_sum: eb('map_cells.id_sum', '+', eb.ref('excluded.id_sum')),
        })),
      )
      .execute();
  }
}

/** Counts new offers (inserted in the caller's transaction) in their cells. */
export async function addToMapCells(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await changeCells(db, ids, 1);
}

/**
 * Runs `write` on the offers `ids` with their cells kept, in the caller's transaction (or one of
 * its own): their cells as they are now taken away, the write, their cells as they are then added.
 * On PostgreSQL the offers' rows are locked first, so no other write moves them between the first
 * step and the write (SQLite has one writer at a time anyway).
 */
export async function keepingMapCells<T>(
  db: Db,
  ids: readonly number[],
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    if (isPostgres(trx) && ids.length > 0) {
      await trx.selectFrom('offers').select('id').where('id', 'in', ids).forUpdate().execute();
    }
    await changeCells(trx, ids, -1);
    const result = await write(trx);
    await changeCells(trx, ids, 1);
    // A cell whose last offer left; the partial index `map_cells_empty` finds them. A literal, so
    // SQLite sees that the index's condition holds.
    await trx.deleteFrom('map_cells').where('offer_count', '=', sql.lit(0)).execute();
    return result;
  });
}

/**
 * Derives every kept cell again from the offers, in one transaction: the finest zoom grouped from
 * the offers, each coarser one from the zoom below (a cell is exactly four of the next zoom's). The
 * bulk generator's fill and the daily correction (`jobs/map-cells-job.ts`). On PostgreSQL the table
 * is locked against writes first, so a write waits and then applies its change to the rebuilt
 * cells; readers go on reading the old ones until the commit.
 */
export async function rebuildMapCells(db: Db): Promise<{ cells: number }> {
  return inTransaction(db, async (trx) => {
    if (isPostgres(trx)) {
      // Seconds at a million offers: beyond the API's statement timeout (10 s) on a slow machine,
      // within the job's lease (10 min).
      await sql`SET LOCAL statement_timeout = '10min'`.execute(trx);
      await sql`LOCK TABLE map_cells IN EXCLUSIVE MODE`.execute(trx);
    }
    await trx.deleteFrom('map_cells').execute();
    const zooms = [...KEPT_ZOOMS].sort((a, b) => b - a);
    const [finest, ...coarser] = zooms;
    if (finest === undefined) return { cells: 0 };
    await trx
      .insertInto('map_cells')
      .columns(CELL_COLUMNS)
      .expression(offerCellsAt(trx, finest, 1))
      .execute();
    let below = finest;
    for (const zoom of coarser) {
      const factor = sql.lit(2 ** (below - zoom));
      const row = sql<number>`cell_row / ${factor}`;
      const col = sql<number>`cell_col / ${factor}`;
      await trx
        .insertInto('map_cells')
        .columns(CELL_COLUMNS)
        .expression(
          trx
            .selectFrom('map_cells')
            .where('zoom', '=', below)
            .select((eb) => [
              sql.lit(zoom).as('zoom'),
              row.as('cell_row'),
              col.as('cell_col'),
              'type_classified',
              'type_property',
              'voivodeship',
              eb.fn.sum<number>('offer_count').as('offer_count'),
              eb.fn.sum<number>('lat_e6_sum').as('lat_e6_sum'),
              eb.fn.sum<number>('lng_e6_sum').as('lng_e6_sum'),
              eb.fn.sum<number>('id_sum').as('id_sum'),
            ])
            .groupBy([row, col, 'type_classified', 'type_property', 'voivodeship']),
        )
        .execute();
      below = zoom;
    }
    const { cells } = await trx
      .selectFrom('map_cells')
      .select((eb) => eb.fn.countAll<number | string>().as('cells'))
      .executeTakeFirstOrThrow();
    return { cells: Number(cells) };
  });
}
