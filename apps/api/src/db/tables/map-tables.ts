/**
 * Row type of the interactive map's kept cells (decision 039): per zoom, cell of the global grid
 * (`repositories/map-grid.ts`) and the dimensions the map's filters use, the public offers there.
 * Only the write path changes them (`repositories/map-cell-repository.ts`).
 */
export interface MapCellTable {
  zoom: number;
  cell_row: number;
  cell_col: number;
  type_classified: number;
  type_property: number;
  voivodeship: number;
  offer_count: number;
  /** Sums of the offers' lat and lng in millionths of a degree: integers, so adding and taking away never drift. */
  lat_e6_sum: number;
  lng_e6_sum: number;
  /** Sum of the offers' ids: the offer itself where the cell holds one (its popup). */
  id_sum: number;
}
