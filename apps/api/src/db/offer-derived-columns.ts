import { staticClusterId } from '@estate/domain/map-clusters';

interface OfferSource {
  price?: number | null;
  discount_price?: number | null;
  is_discount?: number;
  area_building?: number | null;
  area_rental?: number | null;
  area_ground?: number | null;
  voivodeship: number;
  lat: number;
  lng: number;
}

export interface DerivedOfferColumns {
  effective_price: number | null;
  area_main: number | null;
  map_cluster: number | null;
}

/**
 * Columns computed from others on every write, so that price filters, price/area sorts and the
 * static map's counts are plain indexed columns. Every code path that writes an offer calls this.
 */
export function offerDerivedColumns(row: OfferSource): DerivedOfferColumns {
  const discounted = row.is_discount === 1 && row.discount_price != null;
  return {
    effective_price: discounted ? (row.discount_price ?? null) : (row.price ?? null),
    area_main: row.area_building ?? row.area_rental ?? row.area_ground ?? null,
    map_cluster: staticClusterId(row.voivodeship, row.lat, row.lng),
  };
}
