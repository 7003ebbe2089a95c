interface PriceAndArea {
  price?: number | null;
  discount_price?: number | null;
  is_discount?: number;
  area_building?: number | null;
  area_rental?: number | null;
  area_ground?: number | null;
}

/**
 * Columns computed from others on every write, so that price filters and price/area sorts are
 * plain indexed columns. Every code path that inserts or updates an offer calls this.
 */
export function offerDerivedColumns(row: PriceAndArea): {
  effective_price: number | null;
  area_main: number | null;
} {
  const discounted = row.is_discount === 1 && row.discount_price != null;
  return {
    effective_price: discounted ? (row.discount_price ?? null) : (row.price ?? null),
    area_main: row.area_building ?? row.area_rental ?? row.area_ground ?? null,
  };
}
