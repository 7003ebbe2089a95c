import { staticClusterId } from '@estate/domain/map-clusters';
import { mainArea } from '@estate/domain/offer-areas';
import type { OfferStatus } from '@estate/domain/offer-editor';
import { polishSortKey } from '@estate/domain/polish-sort-key';
import { effectivePrice } from '@estate/domain/price-band';
import { slugify } from '@estate/domain/slug';

interface OfferSource {
  title_pl: string;
  town: string;
  price?: number | null;
  discount_price?: number | null;
  is_discount?: number;
  area_building?: number | null;
  area_rental?: number | null;
  area_ground?: number | null;
  voivodeship: number;
  lat: number;
  lng: number;
  /** Absent in rows written before publication states (the seed's published offers). */
  status?: OfferStatus;
}

interface DerivedOfferColumns {
  town_slug: string;
  title_sort: string;
  town_sort: string;
  effective_price: number | null;
  area_main: number | null;
  map_cluster: number | null;
  is_published: number;
}

/** The columns `offerDerivedColumns` computes: no writer sets them. */
export type DerivedOfferColumn = keyof DerivedOfferColumns;

/**
 * Columns computed from others on every write, so that the town filter, price filters, price/area
 * sorts, the back office's title and town sorts and the static map's counts are plain indexed columns, and whether the offer is public. Every code path that writes an
 * offer calls this (offer-writes.ts). The rules are the domain's: the town's slug as list URLs
 * spell it, the effective price and the main area (offer-measures.ts), the static map marker.
 */
export function offerDerivedColumns(row: OfferSource): DerivedOfferColumns {
  return {
    town_slug: slugify(row.town),
    // The back office's title and town sorts compare these by bytes on both databases (decision 062).
    title_sort: polishSortKey(row.title_pl),
    town_sort: polishSortKey(row.town),
    effective_price: effectivePrice({
      price: row.price,
      isDiscount: row.is_discount,
      discountPrice: row.discount_price,
    }),
    area_main: mainArea({
      areaBuilding: row.area_building,
      areaRental: row.area_rental,
      areaGround: row.area_ground,
    }),
    map_cluster: staticClusterId(row.voivodeship, row.lat, row.lng),
    // Public reads filter on this flag (their indexes lead with it); the state decides it.
    is_published: publishedFlag(row.status ?? 'published'),
  };
}

/** The public flag of a publication state: only a published offer is shown. */
export function publishedFlag(status: OfferStatus): 0 | 1 {
  return status === 'published' ? 1 : 0;
}
