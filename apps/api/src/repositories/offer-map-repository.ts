import type { OfferFilter } from '@estate/domain/offer-filters';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { mapCellKey, readMapCells } from './map-cell-repository';
import {
  type BoundingBox,
  type CellRange,
  cellIndexSql,
  cellRangeBox,
  cellRangeOf,
  type GridCell,
  KEPT_ZOOMS,
  MAX_CELLS,
} from './map-grid';
import { offerConditions } from './offer-conditions';

type Db = Kysely<DatabaseSchema>;

/** Offers per static marker (map_cluster), for the home page's fixed map. */
export async function countByStaticCluster(
  db: Db,
  filter: Partial<OfferFilter>,
): Promise<Map<number, number>> {
  // With an area drawn, the area's box must choose the index (offers_geo). SQLite's planner cannot
  // weigh the box's bound parameters and took the map_cluster index, ordered for the grouping, over
  // every offer of the type instead: 220 ms against 7 without the area at 100k offers
  // (bench/drawn-area.mjs). A unary plus keeps the column out of index choice, on both databases.
  const cluster = filter.drawnArea
    ? sql<number | null>`+offers.map_cluster`
    : sql.ref<number | null>('map_cluster');
  const rows = await db
    .selectFrom('offers')
    .where((eb) => offerConditions(eb, filter))
    .where(cluster, 'is not', null)
    .select([cluster.as('map_cluster'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(cluster)
    .execute();
  return new Map(rows.map((row) => [Number(row.map_cluster), Number(row.count)]));
}

/** Slack around the cells' box for the geographic index; the exact cell test after it decides. */
const EDGE_DEGREES = 1e-9;

/**
 * The clusters of a visible box at a zoom: whole cells of the global grid (map-grid.ts), each with
 * its offers' count and mean position. From the kept cells when the zoom is kept and the filter has
 * only their dimensions (the home map, sale and rent lists, a property type, a voivodeship), a few
 * hundred rows whatever the number of offers; live from the offers otherwise.
 */
export async function gridClusters(
  db: Db,
  filter: Partial<OfferFilter>,
  box: BoundingBox,
  zoom: number,
): Promise<GridCell[]> {
  const range = cellRangeOf(box, zoom);
  const key = KEPT_ZOOMS.includes(zoom) ? mapCellKey(db, filter) : null;
  return key ? readMapCells(db, key, range) : liveGridClusters(db, filter, range);
}

/**
 * The clusters of a cell range grouped from the offers in SQL, so the server sends a few hundred
 * clusters instead of every point. Whole cells, as the kept ones are: an offer just outside the
 * visible box still counts in a cell the box shows part of.
 */
export async function liveGridClusters(
  db: Db,
  filter: Partial<OfferFilter>,
  range: CellRange,
): Promise<GridCell[]> {
  const { row, col } = cellIndexSql(range.zoom);
  const box = cellRangeBox(range);
  const cells = await db
    .selectFrom('offers')
    .where((eb) => offerConditions(eb, filter))
    .where('offers.lat', '>=', box.south - EDGE_DEGREES)
    .where('offers.lat', '<=', box.north + EDGE_DEGREES)
    .where('offers.lng', '>=', box.west - EDGE_DEGREES)
    .where('offers.lng', '<=', box.east + EDGE_DEGREES)
    .where(row, '>=', range.rowMin)
    .where(row, '<=', range.rowMax)
    .where(col, '>=', range.colMin)
    .where(col, '<=', range.colMax)
    .select([
      (eb) => eb.fn.countAll<number | string>().as('count'),
      (eb) => eb.fn.avg<number | string>('offers.lat').as('lat'),
      (eb) => eb.fn.avg<number | string>('offers.lng').as('lng'),
      (eb) => eb.fn.min('offers.id').as('first_id'),
    ])
    .groupBy([row, col])
    .orderBy(row)
    .orderBy(col)
    .limit(MAX_CELLS)
    .execute();
  return cells.map((cell) => {
    const count = Number(cell.count);
    return {
      count,
      lat: Number(cell.lat),
      lng: Number(cell.lng),
      offerId: count === 1 ? Number(cell.first_id) : null,
    };
  });
}
