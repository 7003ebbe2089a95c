// Generates apps/web/src/features/map/voivodeship-paths.ts from reference-data/voivodeships.geojson: the
// 16 voivodeship outlines as compact SVG path strings in a fixed projection, so the site draws the
// map of Poland without shipping or reading the 240 kB GeoJSON at run time.
//
// Projection: equirectangular with longitudes scaled by cos(52°) (Poland's mid latitude), so shapes
// keep their proportions; y grows southwards as in SVG. Outlines are simplified with
// Douglas-Peucker, but only between the points where borders meet, and every shared border is
// simplified once, so neighbouring voivodeships still share their border exactly (no slivers).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'reference-data/voivodeships.geojson');
const target = path.join(root, 'apps/web/src/features/map/voivodeship-paths.ts');

/** viewBox width; the height follows from the data. */
const WIDTH = 1000;
/** Empty margin around Poland, in viewBox units, so strokes and badges at the edge are not clipped. */
const PAD = 12;
/** Simplification tolerance in viewBox units (1 unit is about 0.7 km): invisible at any page size. */
const TOLERANCE = 0.9;
const LNG_SCALE = Math.cos((52 * Math.PI) / 180);

const geojson = JSON.parse(fs.readFileSync(source, 'utf8'));
const features = geojson.features.map((feature) => {
  const { key, code } = feature.properties;
  if (feature.geometry.type !== 'Polygon') throw new Error(`${key}: expected a Polygon`);
  // Holes do not occur in this data set; the exterior ring is enough for the map.
  const ring = feature.geometry.coordinates[0];
  return { key, code, ring: ring.slice(0, -1) };
});

let west = Infinity;
let east = -Infinity;
let south = Infinity;
let north = -Infinity;
for (const { ring } of features) {
  for (const [lng, lat] of ring) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
}
const unitsPerDegree = (WIDTH - 2 * PAD) / ((east - west) * LNG_SCALE);
const HEIGHT = Math.ceil((north - south) * unitsPerDegree + 2 * PAD);
// The projection's origin, moved out by the margin, so that project() is one multiply-add per axis.
const originLng = west - PAD / (unitsPerDegree * LNG_SCALE);
const originLat = north + PAD / unitsPerDegree;

const round6 = (n) => Math.round(n * 1e6) / 1e6;
const projection = {
  originLng: round6(originLng),
  originLat: round6(originLat),
  unitsPerDegree: round6(unitsPerDegree),
  lngScale: round6(LNG_SCALE),
};
const project = ([lng, lat]) => [
  (lng - projection.originLng) * projection.lngScale * projection.unitsPerDegree,
  (projection.originLat - lat) * projection.unitsPerDegree,
];

// Junctions: points where a border changes neighbours. A point used by several rings with different
// neighbours on each is where three borders meet, or where a shared border turns into coast/frontier.
const keyOf = ([lng, lat]) => `${lng},${lat}`;
const neighbours = new Map();
for (const { ring } of features) {
  ring.forEach((point, i) => {
    const prev = keyOf(ring[(i - 1 + ring.length) % ring.length]);
    const next = keyOf(ring[(i + 1) % ring.length]);
    const pair = prev < next ? `${prev}|${next}` : `${next}|${prev}`;
    const k = keyOf(point);
    if (!neighbours.has(k)) neighbours.set(k, new Set());
    neighbours.get(k).add(pair);
  });
}
const uses = new Map();
for (const { ring } of features) for (const p of ring) uses.set(keyOf(p), (uses.get(keyOf(p)) ?? 0) + 1);
const isJunction = (p) => (neighbours.get(keyOf(p))?.size ?? 0) > 1 || (uses.get(keyOf(p)) ?? 0) > 2;

