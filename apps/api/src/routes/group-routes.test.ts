import { offerSummarySchema } from '@estate/domain/offer-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOffer } from '../testing/offer-factory';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

/**
 * Special-offer groups through the HTTP API. The demo seed may hold groups and offers of its own,
 * so assertions are about the fixtures inserted here (`Test ...` names) or hold for any data.
 */

interface Group {
  id: number;
  type: string;
  name: string;
  sortOrder: number;
  createdAt: string;
  offerCount: number;
}

describe.each(testDialects())('special-offer group routes on %s', (dialect) => {
  const ctx = useTestApp(dialect);
  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  const promotionsBefore = { count: 0 };
  let mainGroupId = 0;
  let emptyGroupId = 0;
  let territorialId = 0;
  const members = { special: [] as number[], plain: [] as number[], unpublished: 0 };

  beforeAll(async () => {
    const { db } = ctx.database;
    promotionsBefore.count = (await get('/api/group/promotion')).body.data.length;

    // Seven promotions with shuffled sort orders and creation dates, so each sort gives its own order.
    const promotions = await db
      .insertInto('offer_groups')
      .values(
        [5, 1, 7, 3, 2, 6, 4].map((n, index) => ({
          group_type: 'promotion' as const,
          name_pl: `Test promocja ${n}`,
          name_en: `Test promotion ${n}`,
          description_pl: `<p>Opis ${n}</p>`,
          description_en: `<p>Description ${n}</p>`,
          image: n === 1 ? null : `/media/groups/${n}.webp`,
          sort_order: 1000 + n,
          voivodeship: null,
          created_at: `2026-0${index + 1}-01T10:00:00.000Z`,
        })),
      )
      .returning('id')
      .execute();
    mainGroupId = promotions[1]?.id ?? 0;
    emptyGroupId = promotions[0]?.id ?? 0;

    const others = await db
      .insertInto('offer_groups')
      .values([
        {
          group_type: 'territorial',
          name_pl: 'Test Mazowsze',
          name_en: 'Test Masovia',
          description_pl: '<p>Mazowsze</p>',
          description_en: '<p>Masovia</p>',
          image: null,
          sort_order: 0,
          voivodeship: 14,
          created_at: '2026-01-01T10:00:00.000Z',
        },
        ...[2, 1].map((n) => ({
          group_type: 'offer_type' as const,
          name_pl: `Test typ ${n}`,
          name_en: `Test type ${n}`,
          description_pl: '',
          description_en: '',
          image: null,
          sort_order: n,
          voivodeship: null,
          created_at: '2026-01-01T10:00:00.000Z',
        })),
      ])
      .returning('id')
      .execute();
    territorialId = others[0]?.id ?? 0;

    // Eight published offers in the main promotion (three marked special) and one unpublished.
    for (let n = 0; n < 8; n += 1) {
      const id = await insertOffer(db, { title_en: `Group offer ${n}` });
      const special = n === 1 || n === 4 || n === 6;
      (special ? members.special : members.plain).push(id);
      await db
        .insertInto('offer_group_members')
        .values({ group_id: mainGroupId, offer_id: id, special_offer: special ? 1 : 0 })
        .execute();
    }
    members.unpublished = await insertOffer(db, { status: 'unpublished' });
    await db
      .insertInto('offer_group_members')
      .values({ group_id: mainGroupId, offer_id: members.unpublished, special_offer: 1 })
      .execute();
  });

  describe('GET /api/group/{type}', () => {
    it('lists every group of the type in sortOrder order, in the requested language', async () => {
      const { status, body } = await get('/api/group/promotion');
      expect(status).toBe(200);
      expect(body.data).toHaveLength(promotionsBefore.count + 7);
      expect(body.data.every((group: Group) => group.type === 'promotion')).toBe(true);
      const orders = body.data.map((group: Group) => group.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      const mine = body.data.filter((group: Group) => group.name.startsWith('Test promocja'));
      expect(mine.map((group: Group) => group.name)).toEqual(
        [1, 2, 3, 4, 5, 6, 7].map((n) => `Test promocja ${n}`),
      );

      const en = await get('/api/group/promotion?lang=en');
      expect(en.body.data.find((group: Group) => group.id === mainGroupId)).toEqual({
        id: mainGroupId,
        type: 'promotion',
        name: 'Test promotion 1',
        description: '<p>Description 1</p>',
        image: null,
        sortOrder: 1001,
        voivodeship: null,
        createdAt: '2026-02-01T10:00:00.000Z',
        offerCount: 8,
      });
    });

    it('counts only published offers and carries the voivodeship of territorial groups', async () => {
      const { body } = await get('/api/group/territorial');
      expect(body.data.find((group: Group) => group.id === territorialId)).toMatchObject({
        name: 'Test Mazowsze',
        voivodeship: 14,
        offerCount: 0,
      });
    });

    it('rejects an unknown type, language or key', async () => {
      for (const url of [
        '/api/group/bargains',
        '/api/group/promotion?lang=de',
        '/api/group/promotion?page=1',
      ]) {
        const { status, body } = await get(url);
        expect(status).toBe(400);
        expect(body.error.code).toBe('validation_failed');
      }
    });
  });

  describe('GET /api/grouptype/list/{type}', () => {
    it('pages promotions six at a time with order=DESC as the site sends it', async () => {
      const total = promotionsBefore.count + 7;
      const first = await get('/api/grouptype/list/promotion?page=1&limit=6&order=DESC');
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(6);
      expect(first.body.meta).toEqual({ total, page: 1, pages: Math.ceil(total / 6), perPage: 6 });
      const second = await get('/api/grouptype/list/promotion?page=2&limit=6&order=DESC');
      const all = await get('/api/grouptype/list/promotion?limit=60&order=DESC');
      expect([...ids(first.body.data), ...ids(second.body.data)]).toEqual(ids(all.body.data).slice(0, 12));
      // Without `sort` the newest groups come first.
      const dates = all.body.data.map((group: Group) => group.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('sorts offer types by id ascending when asked, as the site does', async () => {
      const { status, body } = await get('/api/grouptype/list/offer_type?page=1&limit=6&sort=id&order=ASC');
      expect(status).toBe(200);
      expect(ids(body.data)).toEqual([...ids(body.data)].sort((a, b) => a - b));
      expect(body.data.every((group: Group) => group.type === 'offer_type')).toBe(true);
    });

    it('sorts by creation date in either case of order', async () => {
      const { body } = await get('/api/grouptype/list/promotion?sort=createdAt&order=desc&limit=60');
      const dates = body.data.map((group: Group) => group.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it.each([
      '/api/grouptype/list/bargains',
      '/api/grouptype/list/promotion?order=sideways',
      '/api/grouptype/list/promotion?sort=name',
      '/api/grouptype/list/promotion?limit=61',
      '/api/grouptype/list/promotion?page=0',
      '/api/grouptype/list/promotion?onPage=6',
    ])('rejects %s with validation_failed', async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.error.code).toBe('validation_failed');
    });
  });

  describe('GET /api/grouptype/{id}', () => {
    it('answers one group in the requested language', async () => {
      const { status, body } = await get(`/api/grouptype/${mainGroupId}`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ id: mainGroupId, name: 'Test promocja 1', offerCount: 8 });
      expect((await get(`/api/grouptype/${mainGroupId}?lang=en`)).body.data.name).toBe('Test promotion 1');
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      const missing = await get('/api/grouptype/2000000000');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('not_found');
      for (const id of ['abc', '0', '99999999999']) {
        const bad = await get(`/api/grouptype/${id}`);
        expect(bad.status).toBe(400);
        expect(bad.body.error.code).toBe('validation_failed');
      }
    });
  });

  describe('GET /api/grouptype/classifieds/{id}', () => {
    const url = (query: string) => `/api/grouptype/classifieds/${mainGroupId}?${query}`;

    it("lists the group's published offers, special ones first, six a page", async () => {
      const first = await get(url('page=1&limit=6&sort=specialOffer&order=DESC'));
      expect(first.status).toBe(200);
      expect(first.body.meta).toEqual({ total: 8, page: 1, pages: 2, perPage: 6 });
      expect(first.body.data).toHaveLength(6);
      const descending = (list: number[]) => [...list].sort((a, b) => b - a);
      expect(ids(first.body.data)).toEqual([
        ...descending(members.special),
        ...descending(members.plain).slice(0, 3),
      ]);
      for (const offer of first.body.data) expect(offerSummarySchema.safeParse(offer).success).toBe(true);

      const second = await get(url('page=2&limit=6&sort=specialOffer&order=DESC'));
      expect(ids(second.body.data)).toEqual(descending(members.plain).slice(3));
      expect(ids([...first.body.data, ...second.body.data])).not.toContain(members.unpublished);
    });

    it('gives texts in the requested language', async () => {
      const { body } = await get(url('lang=en&limit=60'));
      expect(body.data.every((offer: { title: string }) => offer.title.startsWith('Group offer'))).toBe(true);
    });

    it('sorts by offer id ascending when asked', async () => {
      const { body } = await get(url('sort=id&order=ASC&limit=60'));
      expect(ids(body.data)).toEqual([...members.special, ...members.plain].sort((a, b) => a - b));
    });

    it('answers an empty page for a group without offers and 404 for an unknown group', async () => {
      const empty = await get(`/api/grouptype/classifieds/${emptyGroupId}`);
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ data: [], meta: { total: 0, page: 1, pages: 0, perPage: 6 } });
      const missing = await get('/api/grouptype/classifieds/2000000000');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('not_found');
    });

    it.each(['sort=price', 'order=up', 'limit=0', 'page=abc', 'itemsPerPage=6'])(
      'rejects %s with validation_failed',
      async (query) => {
        const { status, body } = await get(url(query));
        expect(status).toBe(400);
        expect(body.error.code).toBe('validation_failed');
      },
    );
  });

  it('documents the group routes in the OpenAPI document', async () => {
    const { body } = await get('/api/docs/json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/group/{type}',
        '/api/grouptype/list/{type}',
        '/api/grouptype/{id}',
        '/api/grouptype/classifieds/{id}',
      ]),
    );
  });
});
