import type * as Leaflet from 'leaflet';
import type { MapTileSettings } from '@/lib/env/map-tile-settings';

/** Closer out than this Poland is a speck. */
const MIN_ZOOM = 5;
/** Outlines alone (no tiles) are 0.7 km precise: deeper zooms would only show empty space. */
const MAX_ZOOM = { tiles: 18, outlines: 13 } as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Leaflet's attribution control takes HTML; the settings and labels are text. */
function attributionHtml(text: string, url: string | null): string {
  const safe = escapeHtml(text);
  return url ? `<a href="${escapeHtml(url)}" rel="noopener">${safe}</a>` : safe;
}

/** Leaflet, imported when a map mounts (never in a page's first load). */
export async function importLeaflet(): Promise<typeof Leaflet> {
  const module = await import('leaflet');
  // Leaflet 1.9 is a UMD bundle: bundlers hand it over as the default export, types as named ones.
  return (module as unknown as { default?: typeof Leaflet }).default ?? module;
}

export interface BaseMapOptions {
  tiles: MapTileSettings;
  zoomInTitle: string;
  zoomOutTitle: string;
  /** The credit of the voivodeship borders, shown when they are drawn instead of tiles. */
  bordersCredit: string;
  /** The CSS class of the outlines' polygon. */
  outlineClassName: string | undefined;
  /** Leaflet's options beyond the shared ones (zoom steps...). */
  mapOptions?: Leaflet.MapOptions;
}

/**
 * A Leaflet map as the public offer map and the back office's location picker both start: keyboard
 * on, animations only without reduced motion, a zoom control with our titles, and the tiles of the
 * settings or, with tiles off, the voivodeship outlines. Null when `disposed()` turned true while the
 * outlines loaded (the component unmounted).
 */
export async function createBaseMap(
  L: typeof Leaflet,
  container: HTMLElement,
  options: BaseMapOptions,
  disposed: () => boolean,
): Promise<Leaflet.Map | null> {
  const { tiles } = options;
  let outlines: [number, number][][] | null = null;
  if (tiles.url === null) {
    const { voivodeshipOutlines } = await import('./voivodeship-outlines');
    if (disposed()) return null;
    outlines = voivodeshipOutlines().map(({ ring }) => ring);
  }
  const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const map = L.map(container, {
    zoomControl: false,
    zoomAnimation: animate,
    fadeAnimation: animate,
    markerZoomAnimation: animate,
    keyboard: true,
    minZoom: MIN_ZOOM,
    maxZoom: outlines ? MAX_ZOOM.outlines : MAX_ZOOM.tiles,
    ...options.mapOptions,
  });
  L.control.zoom({ zoomInTitle: options.zoomInTitle, zoomOutTitle: options.zoomOutTitle }).addTo(map);
  if (tiles.url) {
    L.tileLayer(tiles.url, {
      attribution: attributionHtml(tiles.attribution, tiles.attributionUrl),
      maxZoom: MAX_ZOOM.tiles,
    }).addTo(map);
  } else if (outlines) {
    L.polygon(outlines, {
      className: options.outlineClassName,
      weight: 1,
      fillOpacity: 1,
      interactive: false,
    }).addTo(map);
    map.attributionControl.addAttribution(escapeHtml(options.bordersCredit));
  }
  return map;
}
