import { describe, expect, it } from 'vitest';
import {
  type AreaPoint,
  type DrawnArea,
  formatArea,
  MAX_AREA_VERTICES,
  offerInArea,
  parseArea,
  polygonEdges,
  polygonEdgeTree,
  roundArea,
  treeCrossings,
} from './drawn-area';
import { encodeFilterPath } from './filter-path';
import { decodeListPath, listApiFilter } from './filter-path-decode';
import { offerFilterSchema } from './offer-filters';
import { matchRoute } from './routes';

/** A hand-drawn outline around Kraków (the Old Town is at 50.0614, 19.9366). */
const KRAKOW: DrawnArea = {
  kind: 'polygon',
  points: [
    [50.1271, 19.7923],
    [50.1302, 20.0555],
    [50.0413, 20.1402],
    [49.9712, 19.9487],
    [50.0136, 19.8011],
  ],
};

describe('the drawn area in the path', () => {
  it('writes a polygon short and URL-safe, and reads it back exactly', () => {
    const text = formatArea(KRAKOW);
    expect(text).toMatch(/^p[0-9a-z.-]+$/);
    expect(text.length).toBeLessThan(60);
    expect(encodeURIComponent(text)).toBe(text);
    expect(parseArea(text)).toEqual(KRAKOW);
  });

  it('rounds to 1e-5 degrees and 100 m, so the value read back is the value written', () => {
    const drawn: DrawnArea = {
      kind: 'polygon',
      points: [
        [50.123456789, 19.987654321],
        [50.2, 20.1],
        [49.9, 20.2],
      ],
    };
    const read = parseArea(formatArea(drawn));
    expect(read).toEqual(roundArea(drawn));
    expect(read?.kind === 'polygon' && read.points[0]).toEqual([50.12346, 19.98765]);
    const circle: DrawnArea = { kind: 'circle', lat: 50.06143, lng: 19.93658, radiusKm: 10.04 };
    expect(parseArea(formatArea(circle))).toEqual({ ...circle, radiusKm: 10 });
    expect(formatArea(circle)).toMatch(/^c[0-9a-z.-]+$/);
  });

  it('writes negative coordinates and changes', () => {
    const area: DrawnArea = {
      kind: 'polygon',
      points: [
        [-33.9, -70.7],
        [-33.3, -70.6],
        [-33.5, -70.2],
      ],
    };
    expect(parseArea(formatArea(area))).toEqual(area);
  });

  it.each([
    ['empty', ''],
    ['unknown kind', 'x1.2.3'],
    ['two points', 'p255s.aa.1.1'],
    ['odd count', 'p255s.aa.1.1.2'],
    ['capital letters', 'P255s.aa.1.1.2.3'],
    ['not base 36', 'p255s.aa.1.1.2.%'],
    ['too long a number', 'p123456789.1.1.1.2.3'],
    ['empty number', 'p1..1.1.2.3'],
    ['a flat outline', 'p0.0.1.1.1.1'],
    ['latitude past 90', `p${(9_100_000).toString(36)}.0.1.1.1.0`],
    ['circle without radius', 'c255s.aa'],
    ['radius 0', 'c255s.aa.0'],
    ['radius past 500 km', `c255s.aa.${(5001).toString(36)}`],
  ])('refuses %s', (_name, text) => {
    expect(parseArea(text)).toBeUndefined();
  });

  it(`takes at most ${MAX_AREA_VERTICES} vertices`, () => {
    const ring = (n: number): DrawnArea => ({
      kind: 'polygon',
      points: Array.from(
        { length: n },
        (_, i): AreaPoint => [
          50 + Math.sin((2 * Math.PI * i) / n) / 10,
          20 + Math.cos((2 * Math.PI * i) / n) / 10,
        ],
      ),
    });
    expect(parseArea(formatArea(ring(MAX_AREA_VERTICES)))).toBeDefined();
    expect(parseArea(formatArea(ring(MAX_AREA_VERTICES + 1)))).toBeUndefined();
  });

  it('travels in the list path: after the filters, the page 404s on junk', () => {
    const path = encodeFilterPath(
      'sprzedaz',
      { voivodeship: 'malopolskie', filters: { typeProperty: 3 }, area: formatArea(KRAKOW), page: 2 },
      'en',
    );
    expect(path).toBe(`/en/sprzedaz/malopolskie/f/typeProperty=3;drawnArea=${formatArea(KRAKOW)};page=2`);
    const match = matchRoute(path);
    if (!match) throw new Error('no route');
    const state = decodeListPath(match.params);
    expect(state.area).toEqual(formatArea(KRAKOW));
    expect(state.malformedArea).toBeUndefined();
    const body = listApiFilter('sprzedaz', state);
    expect(body.drawnArea).toEqual(KRAKOW);
    // The API's schema takes what the path gave.
    expect(offerFilterSchema.safeParse(body).success).toBe(true);

    const junk = decodeListPath({ filters: 'typeProperty=3;drawnArea=p1.2' });
    expect(junk.malformedArea).toBe(true);
    expect(junk.area).toBeUndefined();
  });

  it('is refused by the API schema when malformed', () => {
    const flat = {
      kind: 'polygon',
      points: [
        [50, 20],
        [50, 20],
        [50, 20],
      ],
    };
    expect(offerFilterSchema.safeParse({ drawnArea: flat }).success).toBe(false);
    expect(
      offerFilterSchema.safeParse({ drawnArea: { kind: 'circle', lat: 50, lng: 20, radiusKm: 0 } }).success,
    ).toBe(false);
    expect(
      offerFilterSchema.safeParse({ drawnArea: { kind: 'circle', lat: 50, lng: 20, radiusKm: 5 } }).success,
    ).toBe(true);
  });
});

