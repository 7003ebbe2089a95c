import { pathPoints, unproject } from './projection';
import { VOIVODESHIP_PATHS } from './voivodeship-paths';

/**
 * The voivodeship outlines as [lat, lng] rings, for the interactive map when it has no tiles
 * (MAP_TILE_URL=off, or no network in tests). Built from the static map's paths rather than a second
 * copy of the borders: about 0.7 km precision, plenty at the zooms an outline-only map is useful.
 */
export function voivodeshipOutlines(): { key: string; ring: [number, number][] }[] {
  return VOIVODESHIP_PATHS.map(({ key, d }) => ({
    key,
    ring: pathPoints(d).map(({ x, y }) => {
      const { lat, lng } = unproject(x, y);
      return [Math.round(lat * 1e4) / 1e4, Math.round(lng * 1e4) / 1e4];
    }),
  }));
}
