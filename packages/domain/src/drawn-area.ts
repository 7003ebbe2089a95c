/**
 * An area a visitor draws on the map (issue 36, decision 059): a polygon of up to
 * MAX_AREA_VERTICES points, or a circle around a point (the keyboard's way: a town and a radius).
 * It travels in the filter path as one compact, URL-safe value, and one predicate, `offerInArea`,
 * says whether an offer's position is inside; the API's SQL (offer-conditions.ts) evaluates the
 * same edges and the same distance formula with the same numbers, so the list, the map and any
 * matcher (search alerts) agree on every offer. Zod-free: the map's drawing tool uses it in the
 * browser.
 */

/** A point as [lat, lng] in degrees. */
export type AreaPoint = [lat: number, lng: number];

export type DrawnArea =
  | { kind: 'polygon'; points: AreaPoint[] }
  | { kind: 'circle'; lat: number; lng: number; radiusKm: number };

/** A hand-drawn outline needs no more; the path and the SQL stay short. */
export const MAX_AREA_VERTICES = 20;
export const MIN_AREA_VERTICES = 3;
/** Radii the path accepts: 100 m to 500 km (Poland is about 700 km across). */
export const MIN_AREA_RADIUS_KM = 0.1;
export const MAX_AREA_RADIUS_KM = 500;

/** Coordinates are kept in 1e-5 degrees (about 1 m): the value the path can write exactly. */
const COORDINATE_STEP = 1e5;
/** Radii in 100 m steps. */
const RADIUS_STEP = 10;

/** km per degree of latitude, and of longitude at the equator: the equirectangular approximation. */
export const KM_PER_DEGREE = 111.32;

function roundCoordinate(value: number): number {
  return Math.round(value * COORDINATE_STEP) / COORDINATE_STEP;
}

/** The area as the path writes it back: coordinates to 1e-5°, the radius to 100 m. */
export function roundArea(area: DrawnArea): DrawnArea {
  if (area.kind === 'circle') {
    return {
      kind: 'circle',
      lat: roundCoordinate(area.lat),
      lng: roundCoordinate(area.lng),
      radiusKm: Math.round(area.radiusKm * RADIUS_STEP) / RADIUS_STEP,
    };
  }
  return {
    kind: 'polygon',
    points: area.points.map(([lat, lng]): AreaPoint => [roundCoordinate(lat), roundCoordinate(lng)]),
  };
}

