import { type DrawnArea, offerInArea } from '@estate/domain/drawn-area';
import { beforeAll, describe, expect, it } from 'vitest';
import { mapCellKey } from '../repositories/map-cell-repository';
import { offerConditions } from '../repositories/offer-conditions';
import { insertOffer } from '../testing/offer-factory';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

/**
 * An area drawn on the map (issue 36): the list, its count, the map's clusters at every zoom and the
 * static markers hold the same offers, the ones the domain's `offerInArea` holds, on both databases.
 */

/** A hand-drawn outline around Kraków with a notch cut into its east side (Nowa Huta left out). */
const KRAKOW: DrawnArea = {
  kind: 'polygon',
  points: [
    [50.14, 19.78],
    [50.14, 20.12],
    [50.1, 20.12],
    [50.06, 19.99],
    [50.02, 20.12],
    [49.98, 20.12],
    [49.98, 19.78],
  ],
};
/**
 * The largest outline a visitor can draw, 20 corners over southern Poland (the benchmark's): the
 * SQL splits its edges by latitude (`polygonEdgeTree`), several levels deep.
 */
const SOUTH: DrawnArea = {
  kind: 'polygon',
  points: Array.from({ length: 20 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 20;
    return [
      Math.round((50.6 + 1.4 * Math.sin(angle)) * 1e5) / 1e5,
      Math.round((19.5 + 4 * Math.cos(angle)) * 1e5) / 1e5,
    ];
  }),
};
const CIRCLE: DrawnArea = { kind: 'circle', lat: 50.06143, lng: 19.93658, radiusKm: 8 };

const POLAND = { south: 49, west: 14.1, north: 54.9, east: 24.2 };
const AROUND_KRAKOW = { south: 49.9, west: 19.6, north: 50.2, east: 20.3 };

interface Point {
  id: number;
  lat: number;
  lng: number;
  type_classified: number;
}

describe.each(testDialects())('a drawn area on %s', (dialect) => {
  // The demo seed (300 offers over Poland, Kraków among the largest towns) and a few placed here.
  const ctx = useTestApp(dialect);
  let publicOffers: Point[] = [];
  const placed: Record<string, number> = {};

  beforeAll(async () => {
    const db = ctx.database.db;
    const at = (lat: number, lng: number, type = 1) =>
      insertOffer(db, { lat, lng, voivodeship: 12, town: 'Kraków', type_classified: type });
    placed.oldTown = await at(50.0614, 19.9366);
    // Inside the outline's box, in its notch: only the exact test leaves it out.
    placed.notch = await at(50.06, 20.08);
    // On the southern edge (inside by the even-odd rule's convention), on the northern (outside).
    placed.southEdge = await at(49.98, 19.9);
    placed.northEdge = await at(50.14, 19.9);
    // At the notch's tip's latitude, west of it: one crossing, not two.
    placed.vertexLatitude = await at(50.06, 19.95, 2);
    publicOffers = await db
      .selectFrom('offers')
      .where((eb) => offerConditions(eb, {}))
      .select(['id', 'lat', 'lng', 'type_classified'])
      .execute();
  });

  const inside = (area: DrawnArea, type?: number) =>
    publicOffers
      .filter((offer) => offerInArea(offer, area) && (type === undefined || offer.type_classified === type))
      .map((offer) => offer.id)
      .sort((a, b) => a - b);

  async function listIds(body: object): Promise<{ ids: number[]; total: number }> {
    const ids: number[] = [];
    let total = 0;
    for (let page = 1; ; page += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/classified',
        payload: { ...body, itemsPerPage: 60, currentPage: page },
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as { data: { id: number }[]; meta: { total: number; pages: number } };
      ids.push(...answer.data.map((offer) => offer.id));
      total = answer.meta.total;
      if (page >= answer.meta.pages) break;
    }
    return { ids: ids.sort((a, b) => a - b), total };
  }

  async function map(body: object): Promise<{ total: number; clusters: { count: number }[] }> {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/classified/map', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  it('the domain’s test holds the offers the outline was drawn around', () => {
    const ids = inside(KRAKOW);
    expect(ids).toEqual(expect.arrayContaining([placed.oldTown, placed.southEdge, placed.vertexLatitude]));
    expect(ids).not.toContain(placed.notch);
    expect(ids).not.toContain(placed.northEdge);
    // The seed has offers in Kraków too (more than the three placed inside), and offers elsewhere.
    expect(ids.length).toBeGreaterThan(3);
    expect(ids.length).toBeLessThan(publicOffers.length / 2);
  });

  it.each([
    ['a polygon', KRAKOW],
    ['a polygon of 20 corners', SOUTH],
    ['a circle', CIRCLE],
  ])(
    'gives the same offers on the list, its count, the map’s clusters and markers: %s',
    async (_name, area) => {
      const expected = inside(area);
      const list = await listIds({ drawnArea: area });
      expect(list.ids).toEqual(expected);
      expect(list.total).toBe(expected.length);
      // Around Kraków the map shows the whole of the town-sized areas only.
      const views = [
        [POLAND, 6],
        [POLAND, 7],
        [AROUND_KRAKOW, 10],
        [AROUND_KRAKOW, 13],
      ] as const;
      for (const [bbox, zoom] of area === SOUTH ? views.slice(0, 2) : views) {
        const grid = await map({ drawnArea: area, bbox, zoom });
        expect(grid.total, `zoom ${zoom}`).toBe(expected.length);
        expect(grid.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(expected.length);
      }
      const markers = await map({ drawnArea: area });
      expect(markers.total).toBe(expected.length);
    },
  );

  it('combines with the other filters', async () => {
    const expected = inside(KRAKOW, 1);
    expect(expected.length).toBeLessThan(inside(KRAKOW).length);
    const list = await listIds({ drawnArea: KRAKOW, typeClassified: 1 });
    expect(list.ids).toEqual(expected);
    const grid = await map({ drawnArea: KRAKOW, typeClassified: 1, bbox: POLAND, zoom: 6 });
    expect(grid.total).toBe(expected.length);
  });

  it('sends a kept zoom with an area to the offers, not to the kept cells', () => {
    expect(mapCellKey(ctx.database.db, { typeClassified: 1 })).not.toBeNull();
    expect(mapCellKey(ctx.database.db, { typeClassified: 1, drawnArea: KRAKOW })).toBeNull();
  });

  it.each([
    [
      'two vertices',
      {
        kind: 'polygon',
        points: [
          [50, 19.9],
          [50.1, 20],
        ],
      },
    ],
    [
      'a flat outline',
      {
        kind: 'polygon',
        points: [
          [50, 19.9],
          [50, 19.9],
          [50, 19.9],
        ],
      },
    ],
    ['no radius', { kind: 'circle', lat: 50, lng: 19.9 }],
    ['an unknown kind', { kind: 'square', lat: 50, lng: 19.9 }],
  ])('refuses %s', async (_name, drawnArea) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/classified', payload: { drawnArea } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});