describe('offerInArea', () => {
  it('holds Kraków and not Warsaw or Wieliczka’s far side', () => {
    expect(offerInArea({ lat: 50.0614, lng: 19.9366 }, KRAKOW)).toBe(true);
    expect(offerInArea({ lat: 52.2297, lng: 21.0122 }, KRAKOW)).toBe(false);
    expect(offerInArea({ lat: 49.98, lng: 20.12 }, KRAKOW)).toBe(false);
  });

  it('follows the even-odd rule in a concave outline', () => {
    // A 'C' opening to the east: its mouth is outside.
    const c: DrawnArea = {
      kind: 'polygon',
      points: [
        [0, 0],
        [0, 3],
        [1, 3],
        [1, 1],
        [2, 1],
        [2, 3],
        [3, 3],
        [3, 0],
      ],
    };
    expect(offerInArea({ lat: 0.5, lng: 2 }, c)).toBe(true);
    expect(offerInArea({ lat: 1.5, lng: 2 }, c)).toBe(false);
    expect(offerInArea({ lat: 1.5, lng: 0.5 }, c)).toBe(true);
    // A vertex's latitude: counted once, not twice.
    expect(offerInArea({ lat: 1, lng: 0.5 }, c)).toBe(true);
  });

  it('gives a point on a shared edge to one of two neighbours only', () => {
    const west: DrawnArea = {
      kind: 'polygon',
      points: [
        [0, 0],
        [0, 1],
        [1, 1],
        [1, 0],
      ],
    };
    const east: DrawnArea = {
      kind: 'polygon',
      points: [
        [0, 1],
        [0, 2],
        [1, 2],
        [1, 1],
      ],
    };
    const onEdge = { lat: 0.5, lng: 1 };
    expect([offerInArea(onEdge, west), offerInArea(onEdge, east)].filter(Boolean)).toHaveLength(1);
  });

  it('measures a circle in km', () => {
    const circle: DrawnArea = { kind: 'circle', lat: 50.06143, lng: 19.93658, radiusKm: 10 };
    // 9 km north and 11 km north.
    expect(offerInArea({ lat: 50.06143 + 9 / 111.32, lng: 19.93658 }, circle)).toBe(true);
    expect(offerInArea({ lat: 50.06143 + 11 / 111.32, lng: 19.93658 }, circle)).toBe(false);
    // Wieliczka, about 13 km south-east.
    expect(offerInArea({ lat: 49.987, lng: 20.0647 }, circle)).toBe(false);
  });
});