function isPosition(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** Twice the signed area in square degrees (the shoelace formula); 0 for a degenerate outline. */
function doubledArea(points: readonly AreaPoint[]): number {
  let sum = 0;
  points.forEach(([lat, lng], i) => {
    const [nextLat, nextLng] = points[(i + 1) % points.length] as AreaPoint;
    sum += lng * nextLat - nextLng * lat;
  });
  return sum;
}

/** Whether an area (already rounded) is one the path and the API accept. */
export function isValidArea(area: DrawnArea): boolean {
  if (area.kind === 'circle') {
    return (
      isPosition(area.lat, area.lng) &&
      area.radiusKm >= MIN_AREA_RADIUS_KM &&
      area.radiusKm <= MAX_AREA_RADIUS_KM
    );
  }
  const { points } = area;
  return (
    points.length >= MIN_AREA_VERTICES &&
    points.length <= MAX_AREA_VERTICES &&
    points.every(([lat, lng]) => isPosition(lat, lng)) &&
    doubledArea(points) !== 0
  );
}

// ---- The path's value -------------------------------------------------------------------------
// Integers in base 36 (digits and lower-case letters, '-' for a negative one) joined by '.':
//   polygon: 'p' + the first point's lat and lng in 1e-5°, then each next point as the change from
//            the one before (small numbers: a town-sized outline writes 2-4 characters each);
//   circle:  'c' + lat and lng in 1e-5° + the radius in 100 m.
// Every character is unreserved in a URL path, so the value needs no escaping.

function writeInteger(value: number): string {
  return value.toString(36);
}

/** Up to 8 base-36 digits: more than any coordinate in 1e-5° needs, within safe integers. */
const INTEGER = /^-?[0-9a-z]{1,8}$/;

function readInteger(text: string): number | undefined {
  return INTEGER.test(text) ? Number.parseInt(text, 36) : undefined;
}

/** The area as the filter path writes it (rounded first). */
export function formatArea(area: DrawnArea): string {
  const rounded = roundArea(area);
  if (rounded.kind === 'circle') {
    const numbers = [
      Math.round(rounded.lat * COORDINATE_STEP),
      Math.round(rounded.lng * COORDINATE_STEP),
      Math.round(rounded.radiusKm * RADIUS_STEP),
    ];
    return `c${numbers.map(writeInteger).join('.')}`;
  }
  const numbers: number[] = [];
  let previous: [number, number] = [0, 0];
  for (const [lat, lng] of rounded.points) {
    const current: [number, number] = [Math.round(lat * COORDINATE_STEP), Math.round(lng * COORDINATE_STEP)];
    numbers.push(current[0] - previous[0], current[1] - previous[1]);
    previous = current;
  }
  return `p${numbers.map(writeInteger).join('.')}`;
}

/** The area a path value names; undefined for anything else (the list page then answers 404). */
export function parseArea(text: string): DrawnArea | undefined {
  const kind = text[0];
  if (kind !== 'p' && kind !== 'c') return undefined;
  const numbers: number[] = [];
  for (const part of text.slice(1).split('.')) {
    const value = readInteger(part);
    if (value === undefined) return undefined;
    numbers.push(value);
  }
  let area: DrawnArea;
  if (kind === 'c') {
    if (numbers.length !== 3) return undefined;
    const [lat, lng, radius] = numbers as [number, number, number];
    area = {
      kind: 'circle',
      lat: lat / COORDINATE_STEP,
      lng: lng / COORDINATE_STEP,
      radiusKm: radius / RADIUS_STEP,
    };
  } else {
    if (numbers.length % 2 !== 0 || numbers.length > 2 * MAX_AREA_VERTICES) return undefined;
    const points: AreaPoint[] = [];
    let lat = 0;
    let lng = 0;
    for (let i = 0; i < numbers.length; i += 2) {
      lat += numbers[i] as number;
      lng += numbers[i + 1] as number;
      points.push([lat / COORDINATE_STEP, lng / COORDINATE_STEP]);
    }
    area = { kind: 'polygon', points };
  }
  return isValidArea(area) ? area : undefined;
}

// ---- Inside or not ----------------------------------------------------------------------------

/** The box around an area: the SQL's prefilter, which the geographic index narrows. */
interface AreaBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

export function areaBox(area: DrawnArea): AreaBox {
  if (area.kind === 'circle') {
    const dLat = area.radiusKm / KM_PER_DEGREE;
    const dLng = area.radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((area.lat * Math.PI) / 180), 0.01));
    return { south: area.lat - dLat, north: area.lat + dLat, west: area.lng - dLng, east: area.lng + dLng };
  }
  const lats = area.points.map(([lat]) => lat);
  const lngs = area.points.map(([, lng]) => lng);
  return {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lngs),
    east: Math.max(...lngs),
  };
}

/**
 * One edge of a polygon as the crossing test reads it: a horizontal ray from a point towards the
 * east crosses it when `latFrom <= lat < latTo` and `lng < lng0 + (lat - lat0) * slope`. Edges along
 * a parallel are never crossed and are left out. The SQL uses these very numbers.
 */
interface AreaEdge {
  latFrom: number;
  latTo: number;
  lat0: number;
  lng0: number;
  slope: number;
}

