import { SITE_TIME_ZONE } from '@estate/domain/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

/**
 * Chunks, FAQ, news, events, blog and static pages through the HTTP API. The demo seed may hold
 * content of its own, so the fixtures below are recognisable (far-future dates, `test-` slugs,
 * high positions) and counts are asserted relative to what was there before.
 */

interface Item {
  id: number;
  lang: string;
  [key: string]: unknown;
}

/**
 * 'YYYY-MM-DD' `days` from today in the site's time zone, as the API decides what is upcoming:
 * events are upcoming or past relative to the real clock.
 */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(testDialects())('content routes on %s', (dialect) => {
  const ctx = useTestApp(dialect);
  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  const totalOf = async (url: string): Promise<number> => (await get(url)).body.meta.total;

  const before = { newsPl: 0, newsEn: 0, eventsPl: 0 };
  const newsPlIds: number[] = [];
  const eventIds = { upcoming: [] as number[], past: [] as number[] };
  let uncategorisedPostId = 0;

  beforeAll(async () => {
    const { db } = ctx.database;
    before.newsPl = await totalOf('/api/news?lang=pl');
    before.newsEn = await totalOf('/api/news?lang=en');
    before.eventsPl = await totalOf('/api/events?lang=pl');

    await db
      .insertInto('chunks')
      .values([
        { name: 'test.footer', lang: 'pl', content: '<p>Stopka</p>' },
        { name: 'test.footer', lang: 'en', content: '<p>Footer</p>' },
      ])
      .execute();

    await db
      .insertInto('faq')
      .values([
        { lang: 'pl', question: 'Drugie?', answer: '<p>B</p>', position: 10_001 },
        { lang: 'pl', question: 'Pierwsze?', answer: '<p>A</p>', position: 10_000 },
        { lang: 'pl', question: 'Trzecie?', answer: '<p>C</p>', position: 10_002 },
        { lang: 'en', question: 'First?', answer: '<p>A</p>', position: 10_000 },
      ])
      .execute();

    // Eight Polish news published on consecutive days of 2099, inserted out of order, plus two English.
    for (const day of [3, 1, 8, 5, 2, 7, 4, 6]) {
      const row = await db
        .insertInto('news')
        .values({
          lang: 'pl',
          title: `Wiadomość ${day}`,
          lead: 'Lead',
          content: `<p>Treść ${day}</p>`,
          image: day === 1 ? null : `/media/news/${day}.webp`,
          published_at: `2099-01-0${day}T10:00:00.000Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      newsPlIds[day] = row.id;
    }
    for (const day of [1, 2]) {
      await db
        .insertInto('news')
        .values({
          lang: 'en',
          title: `News ${day}`,
          lead: 'Lead',
          content: '<p>Body</p>',
          image: null,
          published_at: `2099-01-0${day}T10:00:00.000Z`,
        })
        .execute();
    }

    // Twelve Polish events: five upcoming, seven past, in shuffled date order; one English.
    for (const days of [30, -5, 2, -40, 0, -1, 90, -300, 7, -10, -2, -20]) {
      const row = await db
        .insertInto('events')
        .values({
          lang: 'pl',
          title: `Wydarzenie ${days}`,
          lead: 'Lead',
          content: '<p>Program</p>',
          image: null,
          published_at: '2026-01-01T10:00:00.000Z',
          event_date: dayFromToday(days),
          place: 'Warszawa',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      (days >= 0 ? eventIds.upcoming : eventIds.past).push(row.id);
    }
    await db
      .insertInto('events')
      .values({
        lang: 'en',
        title: 'Event',
        lead: 'Lead',
        content: '<p>Programme</p>',
        image: null,
        published_at: '2026-01-01T10:00:00.000Z',
        event_date: dayFromToday(3),
        place: 'Warsaw',
      })
      .execute();

    const categories = await db
      .insertInto('blog_categories')
      .values([
        { slug: 'test-kategoria', name_pl: 'Kategoria testowa', name_en: 'Test category', position: 10_000 },
        { slug: 'test-pusta', name_pl: 'Pusta', name_en: 'Empty', position: 10_001 },
      ])
      .returning('id')
      .execute();
    const categoryId = categories[0]?.id ?? 0;
    for (let day = 1; day <= 7; day += 1) {
      await db
        .insertInto('blog_posts')
        .values({
          lang: 'pl',
          slug: `test-wpis-${day}`,
          category_id: categoryId,
          title: `Wpis ${day}`,
          lead: 'Lead',
          content: `<p>Treść wpisu ${day}</p>`,
          image: null,
          author: 'Redakcja',
          published_at: `2099-02-0${day}T10:00:00.000Z`,
          translation_key: day <= 2 ? `test-${day}` : null,
        })
        .execute();
    }
    const uncategorised = await db
      .insertInto('blog_posts')
      .values({
        lang: 'pl',
        slug: 'test-bez-kategorii',
        category_id: null,
        title: 'Bez kategorii',
        lead: 'Lead',
        content: '<p>Treść</p>',
        image: null,
        author: null,
        published_at: '2099-03-01T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    uncategorisedPostId = uncategorised.id;
    for (const day of [1, 2]) {
      await db
        .insertInto('blog_posts')
        .values({
          lang: 'en',
          slug: `test-post-${day}`,
          category_id: categoryId,
          title: `Post ${day}`,
          lead: 'Lead',
          content: '<p>Body</p>',
          image: null,
          author: 'Editors',
          published_at: `2099-02-0${day}T10:00:00.000Z`,
          translation_key: `test-${day}`,
        })
        .execute();
    }

    await db
      .insertInto('pages')
      .values({
        lang: 'pl',
        slug: 'test-strona',
        title: 'Strona testowa',
        description: 'Opis',
        content: '<h2>Treść</h2>',
        updated_at: '2026-11-01T09:00:00.000Z',
        published_at: '2026-11-01T09:00:00.000Z',
      })
      .execute();
  });

  describe('GET /api/chunks', () => {
    it('answers every chunk with name, lang and content under attributes', async () => {
      const { status, body } = await get('/api/chunks');
      expect(status).toBe(200);
      const mine = body.data.filter(
        (item: { attributes: { name: string } }) => item.attributes.name === 'test.footer',
      );
      expect(mine).toEqual([
        { id: expect.any(Number), attributes: { name: 'test.footer', lang: 'en', content: '<p>Footer</p>' } },
        { id: expect.any(Number), attributes: { name: 'test.footer', lang: 'pl', content: '<p>Stopka</p>' } },
      ]);
      for (const item of body.data) expect(Object.keys(item).sort()).toEqual(['attributes', 'id']);
    });

    it('rejects query parameters it does not know', async () => {
      const { status, body } = await get('/api/chunks?lang=pl');
      expect(status).toBe(400);
      expect(body.error.code).toBe('validation_failed');
    });
  });

  describe('GET /api/faq', () => {
    it('lists one language in editorial position order', async () => {
      const { status, body } = await get('/api/faq?lang=pl');
      expect(status).toBe(200);
      expect(body.data.every((item: Item) => item.lang === 'pl')).toBe(true);
      const questions = body.data.map((item: { question: string }) => item.question);
      expect(questions.slice(-3)).toEqual(['Pierwsze?', 'Drugie?', 'Trzecie?']);
      expect(body.data.at(-1)).toEqual({
        id: expect.any(Number),
        lang: 'pl',
        question: 'Trzecie?',
        answer: '<p>C</p>',
      });
    });

    it('answers both languages when no lang is given, as the site calls it', async () => {
      const { status, body } = await get('/api/faq');
      expect(status).toBe(200);
      const langs = new Set(body.data.map((item: Item) => item.lang));
      expect(langs).toEqual(new Set(['pl', 'en']));
    });

    it('rejects an unknown language', async () => {
      const { status, body } = await get('/api/faq?lang=de');
      expect(status).toBe(400);
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields).toHaveProperty('lang');
    });
  });

  describe('GET /api/news', () => {
    it('pages six at a time, newest first, with meta', async () => {
      const { status, body } = await get('/api/news?lang=pl&page=1');
      expect(status).toBe(200);
      const total = before.newsPl + 8;
      expect(body.meta).toEqual({ total, page: 1, pages: Math.ceil(total / 6), perPage: 6 });
      expect(body.data).toHaveLength(6);
      expect(body.data.map((item: Item) => item.id)).toEqual([8, 7, 6, 5, 4, 3].map((day) => newsPlIds[day]));
      expect(body.data[0]).toEqual({
        id: newsPlIds[8],
        lang: 'pl',
        title: 'Wiadomość 8',
        lead: 'Lead',
        image: '/media/news/8.webp',
        publishedAt: '2099-01-08T10:00:00.000Z',
      });

      const second = await get('/api/news?lang=pl&page=2&onPage=6');
      expect(second.body.data.slice(0, 2).map((item: Item) => item.id)).toEqual([newsPlIds[2], newsPlIds[1]]);
      expect(second.body.meta.page).toBe(2);
    });

    it('keeps the whole list in descending publication order', async () => {
      const { body } = await get('/api/news?lang=pl&onPage=60');
      const dates = body.data.map((item: { publishedAt: string }) => item.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('filters by language and defaults to Polish', async () => {
      const en = await get('/api/news?lang=en');
      expect(en.body.meta.total).toBe(before.newsEn + 2);
      expect(en.body.data.every((item: Item) => item.lang === 'en')).toBe(true);
      const noLang = await get('/api/news');
      expect(noLang.body.meta.total).toBe(before.newsPl + 8);
    });

    it('answers a page past the end with an empty list and the real meta', async () => {
      const { status, body } = await get('/api/news?lang=pl&page=999');
      expect(status).toBe(200);
      expect(body.data).toEqual([]);
      expect(body.meta.page).toBe(999);
      expect(body.meta.total).toBe(before.newsPl + 8);
    });

    it.each([
      ['page 0', '/api/news?page=0'],
      ['onPage 1000', '/api/news?onPage=1000'],
      ['non-numeric page', '/api/news?page=abc'],
      ['fractional page', '/api/news?page=1.5'],
      ['lang de', '/api/news?lang=de'],
      ['an unknown key', '/api/news?perPage=6'],
    ])('rejects %s with validation_failed', async (_case, url) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.error.code).toBe('validation_failed');
    });
  });

  describe('GET /api/news/{id}', () => {
    it('answers the item with its body and neighbours in its language', async () => {
      const { status, body } = await get(`/api/news/${newsPlIds[5]}`);
      expect(status).toBe(200);
      expect(body.data).toEqual({
        id: newsPlIds[5],
        lang: 'pl',
        title: 'Wiadomość 5',
        lead: 'Lead',
        content: '<p>Treść 5</p>',
        image: '/media/news/5.webp',
        publishedAt: '2099-01-05T10:00:00.000Z',
        previousId: newsPlIds[4],
        nextId: newsPlIds[6],
        translationId: null,
        imageAlt: null,
      });
    });

    it('has no newer neighbour for the newest item', async () => {
      const { body } = await get(`/api/news/${newsPlIds[8]}`);
      expect(body.data.nextId).toBeNull();
      expect(body.data.previousId).toBe(newsPlIds[7]);
    });

    it('answers an unknown id with 404 not_found', async () => {
      const { status, body } = await get('/api/news/2000000000');
      expect(status).toBe(404);
      expect(body.error.code).toBe('not_found');
    });

    it.each(['abc', '0', '-1', '99999999999'])('rejects id %s with validation_failed', async (id) => {
      const { status, body } = await get(`/api/news/${id}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe('validation_failed');
    });
  });

  describe('GET /api/events', () => {
    it('puts 4 on the first page and 6 on the next, page 2 starting right after the first 4', async () => {
      const total = before.eventsPl + 12;
      const first = await get('/api/events?lang=pl&firstPage=4&page=1&onPage=6');
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(4);
      const pages = 1 + Math.ceil((total - 4) / 6);
      expect(first.body.meta).toEqual({ total, page: 1, pages, perPage: 6, firstPage: 4 });

      const second = await get('/api/events?lang=pl&page=2');
      expect(second.body.data).toHaveLength(6);
      expect(second.body.meta).toEqual({ total, page: 2, pages, perPage: 6, firstPage: 4 });

      const all = await get('/api/events?lang=pl&firstPage=10');
      const expected = all.body.data.map((item: Item) => item.id);
      const paged = [...first.body.data, ...second.body.data].map((item: Item) => item.id);
      expect(paged).toEqual(expected);
    });

    it('lists upcoming events first, soonest first, then past ones, latest first', async () => {
      const { body } = await get('/api/events?lang=pl&firstPage=60');
      const ids = body.data.map((item: Item) => item.id);
      const dates: string[] = body.data.map((item: { eventDate: string }) => item.eventDate);
      const today = dayFromToday(0);
      const split = dates.findIndex((date) => date.slice(0, 10) < today);
      const upcoming = split === -1 ? dates : dates.slice(0, split);
      const past = split === -1 ? [] : dates.slice(split);
      expect(upcoming).toEqual([...upcoming].sort());
      expect(past).toEqual([...past].sort().reverse());
      expect(past.every((date) => date.slice(0, 10) < today)).toBe(true);
      // Every fixture is placed on its side of today.
      for (const id of eventIds.upcoming)
        expect(ids.indexOf(id)).toBeLessThan(split === -1 ? ids.length : split);
      for (const id of eventIds.past) expect(ids.indexOf(id)).toBeGreaterThanOrEqual(split);
    });

    it('carries eventDate and place, filtered by language', async () => {
      const { body } = await get('/api/events?lang=en&firstPage=60');
      expect(body.data.every((item: Item) => item.lang === 'en')).toBe(true);
      expect(body.data).toContainEqual({
        id: expect.any(Number),
        lang: 'en',
        title: 'Event',
        lead: 'Lead',
        image: null,
        publishedAt: '2026-01-01T10:00:00.000Z',
        eventDate: dayFromToday(3),
        place: 'Warsaw',
      });
    });

    it.each([
      '/api/events?firstPage=0',
      '/api/events?firstPage=61',
      '/api/events?onPage=1000',
      '/api/events?page=0',
      '/api/events?lang=de',
      '/api/events?sort=date',
    ])('rejects %s with validation_failed', async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.error.code).toBe('validation_failed');
    });
  });

  describe('GET /api/events/{id}', () => {
    it('answers one event with its body', async () => {
      const id = eventIds.upcoming[0];
      const { status, body } = await get(`/api/events/${id}`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ id, lang: 'pl', content: '<p>Program</p>', place: 'Warszawa' });
      expect(body.data.eventDate).toBe(dayFromToday(30));
    });

    it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
      expect((await get('/api/events/2000000000')).body.error.code).toBe('not_found');
      const bad = await get('/api/events/x1');
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('validation_failed');
    });
  });

  describe('GET /api/blog', () => {
    it('filters by category, six a page, newest first, with the category named in the language', async () => {
      const first = await get('/api/blog?page=1&onPage=6&categorySlug=test-kategoria&order=desc');
      expect(first.status).toBe(200);
      expect(first.body.meta).toEqual({ total: 7, page: 1, pages: 2, perPage: 6 });
      expect(first.body.data.map((item: { slug: string }) => item.slug)).toEqual(
        [7, 6, 5, 4, 3, 2].map((day) => `test-wpis-${day}`),
      );
      expect(first.body.data[0]).toEqual({
        id: expect.any(Number),
        lang: 'pl',
        slug: 'test-wpis-7',
        title: 'Wpis 7',
        lead: 'Lead',
        image: null,
        publishedAt: '2099-02-07T10:00:00.000Z',
        author: 'Redakcja',
        category: { slug: 'test-kategoria', name: 'Kategoria testowa' },
      });
      const second = await get('/api/blog?page=2&categorySlug=test-kategoria');
      expect(second.body.data.map((item: { slug: string }) => item.slug)).toEqual(['test-wpis-1']);
    });

    it('sorts oldest first with order=asc', async () => {
      const asc = await get('/api/blog?categorySlug=test-kategoria&order=asc&onPage=60');
      const desc = await get('/api/blog?categorySlug=test-kategoria&onPage=60');
      const slugs = (body: { data: { slug: string }[] }) => body.data.map((item) => item.slug);
      expect(slugs(asc.body)).toEqual(slugs(desc.body).reverse());
      expect(slugs(asc.body)[0]).toBe('test-wpis-1');
    });

    it('answers an unknown category with an empty page, not an error', async () => {
      const { status, body } = await get('/api/blog?categorySlug=no-such-category');
      expect(status).toBe(200);
      expect(body).toEqual({ data: [], meta: { total: 0, page: 1, pages: 0, perPage: 6 } });
    });

    it('lists Polish posts by default, with a null category for an uncategorised one', async () => {
      const { body } = await get('/api/blog?onPage=60');
      expect(body.data.every((item: Item) => item.lang === 'pl')).toBe(true);
      const uncategorised = body.data.find((item: Item) => item.id === uncategorisedPostId);
      expect(uncategorised).toMatchObject({ slug: 'test-bez-kategorii', category: null, author: null });
      // Newest first over the whole list.
      const dates = body.data.map((item: { publishedAt: string }) => item.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('filters English posts by lang and names their category in English', async () => {
      const { body } = await get('/api/blog?lang=en&categorySlug=test-kategoria');
      expect(body.meta.total).toBe(2);
      expect(body.data.map((item: { slug: string }) => item.slug)).toEqual(['test-post-2', 'test-post-1']);
      expect(body.data[0].category).toEqual({ slug: 'test-kategoria', name: 'Test category' });
    });

    it.each([
      '/api/blog?order=sideways',
      '/api/blog?onPage=61',
      '/api/blog?page=-1',
      '/api/blog?categorySlug=',
      '/api/blog?category=test-kategoria',
    ])('rejects %s with validation_failed', async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.error.code).toBe('validation_failed');
    });
  });

  describe('GET /api/blog/categories', () => {
    it('lists categories in order with post counts per language', async () => {
      const pl = await get('/api/blog/categories?lang=pl');
      expect(pl.status).toBe(200);
      const mine = pl.body.data.filter((c: { slug: string }) => c.slug.startsWith('test-'));
      expect(mine).toEqual([
        { slug: 'test-kategoria', name: 'Kategoria testowa', count: 7 },
        { slug: 'test-pusta', name: 'Pusta', count: 0 },
      ]);
      const en = await get('/api/blog/categories?lang=en');
      expect(en.body.data).toContainEqual({ slug: 'test-kategoria', name: 'Test category', count: 2 });
    });
  });

  describe('GET /api/blog/slug', () => {
    it('answers the article with its body and category', async () => {
      const { status, body } = await get('/api/blog/slug?lang=pl&slug=test-wpis-3');
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        slug: 'test-wpis-3',
        lang: 'pl',
        content: '<p>Treść wpisu 3</p>',
        category: { slug: 'test-kategoria', name: 'Kategoria testowa' },
        translationSlug: null,
      });
    });

    it('names the translation’s own slug, which the language switch and hreflang use (issue 18)', async () => {
      expect((await get('/api/blog/slug?lang=pl&slug=test-wpis-2')).body.data.translationSlug).toBe(
        'test-post-2',
      );
      expect((await get('/api/blog/slug?lang=en&slug=test-post-1')).body.data.translationSlug).toBe(
        'test-wpis-1',
      );
    });

    it('answers 404 for a slug missing in that language', async () => {
      const wrongLang = await get('/api/blog/slug?lang=en&slug=test-wpis-3');
      expect(wrongLang.status).toBe(404);
      expect(wrongLang.body.error.code).toBe('not_found');
      expect((await get('/api/blog/slug?lang=pl&slug=nie-ma')).status).toBe(404);
    });

    it('requires the slug', async () => {
      const { status, body } = await get('/api/blog/slug?lang=pl');
      expect(status).toBe(400);
      expect(body.error.fields).toHaveProperty('slug');
    });
  });

  describe('GET /api/page', () => {
    it('answers a static page by slug', async () => {
      const { status, body } = await get('/api/page?slug=test-strona');
      expect(status).toBe(200);
      expect(body.data).toEqual({
        id: expect.any(Number),
        lang: 'pl',
        slug: 'test-strona',
        title: 'Strona testowa',
        description: 'Opis',
        content: '<h2>Treść</h2>',
        updatedAt: '2026-11-01T09:00:00.000Z',
        translationSlug: null,
      });
      expect((await get('/api/page?slug=test-strona&lang=pl')).status).toBe(200);
    });

    it('answers 404 for a missing slug or the other language', async () => {
      expect((await get('/api/page?slug=nie-ma-takiej')).body.error.code).toBe('not_found');
      expect((await get('/api/page?slug=test-strona&lang=en')).status).toBe(404);
    });

    it('requires the slug', async () => {
      const { status, body } = await get('/api/page');
      expect(status).toBe(400);
      expect(body.error.code).toBe('validation_failed');
    });
  });

  it('documents every content route in the OpenAPI document', async () => {
    const { body } = await get('/api/docs/json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/chunks',
        '/api/faq',
        '/api/news',
        '/api/news/{id}',
        '/api/events',
        '/api/events/{id}',
        '/api/blog',
        '/api/blog/categories',
        '/api/blog/slug',
        '/api/page',
      ]),
    );
    expect(body.paths['/api/news'].get.responses['200']).toBeDefined();
  });
});
