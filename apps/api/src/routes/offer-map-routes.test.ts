import { STATIC_CLUSTERS } from '@estate/domain/map-clusters';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOfferFixtures } from '../testing/offer-fixtures';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

const POLAND = { south: 49, west: 14, north: 55, east: 24.2 };

describe.each(testDialects())('POST /api/classified/map on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  beforeAll(async () => {
    await insertOfferFixtures(ctx.database.db);
  });

  async function map(payload: object) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/classified/map', payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  it('counts offers on the 32 static markers: towns and the rest of each voivodeship', async () => {
    const data = await map({});
    expect(data.kind).toBe('static');
    expect(data.clusters).toHaveLength(STATIC_CLUSTERS.length);
    const count = (label: string) => data.clusters.find((c: { label: string }) => c.label === label)?.count;
    expect(count('Warszawa')).toBe(2); // A and C; G is unpublished
    expect(count('Kraków')).toBe(2);
    expect(count('Łódź')).toBe(1);
    expect(data.total).toBe(8);
  });

  it('applies the filters to the static counts', async () => {
    const data = await map({ typeClassified: 2, lang: 'en' });
    expect(data.total).toBe(4);
    expect(data.clusters.find((c: { label: string }) => c.label === 'Kraków')?.count).toBe(0);
    expect(data.clusters.some((c: { label: string }) => c.label === 'Lesser Poland')).toBe(true);
  });

  it('clusters a visible area on the server and carries single offers for popups', async () => {
    const wide = await map({ bbox: POLAND, zoom: 5 });
    expect(wide.kind).toBe('grid');
    expect(wide.total).toBe(8);
    const close = await map({ bbox: { south: 52.1, west: 20.8, north: 52.4, east: 21.2 }, zoom: 12 });
    expect(close.total).toBe(2);
    expect(close.clusters).toHaveLength(2);
    for (const cluster of close.clusters) {
      expect(cluster.count).toBe(1);
      expect(cluster.offer.tipi).toMatch(/^[AC]$/);
    }
  });

  it('merges nearby offers into one cluster when zoomed out', async () => {
    const out = await map({ bbox: { south: 49.5, west: 19.5, north: 50.5, east: 20.5 }, zoom: 4 });
    expect(out.clusters).toEqual([expect.objectContaining({ count: 2, offer: null })]);
  });

  it.each([
    ['a box with north below south', { bbox: { south: 54, west: 14, north: 50, east: 24 }, zoom: 6 }],
    ['zoom 30', { bbox: POLAND, zoom: 30 }],
    ['latitude 100', { bbox: { south: 49, west: 14, north: 100, east: 24 } }],
  ])('rejects %s', async (_name, payload) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/classified/map', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});