export function polygonEdges(points: readonly AreaPoint[]): AreaEdge[] {
  const edges: AreaEdge[] = [];
  points.forEach(([lat0, lng0], i) => {
    const [lat1, lng1] = points[(i + 1) % points.length] as AreaPoint;
    if (lat0 === lat1) return;
    edges.push({
      latFrom: Math.min(lat0, lat1),
      latTo: Math.max(lat0, lat1),
      lat0,
      lng0,
      slope: (lng1 - lng0) / (lat1 - lat0),
    });
  });
  return edges;
}

/**
 * The edges split by latitude, for the SQL (issue 36, the drawn area's PostgreSQL cost): an inner
 * node sends a point south of `lat` to `below`, the others to `above`, so a row meets the edges of
 * its own latitude band, about two of a hand-drawn outline, instead of all twenty. Below the cut go
 * the edges starting south of it, above it those ending north of it (an edge across the cut goes
 * both ways); an edge left out of a side cannot be crossed from there (`latFrom <= lat < latTo`
 * fails), so the count of crossings, and so the parity, is the flat list's exactly.
 */
export type EdgeTree = { edges: AreaEdge[] } | { lat: number; below: EdgeTree; above: EdgeTree };

/** A leaf's edges: fewer would add a comparison per row for every edge saved. */
const EDGE_TREE_LEAF = 2;

export function polygonEdgeTree(edges: readonly AreaEdge[]): EdgeTree {
  let best: { lat: number; below: AreaEdge[]; above: AreaEdge[]; larger: number } | undefined;
  if (edges.length > EDGE_TREE_LEAF) {
    for (const lat of new Set(edges.flatMap((edge) => [edge.latFrom, edge.latTo]))) {
      const below = edges.filter((edge) => edge.latFrom < lat);
      const above = edges.filter((edge) => edge.latTo > lat);
      const larger = Math.max(below.length, above.length);
      if (larger < edges.length && (!best || larger < best.larger)) best = { lat, below, above, larger };
    }
  }
  if (!best) return { edges: [...edges] };
  return { lat: best.lat, below: polygonEdgeTree(best.below), above: polygonEdgeTree(best.above) };
}

/** How many edges of the tree the ray from (lat, lng) crosses: the SQL's sum, for the tests. */
export function treeCrossings(tree: EdgeTree, lat: number, lng: number): number {
  if ('edges' in tree) return tree.edges.filter((edge) => crosses(edge, lat, lng)).length;
  return treeCrossings(lat < tree.lat ? tree.below : tree.above, lat, lng);
}

/** Whether the ray from (lat, lng) crosses the edge; the SQL writes the same comparison. */
function crosses(edge: AreaEdge, lat: number, lng: number): boolean {
  return lat >= edge.latFrom && lat < edge.latTo && lng < edge.lng0 + (lat - edge.lat0) * edge.slope;
}

/** Distance in km by the equirectangular approximation, as the SQL computes it (`distanceKmSql`). */
function areaDistanceKm(lat0: number, lng0: number, lat: number, lng: number): number {
  const lngScale = KM_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180);
  const dLat = (lat - lat0) * KM_PER_DEGREE;
  const dLng = (lng - lng0) * lngScale;
  return Math.sqrt(dLat * dLat + dLng * dLng);
}

/**
 * Whether an offer at `point` is inside the area: the even-odd rule for a polygon (a point on a
 * southern or western edge is inside, on a northern or eastern one outside, so two areas sharing an
 * edge never both hold an offer on it), the distance for a circle. Inside the box first, as the SQL.
 */
export function offerInArea(point: { lat: number; lng: number }, area: DrawnArea): boolean {
  const { lat, lng } = point;
  const box = areaBox(area);
  if (lat < box.south || lat > box.north || lng < box.west || lng > box.east) return false;
  if (area.kind === 'circle') return areaDistanceKm(area.lat, area.lng, lat, lng) <= area.radiusKm;
  let inside = false;
  for (const edge of polygonEdges(area.points)) {
    if (crosses(edge, lat, lng)) inside = !inside;
  }
  return inside;
}
