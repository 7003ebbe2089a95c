import type { MapBox, MapRequestBody } from '@estate/domain/api/map-requests';
import type { Language } from '@estate/domain/language';
import type { OfferFilterBody } from '@estate/domain/offer-filters';

/** The browser's map calls, through the site's /api forwarder. */
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
): OfferFilterBody & Required<Pick<MapRequestBody, 'lang' | 'bbox' | 'zoom'>> {
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
