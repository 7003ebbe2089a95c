import { singleResponseSchema } from '@estate/domain/api/response-envelopes';
import type { Language } from '@estate/domain/language';
import { listVariantFilter, type OfferFilterBody, offerFilterSchema } from '@estate/domain/offer-filters';
import { offerDetailSchema } from '@estate/domain/offer-types';
import { polishSortKey } from '@estate/domain/polish-sort-key';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOffers, type OfferInsert } from '../db/offer-writes';
import { kindEditPublished } from '../kinds/testing/kind-calls';
import {
  findOfferById,
  findOfferParts,
  findOffers,
  findOfferTexts,
  findPhotos,
} from '../repositories/offer-repository';
import { toOfferDetail, toOfferExtras } from '../services/offer-mapper';
import { insertOffer } from '../testing/offer-factory';
import { insertOfferFixtures, PLN } from '../testing/offer-fixtures';
import { secondApiProcess } from '../testing/second-api-process';
import { createSignedInStaff, fromSite, insertAgentCardFor, type TestStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

describe.each(testDialects())('offer endpoints on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    Object.assign(ids, await insertOfferFixtures(ctx.database.db));
  });

  async function list(body: OfferFilterBody & { lang?: string }) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/classified',
      payload: { itemsPerPage: 60, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Array<{ tipi: string; title: string }>; meta: Record<string, number> };
  }
  const tipis = async (body: OfferFilterBody) => (await list(body)).data.map((o) => o.tipi).sort();

  it.each<[string, OfferFilterBody, string[]]>([
    ['no filter: every published offer', {}, ['A', 'B', 'C', 'D', 'E', 'F', 'H', 'I']],
    ['typeClassified 1 (sale)', { typeClassified: 1 }, ['A', 'B', 'H', 'I']],
    ['typeClassified 2 (rent)', { typeClassified: 2 }, ['C', 'D', 'E', 'F']],
    ['typeProperty 2 (land)', { typeProperty: 2 }, ['B', 'I']],
    ['voivodeship 12 (małopolskie)', { localizationVoivodeship: 12 }, ['B', 'I']],
    ['town by name', { localizationTown: 'Kraków' }, ['B', 'I']],
    ['town by slug', { localizationTown: 'lodz' }, ['D']],
    ['price[lte] applies to the discount price', { 'price[lte]': 260_000 * PLN, typeClassified: 1 }, ['B']],
    [
      'price[gte] and [lte] inclusive',
      { 'price[gte]': 1_000_000 * PLN, 'price[lte]': 5_000_000 * PLN },
      ['A', 'I'],
    ],
    ['areaGround[gte]', { 'areaGround[gte]': 1000 }, ['B']],
    ['areaBuilding range', { 'areaBuilding[gte]': 100, 'areaBuilding[lte]': 600 }, ['A']],
    ['areaRental[gte]', { 'areaRental[gte]': 200 }, ['C', 'D']],
    ['isNew 1', { isNew: 1 }, ['A']],
    ['isNew 0 is no restriction', { isNew: 0, typeClassified: 2 }, ['C', 'D', 'E', 'F']],
    ['isDiscount 1', { isDiscount: 1 }, ['B']],
    // I is the one bid offer, and sold: a list that advertises holds no sold offer (decision 045).
    ['isMakeOffer 1 (bid offer): not the sold one', { isMakeOffer: 1 }, []],
    ['isSold 1', { isSold: 1 }, ['I']],
    ['isInPreparation 1', { isInPreparation: 1 }, ['H']],
    ['isRecommended 1', { isRecommended: 1 }, ['C']],
    ['mpzp 1', { mpzp: 1 }, ['B']],
    ['classifiedId excludes one offer', { typeClassified: 1, classifiedId: 0 }, []],
    ['geolocation: 10 km around Warsaw', { geolocation: { lat: 52.23, lng: 21.01, radius: 10 } }, ['A', 'C']],
    [
      'geolocation: 150 km around Warsaw',
      { geolocation: { lat: 52.23, lng: 21.01, radius: 150 } },
      ['A', 'C', 'D'],
    ],
  ])('%s', async (_name, body, expected) => {
    if ('classifiedId' in body) {
      const all = await tipis({ typeClassified: 1 });
      const without = await tipis({ typeClassified: 1, classifiedId: ids.A });
      expect(without).toEqual(all.filter((t) => t !== 'A'));
      return;
    }
    expect(await tipis(body)).toEqual(expected);
  });

  it.each<[number, string]>([
    [1, 'C'],
    [4, 'D'],
    [7, 'F'],
    [8, 'E'],
  ])('rent list with typeProperty %i applies the rental-area rule of §7', async (typeProperty, tipi) => {
    const body = listVariantFilter('rent', { typeProperty: typeProperty as 1 });
    expect(await tipis({ ...body, itemsPerPage: 60 })).toEqual([tipi]);
  });

  it('rent area rule alone: at most 1 m² of each kind keeps only the "other" offer', async () => {
    expect(
      await tipis({
        typeClassified: 2,
        'areaRentalOffice[lte]': 1,
        'areaRentalWarehouse[lte]': 1,
        'areaRentalRetail[lte]': 1,
      }),
    ).toEqual(['E']);
  });

  // I is sold: after every available offer, whatever the order (decision 045).
  it.each<[string, string[]]>([
    ['price_asc', ['B', 'A', 'H', 'I']],
    ['price_desc', ['A', 'B', 'H', 'I']],
    ['area_desc', ['B', 'A', 'H', 'I']],
  ])('orders sales by %s (offers without a value last, the sold one after all)', async (order, expected) => {
    const { data } = await list({ typeClassified: 1, order: order as 'price_asc' });
    expect(data.map((o) => o.tipi)).toEqual(expected);
  });

  it('orders by views in the period for the most-viewed list', async () => {
    const { data } = await list(listVariantFilter('mostViewed'));
    expect(data.map((o) => o.tipi)).toEqual(['B', 'C', 'A']);
  });

  it('pages: total, pages and the slice of the requested page', async () => {
    const page1 = await list({ itemsPerPage: 3, currentPage: 1 });
    const page3 = await list({ itemsPerPage: 3, currentPage: 3 });
    expect(page1.meta).toEqual({ total: 8, page: 1, pages: 3, perPage: 3, totalCapped: false });
    expect(page1.data).toHaveLength(3);
    expect(page3.data).toHaveLength(2);
    const beyond = await list({ itemsPerPage: 3, currentPage: 9 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(8);
  });

  it('stops counting at the count limit and says more match, whatever the page', async () => {
    const filter = offerFilterSchema.parse({ itemsPerPage: 3, currentPage: 2 });
    const capped = await findOffers(ctx.database.db, filter, 5);
    expect(capped).toMatchObject({ total: 5, capped: true });
    expect(capped.rows).toHaveLength(3);
    expect(await findOffers(ctx.database.db, filter, 8)).toMatchObject({ total: 8, capped: false });
  });

  it('answers texts in the requested language', async () => {
    const pl = await list({ typeProperty: 3, lang: 'pl' });
    const en = await list({ typeProperty: 3, lang: 'en' });
    expect(pl.data[0]?.title).toMatch(/^Oferta testowa/);
    expect(en.data[0]?.title).toMatch(/^Test offer/);
  });

  it.each<[string, unknown, string, string]>([
    ['an unknown field', { colour: 'red' }, 'colour', 'unknown_field'],
    ['too many items per page', { itemsPerPage: 1000 }, 'itemsPerPage', 'invalid_value'],
    ['an unknown order', { order: 'cheapest' }, 'order', 'invalid_value'],
    ['typeClassified 3', { typeClassified: 3 }, 'typeClassified', 'invalid_value'],
    ['a text price', { 'price[gte]': 'abc' }, 'price[gte]', 'invalid_value'],
    ['page 0', { currentPage: 0 }, 'currentPage', 'invalid_value'],
    [
      'a radius across the world',
      { geolocation: { lat: 52, lng: 21, radius: 99_999 } },
      'geolocation.radius',
      'invalid_value',
    ],
  ])('rejects %s with 400 and a field code', async (_name, payload, field, code) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/classified', payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[field]).toBe(code);
  });

  it('rejects malformed JSON with bad_json and an oversized body with payload_too_large', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/classified',
      headers: { 'content-type': 'application/json' },
      payload: '{"typeClassified":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_json');
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/classified',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ localizationTown: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
  });

  it('serves one offer with photos, agent (without phone) and 404 for unpublished or unknown ids', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/classified/${ids.A}?lang=en` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ tipi: 'A', title: expect.stringMatching(/^Test offer/), isNew: 1 });
    expect(data.photos).toHaveLength(2);
    expect(data.photo).toEqual(data.photos[0]);
    expect(data.agent).toEqual({
      name: 'Anna Kowalska',
      job: 'Sales specialist',
      photo: null,
      email: 'anna@example.pl',
      // Whether there is a number to reveal, never the number.
      hasPhone: true,
    });
    expect(JSON.stringify(data)).not.toContain('600 100 200');

    for (const url of [`/api/classified/${ids.G}`, '/api/classified/999999']) {
      const missing = await ctx.app.inject({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('not_found');
    }
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/classified/abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('says which favourites are still published', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/classified/availability',
      payload: { ids: [ids.A, ids.G, 999_999] },
    });
    expect(answer.json().data).toEqual({ published: [ids.A] });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/classified/availability',
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('lists nearby offers nearest first without the offer itself', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/classified/nearby',
      payload: {
        geolocation: { lat: 52.23, lng: 21.01, radius: 150 },
        localizationTown: 'Warszawa',
        itemsPerPage: 4,
        currentPage: 1,
        classifiedId: ids.A,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((o: { tipi: string }) => o.tipi)).toEqual(['C', 'D']);
    // One a page: the first found in a small circle, the second only once the circle grows.
    const onePerPage = async (currentPage: number) => {
      const page = await ctx.app.inject({
        method: 'POST',
        url: '/api/classified/nearby',
        payload: {
          geolocation: { lat: 52.23, lng: 21.01, radius: 150 },
          itemsPerPage: 1,
          currentPage,
          classifiedId: ids.A,
        },
      });
      return page.json().data.map((o: { tipi: string }) => o.tipi);
    };
    expect([await onePerPage(1), await onePerPage(2), await onePerPage(3)]).toEqual([['C'], ['D'], []]);
    const noPoint = await ctx.app.inject({ method: 'POST', url: '/api/classified/nearby', payload: {} });
    expect(noPoint.statusCode).toBe(400);
  });

  it('reveals the phone and records the click', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stats/classified',
      payload: { classifiedId: ids.B },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { phone: '+48 600 100 200' } });
    const clicks = await ctx.database.db
      .selectFrom('phone_clicks')
      .select('offer_id')
      .where('offer_id', '=', ids.B ?? 0)
      .execute();
    expect(clicks).toHaveLength(1);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/stats/classified',
      payload: { classifiedId: ids.G },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

const FIXTURE_OFFER: OfferInsert = {
  tipi: 'T',
  title_pl: 'Działka',
  title_en: 'Plot',
  lead_pl: '',
  lead_en: '',
  description_pl: '',
  description_en: '',
  type_classified: 1,
  type_property: 2,
  voivodeship: 14,
  town: 'Warszawa',
  lat: 52.23,
  lng: 21.01,
  price: 100,
  published_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/**
 * Decision 045: a sold offer comes after every available one in a public list whatever the order and
 * the page, only sold offers when the filter asks for them, none in the lists that advertise, last
 * among nearby offers.
 */
describe.each(testDialects())('sold offers in public lists on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const offers: Record<string, Parameters<typeof insertOffer>[1]> = {
      // The newest offer of all, sold, its price just lowered: issue 32's first tile of /sprzedaz.
      SOLD1: { published_at: '2026-06-01T10:00:00.000Z', price: 50_000 * PLN, is_sold: 1, is_new_price: 1 },
      NEW: { published_at: '2026-05-01T10:00:00.000Z', price: 900_000 * PLN, is_new: 1, is_recommended: 1 },
      OLD: { published_at: '2026-04-01T10:00:00.000Z', price: 700_000 * PLN, is_new_price: 1 },
      SOLD2: { published_at: '2026-03-01T10:00:00.000Z', price: 60_000 * PLN, is_sold: 1, is_recommended: 1 },
    };
    for (const [tipi, overrides] of Object.entries(offers)) {
      ids[tipi] = await insertOffer(ctx.database.db, { tipi, ...overrides });
    }
  });

  async function tipis(body: OfferFilterBody, url = '/api/classified') {
    const res = await ctx.app.inject({ method: 'POST', url, payload: { itemsPerPage: 60, ...body } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { tipi: string }[]).map((offer) => offer.tipi);
  }

  it('lists available offers first in every order, sold ones after them', async () => {
    expect(await tipis({ typeClassified: 1 })).toEqual(['NEW', 'OLD', 'SOLD1', 'SOLD2']);
    expect(await tipis({ typeClassified: 1, order: 'oldest' })).toEqual(['OLD', 'NEW', 'SOLD2', 'SOLD1']);
    expect(await tipis({ typeClassified: 1, order: 'price_asc' })).toEqual(['OLD', 'NEW', 'SOLD1', 'SOLD2']);
    expect(await tipis({ typeClassified: 1, order: 'price_desc' })).toEqual(['NEW', 'OLD', 'SOLD2', 'SOLD1']);
  });

  it('pages across the boundary without losing or repeating an offer, and counts every offer', async () => {
    const page = async (itemsPerPage: number, currentPage: number) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/classified',
        payload: { typeClassified: 1, itemsPerPage, currentPage },
      });
      const body = res.json() as { data: { tipi: string }[]; meta: { total: number } };
      expect(body.meta.total).toBe(4);
      return body.data.map((offer) => offer.tipi);
    };
    expect([await page(3, 1), await page(3, 2)]).toEqual([['NEW', 'OLD', 'SOLD1'], ['SOLD2']]);
    expect([
      await page(1, 1),
      await page(1, 2),
      await page(1, 3),
      await page(1, 4),
      await page(1, 5),
    ]).toEqual([['NEW'], ['OLD'], ['SOLD1'], ['SOLD2'], []]);
    expect([await page(2, 1), await page(2, 2), await page(2, 3)]).toEqual([
      ['NEW', 'OLD'],
      ['SOLD1', 'SOLD2'],
      [],
    ]);
  });

  it('lists only sold offers when asked, and none in the new, recommended and new-price lists', async () => {
    expect(await tipis({ isSold: 1 })).toEqual(['SOLD1', 'SOLD2']);
    expect(await tipis(listVariantFilter('newList'))).toEqual(['NEW']);
    expect(await tipis(listVariantFilter('recommended'))).toEqual(['NEW']);
    expect(await tipis({ isNewPrice: 1 })).toEqual(['OLD']);
  });

  it('lists sold offers last among nearby offers', async () => {
    const nearby = await tipis(
      { geolocation: { lat: 52.23, lng: 21.01, radius: 150 }, itemsPerPage: 4, classifiedId: ids.OLD },
      '/api/classified/nearby',
    );
    expect(nearby).toEqual(['NEW', 'SOLD1', 'SOLD2']);
  });
});

describe('offer lists answered from the list cache', () => {
  const ctx = useTestApp('sqlite', { seedDemoData: false, listCacheSeconds: 1 });

  it('shows a new offer within the stated time (twice LIST_CACHE_SECONDS), not later', async () => {
    const count = async () =>
      (await ctx.app.inject({ method: 'POST', url: '/api/classified', payload: {} })).json().meta.total;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    expect(await count()).toBe(0);
    await insertOffers(ctx.database.db, [{ ...FIXTURE_OFFER, tipi: 'CACHE1' }]);
    expect(await count()).toBe(0);
    // Expired: a request may still get the old answer, but it starts the new one.
    await wait(1_100);
    await count();
    // Then the new answer is given as soon as it is computed (how soon depends on the machine).
    await expect.poll(count, { timeout: 10_000, interval: 20 }).toBe(1);
    // Nobody asked for two periods: the answer is computed before it is given.
    await insertOffers(ctx.database.db, [{ ...FIXTURE_OFFER, tipi: 'CACHE2' }]);
    await wait(2_100);
    expect(await count()).toBe(2);
  });
});

describe.each(testDialects())('one offer, answered from the cache on %s', (dialect) => {
  // Cached for an hour: whatever shows a change here was cleared, not expired.
  const ctx = useTestApp(dialect, { seedDemoData: false, listCacheSeconds: 3600 });
  const publicOffer = (id: number, lang: Language = 'pl', app = ctx.app) =>
    app.inject({ method: 'GET', url: `/api/classified/${id}?lang=${lang}` });
  const send = (who: TestStaff, method: 'POST' | 'PUT', url: string, payload: unknown) =>
    ctx.app.inject({ method, url, payload: payload as object, headers: fromSite(ctx.config, who.cookie) });
  const editPublished = kindEditPublished(ctx);

  async function insertGroup(name: string, sortOrder: number, offerIds: readonly number[]) {
    const { db } = ctx.database;
    const group = await db
      .insertInto('offer_groups')
      .values({
        group_type: 'promotion',
        name_pl: `${name} PL`,
        name_en: `${name} EN`,
        description_pl: '',
        description_en: '',
        sort_order: sortOrder,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const offerId of offerIds) {
      await db.insertInto('offer_group_members').values({ group_id: group.id, offer_id: offerId }).execute();
    }
    return group.id;
  }

  /** An oral auction with every part an offer's page shows, each inserted out of its order. */
  async function insertFullOffer(): Promise<number> {
    const { db } = ctx.database;
    const agent = await db
      .insertInto('agents')
      .values({
        name: 'Jan Nowak',
        name_sort: polishSortKey('Jan Nowak'),
        job_pl: 'Doradca',
        job_en: 'Adviser',
        phone: '+48 600 300 400',
        email: 'jan@example.pl',
        photo: '/media/staff/jan.webp',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await insertOffer(db, {
      agent_id: agent.id,
      photos: 3,
      mpzp_pl: 'Plan: usługi',
      mpzp_en: 'Zoning: services',
      seller_rights_pl: 'Służebność',
      seller_rights_en: 'Easement',
      plot_ids: '146501_1.0001.1, 146501_1.0001.2',
      sale_mode: 'oral_auction',
      tender_at: '2026-06-01T10:00:00.000Z',
      tender_place_pl: 'Sala 1',
      tender_place_en: 'Room 1',
      starting_price: 90_000_000,
      deposit: 9_000_000,
      deposit_deadline: '2026-05-25T10:00:00.000Z',
      bid_increment: 1_000_000,
    });
    await db
      .insertInto('offer_documents')
      .values([
        {
          offer_id: id,
          position: 1,
          title_pl: 'Regulamin',
          title_en: 'Rules',
          path: '/media/r.pdf',
          size_bytes: 200,
          regulations: 1,
        },
        {
          offer_id: id,
          position: 0,
          title_pl: 'Mapa',
          title_en: 'Map',
          path: '/media/m.pdf',
          size_bytes: 100,
          regulations: 0,
        },
      ])
      .execute();
    await insertGroup('Later', 20, [id]);
    await insertGroup('First', 10, [id]);
    await db
      .insertInto('offer_price_history')
      .values([
        {
          offer_id: id,
          changed_at: '2026-01-10T00:00:00.000Z',
          old_price: 120_000_000,
          new_price: 110_000_000,
        },
        {
          offer_id: id,
          changed_at: '2026-02-10T00:00:00.000Z',
          old_price: 110_000_000,
          new_price: 100_000_000,
        },
      ])
      .execute();
    return id;
  }

  /** The answer as the route made it before it was folded into one query: a read per part. */
  async function answerFromSeparateReads(id: number, lang: Language): Promise<string> {
    const { db } = ctx.database;
    const row = await findOfferById(db, id);
    if (!row) throw new Error('offer not published');
    const [texts, photos, parts] = await Promise.all([
      findOfferTexts(db, id),
      findPhotos(db, [id]),
      findOfferParts(db, id, row.agent_id),
    ]);
    const data = toOfferDetail(row, texts, photos, toOfferExtras(parts, lang), lang);
    return JSON.stringify(singleResponseSchema(offerDetailSchema).parse({ data }));
  }

  it('answers every part of an offer in both languages as separate reads do', async () => {
    const full = await insertFullOffer();
    // And the least an offer has: no agent, photos, documents, groups, history or texts row.
    const bare = await insertOffer(ctx.database.db, { photos: 0 });
    await ctx.database.db.deleteFrom('offer_texts').where('offer_id', '=', bare).execute();
    for (const id of [full, bare]) {
      for (const lang of ['pl', 'en'] as const) {
        const res = await publicOffer(id, lang);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.body).toBe(await answerFromSeparateReads(id, lang));
      }
    }
    const en = (await publicOffer(full, 'en')).json().data;
    expect(en).toMatchObject({
      description: '<p>Description</p>',
      mpzpText: 'Zoning: services',
      sellerRights: 'Easement',
      plotIds: ['146501_1.0001.1', '146501_1.0001.2'],
      agent: { name: 'Jan Nowak', job: 'Adviser', photo: '/media/staff/jan.webp', email: 'jan@example.pl' },
      documents: [
        { title: 'Map', path: '/media/m.pdf', sizeBytes: 100 },
        { title: 'Rules', path: '/media/r.pdf', sizeBytes: 200 },
      ],
      tender: { mode: 'oral_auction', place: 'Room 1', regulations: { title: 'Rules' } },
      groups: [{ name: 'First EN' }, { name: 'Later EN' }],
      priceHistory: [
        { at: '2026-02-10T00:00:00.000Z', oldPrice: 110_000_000, newPrice: 100_000_000 },
        { at: '2026-01-10T00:00:00.000Z', oldPrice: 120_000_000, newPrice: 110_000_000 },
      ],
    });
    expect(en.photos.map((photo: { alt: string }) => photo.alt)).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
    expect(JSON.stringify(en)).not.toContain('600 300 400');
    const pl = (await publicOffer(bare, 'pl')).json().data;
    expect(pl).toMatchObject({ description: '', mpzpText: null, agent: null, photo: null, photos: [] });
  });

  it('answers again from memory until a write through a service drops it, here and in other processes', async () => {
    const { db } = ctx.database;
    const id = await insertOffer(db, { title_pl: 'Przed zmianą' });
    const groupId = await insertGroup('Promocja', 5, [id]);
    // A second API process on the same database, with its cache and its change-signal follower.
    const { app: other, loop } = await secondApiProcess(ctx);
    try {
      // Its first pass reads the version it follows from then on (and drops whatever was kept).
      await loop.tick();
      const before = (await publicOffer(id)).body;
      expect((await publicOffer(id, 'pl', other)).body).toBe(before);

      // Written behind the services' back: nobody drops the answers, so both keep them.
      await db.updateTable('offers').set({ title_pl: 'Po zmianie' }).where('id', '=', id).execute();
      expect((await publicOffer(id)).body).toBe(before);
      expect((await publicOffer(id, 'pl', other)).body).toBe(before);

      // A group the offer's page names, renamed in the group editor and published: this process at once...
      const editor = await createSignedInStaff(ctx, 'editor');
      await editPublished(editor, `/api/back-office/kinds/offer-groups/${groupId}`, (values) => ({
        ...values,
        namePl: 'Wyprzedaż',
        nameEn: 'Sale',
      }));
      const after = (await publicOffer(id)).json().data;
      expect(after).toMatchObject({ title: 'Po zmianie', groups: [{ id: groupId, name: 'Wyprzedaż' }] });
      // ...the other at its next pass over the change signal.
      expect((await publicOffer(id, 'pl', other)).body).toBe(before);
      await loop.tick();
      expect((await publicOffer(id, 'pl', other)).json().data).toEqual(after);
    } finally {
      await other.close();
    }
  });

  it('shows an offer published after a 404 at once, and its edits and withdrawal at once', async () => {
    const id = await insertOffer(ctx.database.db, { status: 'unpublished' });
    const editor = await createSignedInStaff(ctx, 'editor');
    expect((await publicOffer(id, 'en')).statusCode).toBe(404);

    await send(editor, 'POST', `/api/back-office/offers/${id}/publication`, { action: 'publish' });
    expect((await publicOffer(id, 'en')).json().data).toMatchObject({ id, groups: [] });

    const groupId = await insertGroup('Nowości', 1, []);
    const saved = await send(editor, 'PUT', `/api/back-office/offers/${id}/groups`, {
      groups: [{ groupId, order: 10 }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await publicOffer(id, 'en')).json().data.groups).toEqual([
      { id: groupId, type: 'promotion', name: 'Nowości EN' },
    ]);

    await send(editor, 'POST', `/api/back-office/offers/${id}/publication`, { action: 'unpublish' });
    expect((await publicOffer(id, 'en')).statusCode).toBe(404);
  });

  it("shows an agent's new card on their offers' pages at once", async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    const cardId = await insertAgentCardFor(ctx.database, agent, 'Ewa Kowal');
    const id = await insertOffer(ctx.database.db, { agent_id: cardId });
    expect((await publicOffer(id, 'en')).json().data.agent).toMatchObject({
      name: 'Ewa Kowal',
      job: 'Agent',
    });

    const saved = await send(agent, 'PUT', '/api/back-office/me', {
      name: 'Ewa Kowalska',
      lang: 'pl',
      jobPl: 'Doradczyni',
      jobEn: 'Adviser',
      phone: '+48 600 500 600',
    });
    expect(saved.statusCode).toBe(200);
    expect((await publicOffer(id, 'en')).json().data.agent).toEqual({
      name: 'Ewa Kowalska',
      job: 'Adviser',
      photo: null,
      email: agent.email,
      hasPhone: true,
    });
  });
});

/** Issue 36: the search form's "go to an offer by its number" asks which published offer has it. */
describe.each(testDialects())('an offer found by its number on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  it('answers the published offer whatever the case and spacing, 404 for a draft or an unknown number', async () => {
    const published = await insertOffer(ctx.database.db, { tipi: 'T00696' });
    await insertOffer(ctx.database.db, { tipi: 'T00697', status: 'unpublished' });
    const find = (number: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/classified/by-number?number=${encodeURIComponent(number)}`,
      });

    for (const typed of ['T00696', 't00696', 'T 00696', '#T00696']) {
      const answer = await find(typed);
      expect(answer.statusCode, typed).toBe(200);
      expect(answer.json()).toEqual({ data: { id: published } });
    }
    for (const typed of ['T00697', 'T09999', 'Kraków']) {
      const answer = await find(typed);
      expect(answer.statusCode, typed).toBe(404);
      expect(answer.json().error.code).toBe('not_found');
    }
    expect((await find('T'.repeat(41))).statusCode).toBe(400);
  });
});
