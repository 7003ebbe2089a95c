import type { Language } from '@estate/domain/language';
import type { OfferFilterBody } from '@estate/domain/offer-filters';

/** POST /api/classified/map without a box: one entry per static marker (apps/api offer-map-routes). */
export interface StaticMapCluster {
  id: number;
  kind: 'city' | 'voivodeship';
  voivodeship: number;
  lat: number;
  lng: number;
  /** Town name, or the voivodeship's name in the request's language. */
  label: string;
  count: number;
}

export interface StaticMapAnswer {
  data: { kind: 'static'; total: number; clusters: StaticMapCluster[] };
}

/** The one offer of a single-offer cell, for its popup. Prices in grosze; photo is a stem. */
export interface MapOfferSummary {
  id: number;
  tipi: string;
  title: string;
  price: number | null;
  discountPrice: number | null;
  photo: string | null;
  town: string;
}

export interface GridMapCluster {
  lat: number;
  lng: number;
  count: number;
  offer: MapOfferSummary | null;
}

export interface GridMapAnswer {
  data: { kind: 'grid'; total: number; clusters: GridMapCluster[] };
}

export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export const MAP_ENDPOINT = '/api/classified/map';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The body asking for the clusters of a visible area. Leaflet's bounds run past ±180° and ±90° when
 * zoomed out or wrapped; the API takes only real coordinates with north > south and east > west.
 */
export function gridRequestBody(
  filter: OfferFilterBody,
  lang: Language,
  box: MapBox,
  zoom: number,
): OfferFilterBody & { lang: Language; bbox: MapBox; zoom: number } {
  const south = round(clamp(box.south, -90, 90));
  const north = round(clamp(box.north, -90, 90));
  const west = round(clamp(box.west, -180, 180));
  const east = round(clamp(box.east, -180, 180));
  return {
    ...filter,
    lang,
    bbox: {
      south,
      west,
      north: north > south ? north : Math.min(90, south + 1e-5),
      east: east > west ? east : Math.min(180, west + 1e-5),
    },
    // Down, not to the nearest: at a half zoom step the cells stay at least 64 px apart on screen.
    zoom: clamp(Math.floor(zoom + 1e-9), 0, 20),
  };
}
