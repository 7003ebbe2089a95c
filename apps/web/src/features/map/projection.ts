import { MAP_PROJECTION, MAP_VIEWBOX } from './voivodeship-paths';

/**
 * The map of Poland's projection (scripts/generate-map-paths.mjs): equirectangular with longitudes
 * shortened by cos(52°), in viewBox units (MAP_VIEWBOX, about 0.7 km each); y grows southwards.
 * Pure and shared: the server places static badges with it, the browser turns the outlines back
 * into latitudes and longitudes for the interactive map's offline layer.
 */
export interface MapPoint {
  x: number;
  y: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

const { originLng, originLat, unitsPerDegree, lngScale } = MAP_PROJECTION;

export function project(lat: number, lng: number): MapPoint {
  return { x: (lng - originLng) * lngScale * unitsPerDegree, y: (originLat - lat) * unitsPerDegree };
}

export function unproject(x: number, y: number): LatLng {
  return { lat: originLat - y / unitsPerDegree, lng: originLng + x / (lngScale * unitsPerDegree) };
}

/** The map's whole area as latitudes and longitudes (what the interactive map first shows). */
export function mapBounds(): { south: number; west: number; north: number; east: number } {
  const northWest = unproject(0, 0);
  const southEast = unproject(MAP_VIEWBOX.width, MAP_VIEWBOX.height);
  return { south: southEast.lat, west: northWest.lng, north: northWest.lat, east: southEast.lng };
}

/**
 * The points of a generated outline ('M x y l dx dy … z', see voivodeship-paths.ts); not a general
 * SVG path parser.
 */
export function pathPoints(d: string): MapPoint[] {
  const match = /^M(-?\d+) (-?\d+)l(.*)z$/.exec(d);
  if (!match) throw new Error('not a generated outline path');
  const numbers = (match[3] ?? '').match(/-?\d+/g)?.map(Number) ?? [];
  let x = Number(match[1]);
  let y = Number(match[2]);
  const points: MapPoint[] = [{ x, y }];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    x += numbers[i] ?? 0;
    y += numbers[i + 1] ?? 0;
    points.push({ x, y });
  }
  return points;
}
