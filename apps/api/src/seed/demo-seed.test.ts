import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@estate/domain/language';
import { viewsPeriodStart } from '@estate/domain/offer-views';
import { priceBand } from '@estate/domain/price-band';
import { slugify } from '@estate/domain/slug';
import { VOIVODESHIPS } from '@estate/domain/voivodeships';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { offerDerivedColumns } from '../db/offer-derived-columns';
import { LocalMediaStore } from '../media/local-media-store';
import { OFFER_PHOTO_WIDTHS, offerPhotoUrl } from '../media/media-paths';
import { mediaKey } from '../media/media-store';
import { refreshViewsPeriod } from '../repositories/offer-view-repository';
import { createTestDatabase, type TestDatabase, testDialects } from '../testing/test-database';
import { CHUNKS } from './chunk-seed';
import { DEMO_OFFER_COUNT, seedDemoData } from './demo-seed';
import { mediaJobs, seedMedia } from './media-seed';

interface Seeded {
  test: TestDatabase;
  database: DatabaseHandle;
  mediaDir: string;
  milliseconds: number;
}

/** Where a '/media/...' URL's file lies in a local store's directory. */
function mediaFile(mediaDir: string, url: string): string {
  return path.join(mediaDir, mediaKey(url));
}

async function seedFresh(dialect: 'sqlite' | 'postgres'): Promise<Seeded> {
  const test = await createTestDatabase(dialect);
  const database = test.open();
  await migrateToLatest(database.db);
  const mediaDir = path.join(test.dataDir, 'media');
  const started = performance.now();
  expect(await seedDemoData(database, { media: new LocalMediaStore(mediaDir) })).toBe(true);
  return { test, database, mediaDir, milliseconds: performance.now() - started };
}

/** Every table the seed fills, read in a stable order, for comparing two seeded databases. */
async function snapshot(database: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const { db } = database;
  return {
    agents: await db.selectFrom('agents').selectAll().orderBy('id').execute(),
    offers: await db.selectFrom('offers').selectAll().orderBy('id').execute(),
    offer_texts: await db.selectFrom('offer_texts').selectAll().orderBy('offer_id').execute(),
    offer_photos: await db.selectFrom('offer_photos').selectAll().orderBy('id').execute(),
    offer_documents: await db.selectFrom('offer_documents').selectAll().orderBy('id').execute(),
    offer_groups: await db.selectFrom('offer_groups').selectAll().orderBy('id').execute(),
    offer_group_members: await db
      .selectFrom('offer_group_members')
      .selectAll()
      .orderBy('group_id')
      .orderBy('offer_id')
      .execute(),
    news: await db.selectFrom('news').selectAll().orderBy('id').execute(),
    events: await db.selectFrom('events').selectAll().orderBy('id').execute(),
    blog_categories: await db.selectFrom('blog_categories').selectAll().orderBy('id').execute(),
    blog_posts: await db.selectFrom('blog_posts').selectAll().orderBy('id').execute(),
    faq: await db.selectFrom('faq').selectAll().orderBy('id').execute(),
    pages: await db.selectFrom('pages').selectAll().orderBy('id').execute(),
    chunks: await db.selectFrom('chunks').selectAll().orderBy('id').execute(),
    main_page: await db.selectFrom('main_page').selectAll().orderBy('lang').execute(),
  };
}

