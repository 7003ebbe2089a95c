import type { OfferFilter } from '@estate/domain/offer-filters';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { offerConditions } from './offer-conditions';

type Db = Kysely<DatabaseSchema>;

/** Offers per static marker (map_cluster), for the home page's fixed map. */
export async function countByStaticCluster(
  db: Db,
  filter: Partial<OfferFilter>,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('offers')
    .where((eb) => offerConditions(eb, filter))
    .where('map_cluster', 'is not', null)
    .select(['map_cluster', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('map_cluster')
    .execute();
  return new Map(rows.map((row) => [Number(row.map_cluster), Number(row.count)]));
}

export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

interface GridCell {
  count: number;
  lat: number;
  lng: number;
  /** The offer's id when the cell holds exactly one. */
  offerId: number | null;
}

/** Cells at most this many: beyond it the client asked for too fine a grid over too wide an area. */
const MAX_CELLS = 2_000;

/**
 * Offers in the box grouped into square cells of `cellDegrees`, computed in SQL so the server
 * sends a few hundred clusters instead of every point, whatever the number of offers.
 */
export async function gridClusters(
  db: Db,
  filter: Partial<OfferFilter>,
  box: BoundingBox,
  cellDegrees: number,
): Promise<GridCell[]> {
  // Literals, not parameters: PostgreSQL matches GROUP BY expressions textually, and $1 in the
  // select list is not $5 in the GROUP BY. The values are numbers checked here, never text.
  for (const value of [box.south, box.west, cellDegrees]) {
    if (!Number.isFinite(value)) throw new RangeError('grid parameters must be finite numbers');
  }
  const row = sql<number>`floor((offers.lat - ${sql.lit(box.south)}) / ${sql.lit(cellDegrees)})`;
  const col = sql<number>`floor((offers.lng - ${sql.lit(box.west)}) / ${sql.lit(cellDegrees)})`;
  const cells = await db
    .selectFrom('offers')
    .where((eb) => offerConditions(eb, filter))
    .where('offers.lat', '>=', box.south)
    .where('offers.lat', '<=', box.north)
    .where('offers.lng', '>=', box.west)
    .where('offers.lng', '<=', box.east)
    .select([
      row.as('cell_row'),
      col.as('cell_col'),
      (eb) => eb.fn.countAll<number | string>().as('count'),
      (eb) => eb.fn.avg<number | string>('offers.lat').as('lat'),
      (eb) => eb.fn.avg<number | string>('offers.lng').as('lng'),
      (eb) => eb.fn.min('offers.id').as('first_id'),
    ])
    .groupBy([row, col])
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