function perpendicular([x, y], [x1, y1], [x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(x - x1, y - y1);
  return Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length;
}

function douglasPeucker(points) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop();
    let worst = -1;
    let index = -1;
    for (let i = from + 1; i < to; i++) {
      const d = perpendicular(points[i], points[from], points[to]);
      if (d > worst) {
        worst = d;
        index = i;
      }
    }
    if (worst > TOLERANCE) {
      keep[index] = 1;
      stack.push([from, index], [index, to]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

// One simplification per border piece, looked up from either direction, so both neighbours agree.
const simplifiedArcs = new Map();
function simplifyArc(arc) {
  const forward = arc.map(keyOf).join(';');
  const backward = arc.map(keyOf).reverse().join(';');
  if (simplifiedArcs.has(forward)) return simplifiedArcs.get(forward);
  if (simplifiedArcs.has(backward)) return [...simplifiedArcs.get(backward)].reverse();
  const result = douglasPeucker(arc.map(project));
  simplifiedArcs.set(forward, result);
  return result;
}

function simplifyRing(ring) {
  const start = ring.findIndex(isJunction);
  // A ring with no junction (an island) keeps at least its extreme points through DP on two halves.
  const rotated = start <= 0 ? ring : [...ring.slice(start), ...ring.slice(0, start)];
  const cuts = rotated.flatMap((p, i) => (i === 0 || isJunction(p) ? [i] : []));
  if (cuts.length === 1) cuts.push(Math.floor(rotated.length / 2));
  const closed = [...rotated, rotated[0]];
  const out = [];
  cuts.forEach((from, i) => {
    const to = cuts[i + 1] ?? rotated.length;
    const arc = simplifyArc(closed.slice(from, to + 1));
    out.push(...arc.slice(0, -1));
  });
  return out;
}

/** Whole units: a 1000-unit-wide map never shows finer detail. */
function pathOf(points) {
  const rounded = points.map(([x, y]) => [Math.round(x), Math.round(y)]);
  const unique = rounded.filter(([x, y], i) => i === 0 || x !== rounded[i - 1][0] || y !== rounded[i - 1][1]);
  const [first, ...rest] = unique;
  const numbers = [];
  let [px, py] = first;
  for (const [x, y] of rest) {
    numbers.push(x - px, y - py);
    px = x;
    py = y;
  }
  // Relative line-tos; a minus sign separates numbers without a space.
  const body = numbers.map((n, i) => (i === 0 || n < 0 ? `${n}` : ` ${n}`)).join('');
  return `M${first[0]} ${first[1]}l${body}z`;
}

const rows = features.map(({ key, code, ring }) => {
  const d = pathOf(simplifyRing(ring));
  // Laid out as Biome formats it, so regenerating leaves a clean diff.
  return `  {\n    key: '${key}',\n    code: ${code},\n    d: '${d}',\n  },`;
});

const out = `// Generated by scripts/generate-map-paths.mjs from reference-data/voivodeships.geojson. Do not edit.
// Borders: Źródło: PRG, GUGiK. Derived from ppatrzyk/polska-geojson, MIT licence, © 2019 Piotr Patrzyk.
import type { VoivodeshipCode, VoivodeshipKey } from '@estate/domain/voivodeships';

/**
 * x = (lng - originLng) * lngScale * unitsPerDegree, y = (originLat - lat) * unitsPerDegree:
 * equirectangular, longitudes shortened by cos(52°).
 */
export const MAP_PROJECTION = {
${Object.entries(projection)
  .map(([name, value]) => `  ${name}: ${value},`)
  .join('\n')}
} as const;

/** The SVG viewBox is 0 0 width height. */
export const MAP_VIEWBOX = { width: ${WIDTH}, height: ${HEIGHT} } as const;

export interface VoivodeshipPath {
  key: VoivodeshipKey;
  code: VoivodeshipCode;
  /** One closed ring: 'M x y' then relative line-tos, whole viewBox units. */
  d: string;
}

export const VOIVODESHIP_PATHS: readonly VoivodeshipPath[] = [
${rows.join('\n')}
];
`;
fs.writeFileSync(target, out);
const bytes = rows.reduce((sum, row) => sum + row.length, 0);
console.log(
  `voivodeship-paths.ts: ${features.length} outlines, ${bytes} bytes of paths, viewBox ${WIDTH}x${HEIGHT}`,
);