describe.each(testDialects())('demo seed on %s', (dialect) => {
  let first: Seeded;
  let second: Seeded;

  beforeAll(async () => {
    first = await seedFresh(dialect);
    second = await seedFresh(dialect);
    console.info(
      `demo seed on ${dialect}: ${Math.round(first.milliseconds)} ms, again ${Math.round(second.milliseconds)} ms`,
    );
  }, 120_000);

  afterAll(async () => {
    for (const s of [first, second]) {
      await s?.database.close();
      await s?.test.drop();
    }
  });

  it('seeds only an empty database', async () => {
    expect(await seedDemoData(first.database, { media: new LocalMediaStore(first.mediaDir) })).toBe(false);
    const { count } = await first.database.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(DEMO_OFFER_COUNT);
  });

  it('produces identical rows on two fresh databases', async () => {
    const a = await snapshot(first.database);
    const b = await snapshot(second.database);
    for (const table of Object.keys(a)) expect(b[table], table).toEqual(a[table]);
  });

  it('fills every table with a realistic amount of content', async () => {
    const rows = await snapshot(first.database);
    expect(rows.agents).toHaveLength(8);
    expect(rows.offers).toHaveLength(DEMO_OFFER_COUNT);
    for (const lang of LANGUAGES) {
      const inLang = (table: string) =>
        (rows[table] as { lang: string }[]).filter((r) => r.lang === lang).length;
      expect(inLang('news')).toBeGreaterThanOrEqual(14);
      expect(inLang('events')).toBeGreaterThanOrEqual(12);
      expect(inLang('blog_posts')).toBeGreaterThanOrEqual(16);
      expect(inLang('faq')).toBeGreaterThanOrEqual(10);
    }
    expect((rows.blog_categories ?? []).map((c) => (c as { slug: string }).slug)).toEqual([
      'porady',
      'rynek',
      'inwestycje',
      'z-zycia-firmy',
    ]);
  });

  it('spreads offers over all 16 voivodeships with unique tipi and slugged towns', async () => {
    const offers = await first.database.db
      .selectFrom('offers')
      .select(['tipi', 'voivodeship', 'town', 'town_slug', 'lat', 'lng'])
      .execute();
    expect(new Set(offers.map((o) => o.voivodeship))).toEqual(new Set(VOIVODESHIPS.map((v) => v.code)));
    expect(new Set(offers.map((o) => o.tipi)).size).toBe(offers.length);
    for (const o of offers) {
      expect(o.tipi).toMatch(/^T\d{5}$/);
      expect(o.town_slug).toBe(slugify(o.town));
      expect(o.lat).toBeGreaterThan(49);
      expect(o.lat).toBeLessThan(54.9);
      expect(o.lng).toBeGreaterThan(14.1);
      expect(o.lng).toBeLessThan(24.2);
    }
  });

  it('stores the derived columns every listing query relies on', async () => {
    const offers = await first.database.db.selectFrom('offers').selectAll().execute();
    for (const o of offers) {
      expect({ tipi: o.tipi, ...offerDerivedColumns(o) }).toEqual({
        tipi: o.tipi,
        town_slug: o.town_slug,
        title_sort: o.title_sort,
        town_sort: o.town_sort,
        effective_price: o.effective_price,
        area_main: o.area_main,
        map_cluster: o.map_cluster,
        is_published: o.is_published,
      });
      expect(o.map_cluster).not.toBeNull();
    }
  });

  it('covers every flag and badge state', async () => {
    const offers = await first.database.db
      .selectFrom('offers')
      .innerJoin('offer_texts', 'offer_texts.offer_id', 'offers.id')
      .selectAll(['offers', 'offer_texts'])
      .execute();
    const flags = [
      'is_new',
      'is_discount',
      'is_make_offer',
      'is_negotiable_price',
      'is_sold',
      'is_new_price',
      'is_teletechnical_infrastructure',
      'is_video_drone',
      'is_concept',
      'is_recommended',
      'is_in_preparation',
      'is_special_offer',
    ] as const;
    for (const flag of flags) {
      expect(
        offers.some((o) => o[flag] === 1),
        flag,
      ).toBe(true);
      expect(
        offers.some((o) => o[flag] === 0),
        flag,
      ).toBe(true);
    }
    expect(offers.some((o) => o.is_published === 0)).toBe(true);
    for (const o of offers) {
      if (o.is_discount === 1) expect(o.discount_price).toBeLessThan(o.price ?? 0);
      if (o.is_make_offer === 1) expect(o.sale_mode).toBe('bids');
      if (o.sale_mode === 'negotiation') expect(o.is_negotiable_price).toBe(1);
      if (o.is_video_drone === 1) expect(o.video_id).toMatch(/^[\w-]{11}$/);
      if (o.mpzp === 1) expect(o.mpzp_pl && o.mpzp_en).toBeTruthy();
      expect(o.updated_at >= o.published_at).toBe(true);
      expect(o.views_period).toBeLessThanOrEqual(o.views_total);
      if (o.land_register) expect(o.land_register).toMatch(/^[A-Z0-9]{4}\/\d{8}\/\d$/);
    }
    expect(offers.some((o) => o.price === null && o.price_sq_meter !== null)).toBe(true);
    expect(offers.some((o) => o.price === null && o.price_sq_meter === null)).toBe(true);
  });

  it('starts "most viewed" from a few measured views that the hourly refresh keeps (decision 034)', async () => {
    const { db } = first.database;
    const offers = await db.selectFrom('offers').select(['id', 'views_period', 'is_published']).execute();
    const daily = await db.selectFrom('offer_views_daily').selectAll().execute();
    const sums = new Map<number, number>();
    for (const row of daily) sums.set(row.offer_id, (sums.get(row.offer_id) ?? 0) + Number(row.views));
    for (const offer of offers) expect(Number(offer.views_period)).toBe(sums.get(offer.id) ?? 0);
    const figures = new Set(offers.map((offer) => Number(offer.views_period)));
    expect([...figures].sort()).toEqual([0, 1, 2, 3]);
    expect(
      offers.filter((offer) => offer.is_published === 0).every((o) => Number(o.views_period) === 0),
    ).toBe(true);
    expect(await refreshViewsPeriod(db, viewsPeriodStart(new Date()))).toBe(0);
  });

  it('reaches every analytics price band', async () => {
    const offers = await first.database.db
      .selectFrom('offers')
      .select(['price', 'is_discount', 'discount_price', 'price_sq_meter'])
      .where('is_published', '=', 1)
      .execute();
    const bands = new Set(
      offers.map((o) =>
        priceBand({
          price: o.price,
          isDiscount: o.is_discount,
          discountPrice: o.discount_price,
          priceSqMeter: o.price_sq_meter,
        }),
      ),
    );
    for (const limit of [
      500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 3_500_000, 4_000_000, 4_500_000,
    ]) {
      expect(bands.has(`do ${limit}`), `do ${limit}`).toBe(true);
    }
    expect(bands.has('powyżej 4500000')).toBe(true);
  });

  it('keeps rent offers consistent with the rent list rules', async () => {
    const rent = await first.database.db
      .selectFrom('offers')
      .selectAll()
      .where('type_classified', '=', 2)
      .execute();
    expect(rent.length).toBeGreaterThan(DEMO_OFFER_COUNT * 0.25);
    const byType = (t: number) => rent.filter((o) => o.type_property === t);
    for (const o of byType(1)) expect(o.area_rental_office).toBeGreaterThanOrEqual(1);
    for (const o of byType(4)) expect(o.area_rental_warehouse).toBeGreaterThanOrEqual(1);
    for (const o of byType(7)) expect(o.area_rental_retail).toBeGreaterThanOrEqual(1);
    expect(byType(8).length).toBeGreaterThan(0);
    for (const o of byType(8)) {
      for (const part of [o.area_rental_office, o.area_rental_warehouse, o.area_rental_retail]) {
        expect(part === null || part < 1).toBe(true);
      }
    }
    for (const o of rent) {
      const parts = [o.area_rental_office, o.area_rental_warehouse, o.area_rental_retail].filter(
        (p): p is number => p !== null,
      );
      const sum = parts.reduce((s, p) => s + p, 0);
      if (sum > 0) expect(o.area_rental).toBeCloseTo(sum, 1);
      else expect(o.area_rental).toBeNull();
    }
  });

  it('builds groups of every type with members and flags promotion members as special offers', async () => {
    const { db } = first.database;
    const groups = await db.selectFrom('offer_groups').selectAll().execute();
    for (const type of ['promotion', 'territorial', 'offer_type'] as const) {
      expect(groups.filter((g) => g.group_type === type).length, type).toBeGreaterThanOrEqual(7);
    }
    for (const g of groups) {
      expect(g.voivodeship === null).toBe(g.group_type !== 'territorial');
      const members = await db
        .selectFrom('offer_group_members')
        .selectAll()
        .where('group_id', '=', g.id)
        .execute();
      expect(members.length, g.name_pl).toBeGreaterThan(0);
    }
    const promoted = await db
      .selectFrom('offer_group_members')
      .innerJoin('offer_groups', 'offer_groups.id', 'offer_group_members.group_id')
      .innerJoin('offers', 'offers.id', 'offer_group_members.offer_id')
      .select(['offers.id', 'offers.is_special_offer'])
      .where('offer_groups.group_type', '=', 'promotion')
      .execute();
    expect(promoted.every((o) => o.is_special_offer === 1)).toBe(true);
    const special = await db.selectFrom('offers').select('id').where('is_special_offer', '=', 1).execute();
    expect(new Set(special.map((o) => o.id))).toEqual(new Set(promoted.map((o) => o.id)));
  });

  it('has every static page and chunk in both languages', async () => {
    const { db } = first.database;
    const pages = await db.selectFrom('pages').select(['lang', 'slug', 'content']).execute();
    const slugs = (lang: string) => pages.filter((p) => p.lang === lang).map((p) => p.slug);
    expect(slugs('pl')).toEqual(
      expect.arrayContaining([
        'o-nas',
        'dla-posrednikow',
        'polityka-prywatnosci',
        'regulamin-serwisu',
        'polityka-cookies',
      ]),
    );
    expect(slugs('en')).toEqual(
      expect.arrayContaining([
        'about-us',
        'for-intermediaries',
        'for-developers',
        'privacy-policy',
        'website-regulations',
        'cookies-policy',
      ]),
    );
    const contact = new Set(['kontakt-dane', 'contact-details']);
    for (const p of pages) expect(p.content.length, p.slug).toBeGreaterThan(contact.has(p.slug) ? 150 : 800);
    const chunks = await db.selectFrom('chunks').select(['name', 'lang']).execute();
    for (const name of Object.keys(CHUNKS)) {
      for (const lang of LANGUAGES)
        expect(
          chunks.some((c) => c.name === name && c.lang === lang),
          `${name}/${lang}`,
        ).toBe(true);
    }
  });

  it('references media that exist: WebP images of the stated size and real PDFs', async () => {
    const { db } = first.database;
    const photos = await db
      .selectFrom('offer_photos')
      .select(['path', 'width', 'height'])
      .distinct()
      .execute();
    expect(photos.length).toBeGreaterThan(10);
    for (const photo of photos) {
      for (const width of OFFER_PHOTO_WIDTHS) {
        const meta = await sharp(mediaFile(first.mediaDir, offerPhotoUrl(photo.path, width))).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe((width * 3) / 4);
      }
      const largest = await sharp(mediaFile(first.mediaDir, offerPhotoUrl(photo.path, 1600))).metadata();
      expect([largest.width, largest.height]).toEqual([photo.width, photo.height]);
    }
    const images = [
      ...(await db.selectFrom('agents').select('photo').execute()).map((a) => a.photo),
      ...(await db.selectFrom('offer_groups').select('image').execute()).map((g) => g.image),
      ...(await db.selectFrom('news').select('image').execute()).map((n) => n.image),
      ...(await db.selectFrom('events').select('image').execute()).map((n) => n.image),
      ...(await db.selectFrom('blog_posts').select('image').execute()).map((n) => n.image),
    ];
    const main = await db.selectFrom('main_page').select('content').execute();
    for (const row of main) {
      const content = JSON.parse(row.content) as {
        slider: { image: string }[];
        salesTiles: { photo: string | null }[];
      };
      images.push(...content.slider.map((s) => s.image), ...content.salesTiles.map((t) => t.photo));
    }
    for (const url of new Set(images)) {
      expect(url, 'image set').toBeTruthy();
      const meta = await sharp(mediaFile(first.mediaDir, url as string)).metadata();
      expect(meta.format, url as string).toBe('webp');
    }
    const documents = await db
      .selectFrom('offer_documents')
      .select(['path', 'size_bytes'])
      .distinct()
      .execute();
    expect(documents.length).toBeGreaterThan(0);
    for (const doc of documents) {
      const bytes = fs.readFileSync(mediaFile(first.mediaDir, doc.path));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBe(doc.size_bytes);
    }
  });
});