describe('the edges split by latitude (the SQL of a polygon)', () => {
  /** A seeded generator, so a failure names the same points every run. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
  }
  /** The benchmark's 20 corners over southern Poland, a concave 'C', a star and Kraków. */
  const outlines: AreaPoint[][] = [
    Array.from({ length: 20 }, (_, i): AreaPoint => {
      const angle = (2 * Math.PI * i) / 20;
      return [
        Math.round((50.6 + 1.4 * Math.sin(angle)) * 1e5) / 1e5,
        Math.round((19.5 + 4 * Math.cos(angle)) * 1e5) / 1e5,
      ];
    }),
    [
      [0, 0],
      [0, 3],
      [1, 3],
      [1, 1],
      [2, 1],
      [2, 3],
      [3, 3],
      [3, 0],
    ],
    Array.from({ length: 20 }, (_, i): AreaPoint => {
      const angle = (2 * Math.PI * i) / 20;
      const radius = i % 2 === 0 ? 1 : 0.3;
      return [50 + radius * Math.sin(angle), 20 + radius * Math.cos(angle)];
    }),
    KRAKOW.kind === 'polygon' ? KRAKOW.points : [],
  ];

  it('counts the crossings of the flat list of edges exactly, on vertices and edges too', () => {
    const next = random(36);
    for (const points of outlines) {
      const edges = polygonEdges(points);
      const tree = polygonEdgeTree(edges);
      const flat = (lat: number, lng: number) =>
        edges.filter(
          (edge) =>
            lat >= edge.latFrom && lat < edge.latTo && lng < edge.lng0 + (lat - edge.lat0) * edge.slope,
        ).length;
      const lats = points.map(([lat]) => lat);
      const lngs = points.map(([, lng]) => lng);
      const [south, north, west, east] = [
        Math.min(...lats),
        Math.max(...lats),
        Math.min(...lngs),
        Math.max(...lngs),
      ];
      const probes: AreaPoint[] = [...points];
      // Every corner's latitude (where the halves meet) at random longitudes, and points at random.
      for (const [lat] of points) probes.push([lat, west + (east - west) * next()]);
      for (let i = 0; i < 2000; i += 1) {
        probes.push([
          south - 0.1 + (north - south + 0.2) * next(),
          west - 0.1 + (east - west + 0.2) * next(),
        ]);
      }
      // Points on the edges themselves.
      for (const edge of edges)
        probes.push([edge.latFrom, edge.lng0 + (edge.latFrom - edge.lat0) * edge.slope]);
      for (const [lat, lng] of probes) expect(treeCrossings(tree, lat, lng)).toBe(flat(lat, lng));
    }
  });

  it('leaves each row about two edges of a hand-drawn outline', () => {
    const tree = polygonEdgeTree(polygonEdges(outlines[0] as AreaPoint[]));
    const leaves: { edges: number; depth: number }[] = [];
    const walk = (node: typeof tree, depth: number) => {
      if ('edges' in node) leaves.push({ edges: node.edges.length, depth });
      else {
        walk(node.below, depth + 1);
        walk(node.above, depth + 1);
      }
    };
    walk(tree, 0);
    expect(Math.max(...leaves.map((leaf) => leaf.edges))).toBeLessThanOrEqual(2);
    expect(Math.max(...leaves.map((leaf) => leaf.depth))).toBeLessThanOrEqual(5);
  });
});
