import { type RawBuilder, sql } from 'kysely';

/**
 * The interactive map's grid (decision 039): square cells anchored at 90° S, 180° W, so a cell is
 * the same cell in every visible box and its offers can be counted ahead of any request. Both ways
 * of answering a box, from the cells kept in `map_cells` and live from the offers, use these.
 */

/**
 * The zooms whose cells the write path keeps. The site's map starts at 5 (`MIN_ZOOM` in
 * `features/map/leaflet-base-map.ts`); from 13 on, a screen-sized box holds few enough offers that
 * the live query over the geographic index is as quick as reading cells.
 */
export const KEPT_ZOOMS: readonly number[] = [5, 6, 7, 8, 9, 10, 11, 12];

/** Cells about 64 px wide on 256 px tiles: the degrees of 64 px at this zoom (90 / 2^zoom). */
export function cellDegreesForZoom(zoom: number): number {
  return (64 * 360) / (256 * 2 ** zoom);
}

export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The rows and columns of the cells a box touches at a zoom, first and last included. */
export interface CellRange {
  zoom: number;
  rowMin: number;
  rowMax: number;
  colMin: number;
  colMax: number;
}

export function cellRangeOf(box: BoundingBox, zoom: number): CellRange {
  const degrees = cellDegreesForZoom(zoom);
  return {
    zoom,
    rowMin: Math.floor((box.south + 90) / degrees),
    rowMax: Math.floor((box.north + 90) / degrees),
    colMin: Math.floor((box.west + 180) / degrees),
    colMax: Math.floor((box.east + 180) / degrees),
  };
}

/**
 * An offer's row and column at a zoom, computed by the database in doubles on every path (kept
 * cells, their rebuild, the live query), so an offer lands in the same cell whichever path counts
 * it. Since each zoom's cell size is exactly half the previous one's, the row at zoom z is the row at
 * z + 1 halved (integer division): a rebuild derives coarser zooms from finer ones.
 * Literals, not parameters: PostgreSQL matches GROUP BY expressions textually, and $1 in the select
 * list is not $5 in the GROUP BY. The values are numbers checked here, never text.
 */
export function cellIndexSql(zoom: number): { row: RawBuilder<number>; col: RawBuilder<number> } {
  const degrees = cellDegreesForZoom(zoom);
  if (!Number.isFinite(degrees)) throw new RangeError('zoom must give a finite cell size');
  return {
    row: sql<number>`floor((offers.lat + 90) / ${sql.lit(degrees)})`,
    col: sql<number>`floor((offers.lng + 180) / ${sql.lit(degrees)})`,
  };
}

/** What a cell answers, from kept cells or live: its offers, their mean position, the offer of a single. */
export interface GridCell {
  count: number;
  lat: number;
  lng: number;
  /** The offer's id when the cell holds exactly one. */
  offerId: number | null;
}

/** Cells at most this many: beyond it the client asked for too fine a grid over too wide an area. */
export const MAX_CELLS = 2_000;

/** The box of a cell range in degrees, for the geographic index to narrow (exact cells are tested after). */
export function cellRangeBox(range: CellRange): BoundingBox {
  const degrees = cellDegreesForZoom(range.zoom);
  return {
    south: range.rowMin * degrees - 90,
    north: (range.rowMax + 1) * degrees - 90,
    west: range.colMin * degrees - 180,
    east: (range.colMax + 1) * degrees - 180,
  };
}