describe.skipIf(!testDialects().includes('postgres'))('demo seed with concurrent starts on postgres', () => {
  it('seeds once when two processes start on the same empty database', async () => {
    const test = await createTestDatabase('postgres');
    const a = test.open();
    const b = test.open();
    try {
      await migrateToLatest(a.db);
      const media = new LocalMediaStore(path.join(test.dataDir, 'media'));
      const results = await Promise.all([seedDemoData(a, { media }), seedDemoData(b, { media })]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const { count } = await a.db
        .selectFrom('offers')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(DEMO_OFFER_COUNT);
      const agents = await a.db.selectFrom('agents').select('id').execute();
      expect(agents).toHaveLength(8);
    } finally {
      await a.close();
      await b.close();
      await test.drop();
    }
  });
});

describe('demo media', () => {
  it('is written once: a second run keeps the files', async () => {
    const test = await createTestDatabase('sqlite');
    try {
      const mediaDir = path.join(test.dataDir, 'media');
      const firstRun = await seedMedia(new LocalMediaStore(mediaDir));
      console.info(
        `media: ${firstRun.files} files in ${firstRun.milliseconds} ms (${firstRun.rendered} rendered)`,
      );
      expect(firstRun.created).toBe(firstRun.files);
      const secondRun = await seedMedia(new LocalMediaStore(mediaDir));
      expect(secondRun.created).toBe(0);
      // Another data directory gets the same pictures from the render cache, without rendering.
      const otherDir = path.join(test.dataDir, 'other-media');
      const thirdRun = await seedMedia(new LocalMediaStore(otherDir));
      expect(thirdRun.rendered).toBe(0);
      expect(thirdRun.created).toBe(thirdRun.files);
      const sample = mediaJobs()[0]?.urls[0] ?? '';
      expect(fs.readFileSync(mediaFile(otherDir, sample))).toEqual(
        fs.readFileSync(mediaFile(mediaDir, sample)),
      );
      const urls = mediaJobs().flatMap((job) => job.urls);
      for (const url of urls) expect(fs.existsSync(mediaFile(mediaDir, url)), url).toBe(true);
      const leftovers = fs
        .readdirSync(mediaDir, { recursive: true })
        .filter((f) => String(f).endsWith('.tmp'));
      expect(leftovers).toEqual([]);
    } finally {
      await test.drop();
    }
  });
});
