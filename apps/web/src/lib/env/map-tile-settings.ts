/** Where the interactive map's background comes from; `url: null` draws only the voivodeship outlines. */
export interface MapTileSettings {
  /** A Leaflet tile URL template ({z}/{x}/{y}, optional {s} and {r}), or null for no tiles. */
  url: string | null;
  /** Attribution text the tile provider asks for (plain text). */
  attribution: string;
  /** Where the attribution links to: OpenStreetMap's copyright page for its tiles, else nowhere. */
  attributionUrl: string | null;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';
const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

/**
 * MAP_TILE_URL (unset: OpenStreetMap's tiles; 'off' or empty: no tiles, the map works offline over
 * the voivodeship outlines) and MAP_TILE_ATTRIBUTION. A malformed URL stops the site at start, as the
 * other settings do, rather than showing a grey map.
 */
export function parseMapTileSettings(env: Readonly<Record<string, string | undefined>>): MapTileSettings {
  const raw = env.MAP_TILE_URL?.trim();
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim() || DEFAULT_TILE_ATTRIBUTION;
  if (raw === '' || raw?.toLowerCase() === 'off') return { url: null, attribution, attributionUrl: null };
  const url = raw ?? DEFAULT_TILE_URL;
  let host: string;
  try {
    const parsed = new URL(url.replace(/\{[a-z]\}/g, '0'));
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('protocol');
    host = parsed.hostname;
  } catch {
    throw new Error(`Invalid site configuration: MAP_TILE_URL: expected an http(s) URL template or 'off'`);
  }
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error('Invalid site configuration: MAP_TILE_URL: the template needs {z}, {x} and {y}');
  }
  const osm = host === 'openstreetmap.org' || host.endsWith('.openstreetmap.org');
  return { url, attribution, attributionUrl: osm ? OSM_COPYRIGHT : null };
}
