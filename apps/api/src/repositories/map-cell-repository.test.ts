import type { OfferEditorInput } from '@estate/domain/offer-editor';
import type { OfferFilter } from '@estate/domain/offer-filters';
import { describe, expect, it } from 'vitest';
import { mapCellsJob } from '../jobs/map-cells-job';
import { allMapCells, expectCellsAsRebuilt } from '../testing/map-cell-checks';
import { offerEditorForm } from '../testing/offer-editor-form';
import { testPublicationLoop } from '../testing/publication-loops';
import { createSignedInStaff, fromSite, type TestStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { mapCellKey, readMapCells } from './map-cell-repository';
import { type BoundingBox, cellRangeOf, type GridCell, KEPT_ZOOMS } from './map-grid';
import { liveGridClusters } from './offer-map-repository';

const POLAND = { south: 49, west: 14.1, north: 54.9, east: 24.2 };
const BOXES: Record<string, BoundingBox> = {
  Poland: POLAND,
  Mazowieckie: { south: 51.0, west: 19.2, north: 53.5, east: 23.2 },
  Warsaw: { south: 52.1, west: 20.85, north: 52.37, east: 21.25 },
  'central Kraków': { south: 50.03, west: 19.88, north: 50.09, east: 20.0 },
};

/** Filters with only the cells' dimensions, as the site's maps send them (flags at 0 included). */
const CELL_FILTERS: Partial<OfferFilter>[] = [
  {},
  { typeClassified: 1 },
  { typeClassified: 2 },
  { typeClassified: 1, typeProperty: 3 },
  { typeProperty: 2 },
  { typeClassified: 1, localizationVoivodeship: 14, isSpecialOffer: 0 },
  { localizationVoivodeship: 12, isNew: 0, mpzp: 0 },
];

/** Positions: the cells sum millionths of a degree, the live query averages doubles. */
const POSITION_EPSILON = 1e-6;

function expectSameClusters(kept: GridCell[], live: GridCell[]): void {
  expect(kept.map((c) => [c.count, c.offerId])).toEqual(live.map((c) => [c.count, c.offerId]));
  kept.forEach((cell, i) => {
    expect(Math.abs(cell.lat - (live[i]?.lat ?? Number.NaN))).toBeLessThanOrEqual(POSITION_EPSILON);
    expect(Math.abs(cell.lng - (live[i]?.lng ?? Number.NaN))).toBeLessThanOrEqual(POSITION_EPSILON);
  });
}

describe.each(testDialects())('the map’s kept cells on %s', (dialect) => {
  // The demo seed: 300 offers over Poland, some not public.
  const ctx = useTestApp(dialect);

  it('are filled by the seed exactly as a rebuild derives them', async () => {
    const cells = await allMapCells(ctx.database.db);
    expect(new Set(cells.map((cell) => cell.zoom))).toEqual(new Set(KEPT_ZOOMS));
    await expectCellsAsRebuilt(ctx.database.db);
  });

  it('answer every kept zoom and filter of their dimensions as the live query does', async () => {
    const { db } = ctx.database;
    let singles = 0;
    let clusters = 0;
    for (const filter of CELL_FILTERS) {
      const key = mapCellKey(db, filter);
      expect(key, JSON.stringify(filter)).not.toBeNull();
      for (const box of Object.values(BOXES)) {
        for (const zoom of KEPT_ZOOMS) {
          const range = cellRangeOf(box, zoom);
          const kept = await readMapCells(db, key ?? {}, range);
          expectSameClusters(kept, await liveGridClusters(db, filter, range));
          singles += kept.filter((cell) => cell.offerId !== null).length;
          clusters += kept.filter((cell) => cell.count > 1).length;
        }
      }
    }
    // Both kinds were compared: single offers (the popup's) and clusters of several.
    expect(singles).toBeGreaterThan(50);
    expect(clusters).toBeGreaterThan(50);
  });

  it('take only filters whose conditions are their dimensions alone', () => {
    const { db } = ctx.database;
    expect(mapCellKey(db, { typeClassified: 1, isNew: 0 })).toEqual({ typeClassified: 1 });
    expect(mapCellKey(db, { typeClassified: 1, isNew: 1 })).toBeNull();
    expect(mapCellKey(db, { 'price[gte]': 100 })).toBeNull();
    expect(mapCellKey(db, { localizationVoivodeship: 12, localizationTown: 'Kraków' })).toBeNull();
    // The rent list's office type adds an area condition (SPEC §7).
    expect(mapCellKey(db, { typeClassified: 2, typeProperty: 1, 'areaRentalOffice[gte]': 1 })).toBeNull();
    expect(mapCellKey(db, { geolocation: { lat: 52, lng: 21, radius: 10 } })).toBeNull();
  });

  it('are what the route answers at kept zooms for their filters, the offers otherwise; the daily job rebuilds them', async () => {
    const { db } = ctx.database;
    const total = async (body: object) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/classified/map', payload: body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.total as number;
    };
    const bodies = {
      all: { bbox: POLAND, zoom: 6 },
      sale: { typeClassified: 1, bbox: POLAND, zoom: 6 },
      rent: { typeClassified: 2, bbox: POLAND, zoom: 6 },
      newSale: { typeClassified: 1, isNew: 1, bbox: POLAND, zoom: 6 },
      fine: { bbox: POLAND, zoom: 13 },
    };
    const before = Object.fromEntries(
      await Promise.all(Object.entries(bodies).map(async ([name, body]) => [name, await total(body)])),
    );
    // A cell no offer is in, which only the kept cells know of.
    await db
      .insertInto('map_cells')
      .values({
        zoom: 6,
        cell_row: 101,
        cell_col: 142,
        type_classified: 1,
        type_property: 3,
        voivodeship: 14,
        offer_count: 1000,
        lat_e6_sum: 52_000_000_000,
        lng_e6_sum: 21_000_000_000,
        id_sum: 1,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['zoom', 'cell_row', 'cell_col', 'type_classified', 'type_property', 'voivodeship'])
          .doUpdateSet((eb) => ({ offer_count: eb('map_cells.offer_count', '+', 1000) })),
      )
      .execute();
    try {
      expect(await total(bodies.all)).toBe(before.all + 1000);
      expect(await total(bodies.sale)).toBe(before.sale + 1000);
      expect(await total(bodies.rent)).toBe(before.rent);
      expect(await total(bodies.newSale)).toBe(before.newSale);
      expect(await total(bodies.fine)).toBe(before.fine);
    } finally {
      // The daily job puts right what was written around the write path.
      expect(await mapCellsJob(ctx.database).run(new Date())).toEqual({ cells: expect.any(Number) });
    }
    expect(await total(bodies.all)).toBe(before.all);
    expect(await total(bodies.sale)).toBe(before.sale);
  });

  describe('kept by every write', () => {
    let editor: TestStaff;
    const send = async (method: 'POST' | 'PUT', url: string, payload: object, headers = {}) => {
      editor ??= await createSignedInStaff(ctx, 'editor');
      const res = await ctx.app.inject({
        method,
        url,
        payload,
        headers: { ...fromSite(ctx.config, editor.cookie), ...headers },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data;
    };
    const create = async (form = offerEditorForm()) =>
      (await send('POST', '/api/back-office/offers', form)).id as number;
    const publication = (id: number, body: object) =>
      send('POST', `/api/back-office/offers/${id}/publication`, body);
    const save = async (id: number, form: OfferEditorInput) => {
      const opened = await ctx.app.inject({
        method: 'GET',
        url: `/api/back-office/offers/${id}`,
        headers: fromSite(ctx.config, editor.cookie),
      });
      return send('PUT', `/api/back-office/offers/${id}`, form, { 'if-match': opened.headers.etag });
    };
    const polandTotal = async () => {
      const range = cellRangeOf(POLAND, 6);
      return (await readMapCells(ctx.database.db, {}, range)).reduce((sum, cell) => sum + cell.count, 0);
    };

    it('creating, publishing, moving, changing type or voivodeship, and taking down', async () => {
      const { db } = ctx.database;
      const total = await polandTotal();
      const remote = { lat: 49.106, lng: 22.651, voivodeship: 18, town: 'Ustrzyki Dolne' };
      const id = await create(offerEditorForm(remote));
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total);

      await publication(id, { action: 'publish' });
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total + 1);
      // Alone in its cell at zoom 12: the cells name it for the popup.
      const there = cellRangeOf(
        { south: remote.lat, west: remote.lng, north: remote.lat, east: remote.lng },
        12,
      );
      const own = await readMapCells(db, {}, there);
      expect(own.map((cell) => cell.offerId)).toEqual([id]);

      // Moved to Zakopane, in another voivodeship.
      await save(id, offerEditorForm({ lat: 49.3, lng: 19.95, voivodeship: 12, town: 'Zakopane' }));
      await expectCellsAsRebuilt(db);
      expect(await readMapCells(db, {}, there)).toEqual([]);

      await save(
        id,
        offerEditorForm({ lat: 49.3, lng: 19.95, voivodeship: 12, town: 'Zakopane', typeClassified: 2 }),
      );
      await expectCellsAsRebuilt(db);
      await save(
        id,
        offerEditorForm({
          lat: 49.3,
          lng: 19.95,
          voivodeship: 12,
          town: 'Zakopane',
          typeClassified: 2,
          typeProperty: 5,
        }),
      );
      await expectCellsAsRebuilt(db);
      // A change the map does not show (the price) leaves the cells as they were.
      const cells = await allMapCells(db);
      await save(
        id,
        offerEditorForm({
          lat: 49.3,
          lng: 19.95,
          voivodeship: 12,
          town: 'Zakopane',
          typeClassified: 2,
          typeProperty: 5,
          price: 200_000_000,
        }),
      );
      expect(await allMapCells(db)).toEqual(cells);

      await publication(id, { action: 'unpublish' });
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total);
      // A draft edited unseen stays out of the cells.
      await save(id, offerEditorForm({ lat: 52.2, lng: 21.0 }));
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total);
    });

    it('the publication loop’s scheduled publication', async () => {
      const { db } = ctx.database;
      const total = await polandTotal();
      const id = await create(offerEditorForm({ lat: 50.06, lng: 19.94, voivodeship: 12, town: 'Kraków' }));
      const at = new Date(Date.now() + 60 * 60_000);
      await publication(id, { action: 'schedule', at: at.toISOString().replace('Z', '+00:00') });
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total);
      const loop = testPublicationLoop(ctx.database, { now: () => new Date(at.getTime() + 1_000) });
      await loop.tick();
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total + 1);
      // A second pass (another process's) finds nothing due and changes nothing.
      const cells = await allMapCells(db);
      await loop.tick();
      expect(await allMapCells(db)).toEqual(cells);
    });

    it('the offers’ kind (decision 052): publication, a working copy moving the offer only once published, the loop’s copy, taking down', async () => {
      const { db } = ctx.database;
      const total = await polandTotal();
      const path = '/api/back-office/kinds/offers';
      const kindCall = async (method: 'POST' | 'PUT', url: string, payload: object, version?: number) => {
        const res = await ctx.app.inject({
          method,
          url,
          payload,
          headers: {
            ...fromSite(ctx.config, editor.cookie),
            ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
          },
        });
        expect(res.statusCode, res.body).toBeLessThan(300);
        return res.json().data as { key: string; version: number };
      };
      editor ??= await createSignedInStaff(ctx, 'editor');
      const gdansk = { lat: 54.35, lng: 18.65, voivodeship: 22, town: 'Gdańsk' };
      const krakow = { lat: 50.06, lng: 19.94, voivodeship: 12, town: 'Kraków' };
      const made = await kindCall('POST', path, offerEditorForm(gdansk));
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total);
      const published = await kindCall('POST', `${path}/${made.key}/publication`, { action: 'publish' }, 1);
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total + 1);

      // Moved in its working copy: the cells stay until "publish changes", then follow.
      const cells = await allMapCells(db);
      const copy = await kindCall('PUT', `${path}/${made.key}`, offerEditorForm(krakow), published.version);
      expect(await allMapCells(db)).toEqual(cells);
      const at = new Date(Date.now() + 60 * 60_000);
      const scheduled = await kindCall(
        'POST',
        `${path}/${made.key}/publication`,
        { action: 'schedule', at: at.toISOString() },
        copy.version,
      );
      const loop = testPublicationLoop(ctx.database, { now: () => new Date(at.getTime() + 1_000) });
      await loop.tick();
      // Moved now: the kept cells are again what a rebuild derives from the offers.
      expect(await allMapCells(db)).not.toEqual(cells);
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total + 1);

      await kindCall('POST', `${path}/${made.key}/publication`, { action: 'unpublish' }, scheduled.version);
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total);
    });

    it('bulk publication and taking down', async () => {
      const { db } = ctx.database;
      const total = await polandTotal();
      const ids = [
        await create(offerEditorForm({ lat: 51.11, lng: 17.03, voivodeship: 2, town: 'Wrocław' })),
        await create(
          offerEditorForm({ lat: 51.11, lng: 17.031, voivodeship: 2, town: 'Wrocław', typeClassified: 2 }),
        ),
      ];
      await send('POST', '/api/back-office/offers/bulk', { action: 'publish', ids });
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total + 2);
      await send('POST', '/api/back-office/offers/bulk', { action: 'unpublish', ids });
      await expectCellsAsRebuilt(db);
      expect(await polandTotal()).toBe(total);
    });
  });
});
