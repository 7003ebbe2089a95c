import { homePage } from '@estate/domain/kinds/home-page';
import { polishSortKey } from '@estate/domain/polish-sort-key';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW, DEMO_SPREAD_FIRST } from '../seed/demo-seed';
import { generateOffer, insertOffers } from '../seed/offer-seed';
import { allMapCells, expectCellsAsRebuilt } from '../testing/map-cell-checks';
import { insertOffer } from '../testing/offer-factory';
import { useTestDatabase } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import type { DatabaseHandle } from './database';
import { isUniqueViolation } from './database-errors';
import { migrateDownOne, migrateTo, migrateToLatest } from './migrate';
import type { MainPageDraftTable } from './tables/content-tables';
import type { NewsletterDigestTable, NewsletterSubscriberTable } from './tables/newsletter-tables';

async function offerIndexes(database: DatabaseHandle): Promise<string[]> {
  const rows =
    database.dialect === 'postgres'
      ? await sql<{
          name: string;
        }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'offers'`.execute(database.db)
      : await sql<{
          name: string;
        }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'offers'`.execute(database.db);
  return rows.rows.map((row) => row.name).sort();
}

/** The newest migration the history test below walks; those after it are tried on their own. */
const BLOG_TRANSLATIONS = '2026-11-24f-blog-translations';
const MAP_CELLS = '2026-11-24l-map-cells';
const LATER_MIGRATIONS = [
  '2026-11-24g-measured-views',
  '2026-11-24h-form-inbox',
  '2026-11-24i-newsletter-digest',
  '2026-11-24j-content-signal',
  '2026-11-24k-content-editing',
  '2026-11-24l-map-cells',
  '2026-11-24m-site-drafts',
  '2026-11-27-offer-media-paths',
  '2026-12-01-kind-versions',
  '2026-12-02-offer-archive',
  '2026-12-02b-offer-new-until',
  '2026-12-03-search-alerts',
  '2026-12-04-photo-focus',
  '2026-12-05-search-alert-once',
  '2026-12-06-search-alert-mailed',
  '2026-12-06b-offer-price-drops',
  '2026-12-06c-manage-token-address',
  '2026-12-07-saved-filters',
  '2026-12-08-saved-filters-without-sender',
  '2026-12-08b-home-working-copies',
  '2026-12-09-offer-group-joins',
  '2026-12-09b-drop-main-page-drafts',
  '2026-12-10-offer-media-pending',
  '2026-12-11-offer-sort-keys',
  '2026-12-11-search-alert-voivodeships',
  '2026-12-12-search-alert-origin',
  '2026-12-13-newsletter-as-alerts',
  '2026-12-13b-drop-newsletter-tables',
];

async function tableNames(database: DatabaseHandle): Promise<string[]> {
  const rows =
    database.dialect === 'postgres'
      ? await sql<{
          name: string;
        }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(database.db)
      : await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(database.db);
  return rows.rows.map((row) => row.name).sort();
}

async function saleModes(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.db.selectFrom('offers').select('sale_mode').execute();
  return rows.map((row) => row.sale_mode);
}

describe.each(testDialects())('migrations on %s', (dialect) => {
  const ctx = useTestDatabase(dialect);

  it('apply in order, and the offer indexes for scale go back and forth', async () => {
    const { database } = ctx;
    expect(await migrateTo(database.db, BLOG_TRANSLATIONS)).toEqual([
      '2026-11-21-initial-schema',
      '2026-11-21-offer-indexes-at-scale',
      '2026-11-23-rate-limit-counters',
      '2026-11-24-staff-accounts',
      '2026-11-24b-offer-publishing',
      '2026-11-24c-back-office-list',
      '2026-11-24d-tenders',
      '2026-11-24e-offer-text-search',
      '2026-11-24f-blog-translations',
    ]);
    // The text search's trigram indexes (PostgreSQL only) back and forth.
    const trigrams = (await offerIndexes(database)).filter((name) => name.endsWith('_trgm'));
    expect(trigrams).toEqual(
      dialect === 'postgres' ? ['offers_tipi_trgm', 'offers_title_en_trgm', 'offers_title_pl_trgm'] : [],
    );
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24f-blog-translations']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24e-offer-text-search']);
    expect((await offerIndexes(database)).filter((name) => name.endsWith('_trgm'))).toEqual([]);
    // Tenders back (the old mode restored) and forth.
    await insertOffer(database.db, { sale_mode: 'bids', photos: 0, mapCells: 'skip', sortKeys: 'skip' });
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24d-tenders']);
    expect(await saleModes(database)).toEqual(['auction']);
    expect(await migrateTo(database.db, BLOG_TRANSLATIONS)).toEqual([
      '2026-11-24d-tenders',
      '2026-11-24e-offer-text-search',
      '2026-11-24f-blog-translations',
    ]);
    expect(await saleModes(database)).toEqual(['bids']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24f-blog-translations']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24e-offer-text-search']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24d-tenders']);
    // The back office's list index, then publication states (offers keep is_published), back and forth.
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24c-back-office-list']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24b-offer-publishing']);
    expect(await migrateTo(database.db, BLOG_TRANSLATIONS)).toEqual([
      '2026-11-24b-offer-publishing',
      '2026-11-24c-back-office-list',
      '2026-11-24d-tenders',
      '2026-11-24e-offer-text-search',
      '2026-11-24f-blog-translations',
    ]);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24f-blog-translations']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24e-offer-text-search']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24d-tenders']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24c-back-office-list']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24b-offer-publishing']);
    // Staff accounts go back (agents keep their cards, without the link) and forth.
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24-staff-accounts']);
    expect(await migrateTo(database.db, BLOG_TRANSLATIONS)).toEqual([
      '2026-11-24-staff-accounts',
      '2026-11-24b-offer-publishing',
      '2026-11-24c-back-office-list',
      '2026-11-24d-tenders',
      '2026-11-24e-offer-text-search',
      '2026-11-24f-blog-translations',
    ]);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24f-blog-translations']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24e-offer-text-search']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24d-tenders']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24c-back-office-list']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24b-offer-publishing']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24-staff-accounts']);
    // The rate-limit counters go back and forth on their own.
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-23-rate-limit-counters']);
    expect(await migrateTo(database.db, BLOG_TRANSLATIONS)).toEqual([
      '2026-11-23-rate-limit-counters',
      '2026-11-24-staff-accounts',
      '2026-11-24b-offer-publishing',
      '2026-11-24c-back-office-list',
      '2026-11-24d-tenders',
      '2026-11-24e-offer-text-search',
      '2026-11-24f-blog-translations',
    ]);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24f-blog-translations']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24e-offer-text-search']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24d-tenders']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24c-back-office-list']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24b-offer-publishing']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-24-staff-accounts']);
    expect(await migrateDownOne(database.db)).toEqual(['2026-11-23-rate-limit-counters']);
    const latest = await offerIndexes(database);
    expect(latest).toEqual(
      expect.arrayContaining(['offers_map_cluster_type', 'offers_map_cluster_voivodeship']),
    );
    expect(latest.includes('offers_list_price_desc')).toBe(dialect === 'postgres');

    expect(await migrateDownOne(database.db)).toEqual(['2026-11-21-offer-indexes-at-scale']);
    const before = await offerIndexes(database);
    expect(before).not.toContain('offers_map_cluster_type');
    expect(before).not.toContain('offers_list_price_desc');
    expect(before).toEqual(
      expect.arrayContaining(['offers_town', 'offers_geo', 'offers_new', 'offers_discount']),
    );

    expect(await migrateTo(database.db, BLOG_TRANSLATIONS)).toEqual([
      '2026-11-21-offer-indexes-at-scale',
      '2026-11-23-rate-limit-counters',
      '2026-11-24-staff-accounts',
      '2026-11-24b-offer-publishing',
      '2026-11-24c-back-office-list',
      '2026-11-24d-tenders',
      '2026-11-24e-offer-text-search',
      '2026-11-24f-blog-translations',
    ]);
    expect(await offerIndexes(database)).toEqual(
      [
        ...latest,
        'offers_agent',
        'offers_published_at',
        'offers_scheduled',
        'offers_tender',
        'offers_updated',
        ...(dialect === 'postgres'
          ? ['offers_tipi_trgm', 'offers_title_en_trgm', 'offers_title_pl_trgm']
          : []),
      ].sort(),
    );
  });
  it('apply after those in order, each going back and forth', async () => {
    const { db } = ctx.database;
    await migrateTo(db, BLOG_TRANSLATIONS);
    expect(await migrateToLatest(db)).toEqual(LATER_MIGRATIONS);
    for (const name of [...LATER_MIGRATIONS].reverse()) expect(await migrateDownOne(db)).toEqual([name]);
    expect(await tableNames(ctx.database)).not.toContain('offer_views_daily');
    expect(await tableNames(ctx.database)).not.toContain('form_submission_notes');
    expect(await tableNames(ctx.database)).not.toContain('newsletter_digests');
    expect(await tableNames(ctx.database)).not.toContain('map_cells');
    expect(await tableNames(ctx.database)).not.toContain('main_page_drafts');
    expect(await tableNames(ctx.database)).not.toContain('working_copies');
    expect(await migrateToLatest(db)).toEqual(LATER_MIGRATIONS);
    expect(await tableNames(ctx.database)).toEqual(
      expect.arrayContaining([
        'offer_views_daily',
        'scheduled_jobs',
        'form_submission_notes',
        'settings',
        'map_cells',
        'working_copies',
      ]),
    );
    // The old home page drafts' table is gone since its rows moved to the working copies (S9), and
    // the newsletter's since its subscribers are alerts (decision 059).
    expect(await tableNames(ctx.database)).not.toContain('main_page_drafts');
    expect(await tableNames(ctx.database)).not.toContain('newsletter_subscribers');
    expect(await tableNames(ctx.database)).not.toContain('newsletter_digests');
  });
  it('pairs the blog articles written before translations were linked, as the seed wrote them', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-11-24e-offer-text-search');
    const post = (lang: string, slug: string, image: string) => ({
      lang,
      slug,
      category_id: null,
      title: slug,
      lead: '',
      content: '<p></p>',
      image,
      author: null,
      published_at: '2026-10-01T10:00:00.000Z',
    });
    await db
      .insertInto('blog_posts')
      .values([
        post('pl', 'kupno-centrali', 'a.webp'),
        post('en', 'buying-an-exchange', 'a.webp'),
        post('pl', 'tylko-po-polsku', 'b.webp'),
      ])
      .execute();
    expect(await migrateTo(db, BLOG_TRANSLATIONS)).toEqual([BLOG_TRANSLATIONS]);
    const rows = await db
      .selectFrom('blog_posts')
      .select(['slug', 'translation_key'])
      .orderBy('id')
      .execute();
    const key = rows[0]?.translation_key;
    expect(key).toBeTruthy();
    expect(rows.map((row) => row.translation_key)).toEqual([key, key, null]);
  });
  it('fills the map’s cells from the offers already there, as a rebuild does', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-11-24k-content-editing');
    // Published and unpublished offers over Poland, written before the cells existed.
    const drafts = Array.from({ length: 120 }, (_, i) =>
      generateOffer(i + 1, {
        seed: 3,
        now: DEMO_NOW,
        agentIds: new Map(),
        documents: [],
        photos: 'none',
        spreadFirst: DEMO_SPREAD_FIRST,
      }),
    );
    await insertOffers(db, drafts, { mapCells: 'skip', sortKeys: 'skip' });
    expect(await migrateTo(db, MAP_CELLS)).toEqual([MAP_CELLS]);
    const cells = await allMapCells(db);
    const published = await db.selectFrom('offers').select('id').where('is_published', '=', 1).execute();
    expect(published.length).toBeGreaterThanOrEqual(
      drafts.filter((draft) => draft.row.status === 'published').length,
    );
    expect(cells.filter((cell) => cell.zoom === 6).reduce((sum, cell) => sum + cell.offer_count, 0)).toBe(
      published.length,
    );
    await expectCellsAsRebuilt(db);
    expect(await migrateDownOne(db)).toEqual([MAP_CELLS]);
    expect(await tableNames(ctx.database)).not.toContain('map_cells');
    await migrateToLatest(db);
  });
  it('keeps written content published and pairs news, events and the static pages as the seed wrote them', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-11-24j-content-signal');
    const item = (lang: string, title: string, image: string) => ({
      lang,
      title,
      lead: '',
      content: '<p></p>',
      image,
      published_at: '2026-10-02T10:00:00.000Z',
    });
    await db
      .insertInto('news')
      .values([item('pl', 'Nowość', 'n.webp'), item('en', 'News', 'n.webp'), item('pl', 'Sama', 'x.webp')])
      .execute();
    const page = (lang: string, slug: string) => ({
      lang,
      slug,
      title: slug,
      description: '',
      content: '<p></p>',
      updated_at: '2026-10-03T10:00:00.000Z',
    });
    // The columns this migration adds do not exist yet: the rows are written as that day's schema had them.
    await db
      .insertInto('pages')
      .values([page('pl', 'o-nas'), page('en', 'about-us'), page('pl', 'inna-strona')] as never)
      .execute();
    expect(await migrateToLatest(db)).toContain('2026-11-24k-content-editing');
    const news = await db.selectFrom('news').select(['status', 'translation_key']).orderBy('id').execute();
    const newsKey = news[0]?.translation_key;
    expect(newsKey).toBeTruthy();
    expect(news).toEqual([
      { status: 'published', translation_key: newsKey },
      { status: 'published', translation_key: newsKey },
      { status: 'published', translation_key: null },
    ]);
    const pages = await db
      .selectFrom('pages')
      .select(['slug', 'status', 'translation_key', 'published_at'])
      .orderBy('id')
      .execute();
    expect(pages).toEqual([
      {
        slug: 'o-nas',
        status: 'published',
        translation_key: 'page-o-nas',
        published_at: '2026-10-03T10:00:00.000Z',
      },
      {
        slug: 'about-us',
        status: 'published',
        translation_key: 'page-o-nas',
        published_at: '2026-10-03T10:00:00.000Z',
      },
      {
        slug: 'inna-strona',
        status: 'published',
        translation_key: null,
        published_at: '2026-10-03T10:00:00.000Z',
      },
    ]);
  });
  it('keeps the FAQ and special-offer groups written before drafts published', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-11-24k-content-editing');
    await db
      .insertInto('faq')
      .values({ lang: 'pl', question: 'Jak?', answer: '<p>Tak.</p>', position: 1 })
      .execute();
    // The columns this migration adds do not exist yet: the row is written as that day's schema had it.
    await db
      .insertInto('offer_groups')
      .values({
        group_type: 'promotion',
        name_pl: 'Zima',
        name_en: 'Winter',
        description_pl: '',
        description_en: '',
        image: null,
        voivodeship: null,
        created_at: '2026-10-01T10:00:00.000Z',
      } as never)
      .execute();
    expect(await migrateToLatest(db)).toContain('2026-11-24m-site-drafts');
    expect(await db.selectFrom('faq').select(['status', 'published_at']).execute()).toEqual([
      { status: 'published', published_at: null },
    ]);
    expect(await db.selectFrom('offer_groups').select(['status', 'published_at']).execute()).toEqual([
      { status: 'published', published_at: null },
    ]);
    // The drafts' table this migration made is gone since S9 (`2026-12-09b-drop-main-page-drafts`).
    expect(await tableNames(ctx.database)).not.toContain('main_page_drafts');
  });

  it('gives the rows of every editable kind version 1 and takes it back (decision 052)', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-11-27-offer-media-paths');
    await db.deleteFrom('faq').execute();
    await db
      .insertInto('faq')
      .values({
        lang: 'pl',
        question: 'Jak?',
        answer: '<p>Tak.</p>',
        position: 1,
        status: 'published',
      } as never)
      .execute();
    await db
      .insertInto('chunks')
      .values({ name: 'kind-versions', lang: 'pl', content: 'x' } as never)
      .execute();
    expect(await migrateTo(db, '2026-12-01-kind-versions')).toEqual(['2026-12-01-kind-versions']);
    expect(await db.selectFrom('faq').select(['question', 'version']).execute()).toEqual([
      { question: 'Jak?', version: 1 },
    ]);
    expect(
      await db.selectFrom('chunks').select('version').where('name', '=', 'kind-versions').execute(),
    ).toEqual([{ version: 1 }]);
    // A row written afterwards without a version starts at 1 too; a copy's versions are integers on both.
    await db
      .insertInto('faq')
      .values({ lang: 'en', question: 'How?', answer: '<p>So.</p>', position: 1, published_at: null })
      .execute();
    await db
      .insertInto('working_copies')
      .values({
        kind: 'faq',
        item_key: '1',
        data: '{}',
        base_data: '{}',
        base_version: 1,
        version: 2,
        updated_by: null,
        updated_at: '2026-12-01T10:00:00.000Z',
        publish_at: null,
      })
      .execute();
    expect(await db.selectFrom('faq').select('version').orderBy('id').execute()).toEqual([
      { version: 1 },
      { version: 1 },
    ]);
    expect(await db.selectFrom('working_copies').select(['base_version', 'version']).execute()).toEqual([
      { base_version: 1, version: 2 },
    ]);
    expect(await migrateDownOne(db)).toEqual(['2026-12-01-kind-versions']);
    expect(await tableNames(ctx.database)).not.toContain('working_copies');
    expect(await db.selectFrom('faq').select(['question']).orderBy('id').execute()).toEqual([
      { question: 'Jak?' },
      { question: 'How?' },
    ]);
    expect(await migrateTo(db, '2026-12-01-kind-versions')).toEqual(['2026-12-01-kind-versions']);
  });

  it('gives offers an archive date, none for the offers there, and takes it back (decision 058)', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-12-01-kind-versions');
    const id = await insertOffer(db, { photos: 0, sortKeys: 'skip' });
    expect(await migrateTo(db, '2026-12-02-offer-archive')).toEqual(['2026-12-02-offer-archive']);
    expect(await db.selectFrom('offers').select('archived_at').where('id', '=', id).execute()).toEqual([
      { archived_at: null },
    ]);
    await db
      .updateTable('offers')
      .set({ archived_at: '2026-12-02T10:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    expect(await migrateDownOne(db)).toEqual(['2026-12-02-offer-archive']);
    expect(await migrateTo(db, '2026-12-02-offer-archive')).toEqual(['2026-12-02-offer-archive']);
    expect(await db.selectFrom('offers').select('archived_at').where('id', '=', id).execute()).toEqual([
      { archived_at: null },
    ]);
  });

  it('gives offers an end of their automatic "new", none for the offers there, and takes it back (decision 058)', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-12-02-offer-archive');
    const id = await insertOffer(db, { photos: 0, sortKeys: 'skip' });
    expect(await migrateTo(db, '2026-12-02b-offer-new-until')).toEqual(['2026-12-02b-offer-new-until']);
    expect(await db.selectFrom('offers').select('new_until').where('id', '=', id).execute()).toEqual([
      { new_until: null },
    ]);
    expect(await offerIndexes(ctx.database)).toContain('offers_new_until');
    expect(await migrateDownOne(db)).toEqual(['2026-12-02b-offer-new-until']);
    expect(await offerIndexes(ctx.database)).not.toContain('offers_new_until');
    expect(await migrateTo(db, '2026-12-02b-offer-new-until')).toEqual(['2026-12-02b-offer-new-until']);
  });
  it('takes the search for a sender out of the inbox’s saved filters and their audit entries, and only there (decision 062)', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-12-07-saved-filters');
    const at = '2026-12-07T10:00:00.000Z';
    await db
      .insertInto('auth_user')
      .values({
        id: 'migration-user',
        name: 'Anna',
        email: 'anna@example.pl',
        email_verified: ctx.database.dialect === 'postgres' ? true : 1,
        image: null,
        created_at: ctx.database.dialect === 'postgres' ? new Date(at) : at,
        updated_at: ctx.database.dialect === 'postgres' ? new Date(at) : at,
        role: 'editor',
        banned: null,
        ban_reason: null,
        ban_expires: null,
        two_factor_enabled: null,
      })
      .execute();
    const filter = (list: string, name: string, query: string) => ({
      user_id: 'migration-user',
      list,
      name,
      query,
      created_at: at,
    });
    await db
      .insertInto('saved_filters')
      .values([
        filter('inbox', 'Kowalski', 'q=kowalski%40example.pl&status=new'),
        filter('inbox', 'Nowe', 'status=new'),
        filter('offers', 'Dom', 'q=dom&status=draft'),
      ])
      .execute();
    const entry = (list: string, query: [string | null, string]) => ({
      at,
      actor_id: null,
      actor_email: 'anna@example.pl',
      action: 'saved-filter.save',
      entity: 'saved_filter',
      entity_id: '1',
      changes: JSON.stringify({ list: [null, list], name: [null, 'x'], query }),
    });
    await db
      .insertInto('audit_log')
      .values([
        entry('inbox', ['q=Jan', 'q=kowalski%40example.pl&status=new']),
        entry('offers', [null, 'q=dom']),
      ])
      .execute();

    expect(await migrateTo(db, '2026-12-08-saved-filters-without-sender')).toEqual([
      '2026-12-08-saved-filters-without-sender',
    ]);
    const filters = await db.selectFrom('saved_filters').select(['name', 'query']).orderBy('name').execute();
    expect(filters).toEqual([
      { name: 'Dom', query: 'q=dom&status=draft' },
      { name: 'Kowalski', query: 'status=new' },
      { name: 'Nowe', query: 'status=new' },
    ]);
    const audit = await db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'saved-filter.save')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => JSON.parse(row.changes).query)).toEqual([
      ['', 'status=new'],
      [null, 'q=dom'],
    ]);
    expect(await migrateDownOne(db)).toEqual(['2026-12-08-saved-filters-without-sender']);
    expect(await migrateTo(db, '2026-12-08-saved-filters-without-sender')).toEqual([
      '2026-12-08-saved-filters-without-sender',
    ]);
  });
  it('moves each home page draft, with its schedule, into the working copies and back (decision 052 S7)', async () => {
    // The drafts' table as that day's schema had it (dropped since S9).
    const { db } = ctx.database;
    const old = db.withTables<{ main_page_drafts: MainPageDraftTable }>();
    await migrateTo(db, '2026-12-08-saved-filters-without-sender');
    const tiles = [{ region: 'Mazowsze', name: 'Anna', phone: '+48 1', email: 'a@example.pl', photo: null }];
    const page = (title: string) => ({
      slider: [
        {
          title,
          text: '',
          image: '/media/site/a.webp',
          imageAlt: 'Alt',
          link: null,
          linkLabel: null,
        },
      ],
      popup: null,
      whoWeAre: { title: 'Kim jesteśmy', html: '<p>My</p>', videoId: null },
    });
    await db
      .insertInto('main_page')
      .values({
        lang: 'pl',
        content: JSON.stringify({ ...page('Publiczny'), salesTiles: tiles }),
        updated_at: '2026-11-01T10:00:00.000Z',
        version: 3,
      })
      .execute();
    await old
      .insertInto('main_page_drafts')
      .values([
        {
          lang: 'pl',
          content: JSON.stringify(page('Szkic')),
          updated_at: '2026-12-01T10:00:00.000Z',
          publish_at: '2026-12-24T08:00:00.000Z',
        },
        // A language not public yet.
        {
          lang: 'en',
          content: JSON.stringify(page('Draft')),
          updated_at: '2026-12-02T10:00:00.000Z',
          publish_at: null,
        },
      ])
      .execute();
    const drafts = await old.selectFrom('main_page_drafts').selectAll().orderBy('lang').execute();

    expect(await migrateTo(db, '2026-12-08b-home-working-copies')).toEqual([
      '2026-12-08b-home-working-copies',
    ]);
    const copies = await db
      .selectFrom('working_copies')
      .selectAll()
      .where('kind', '=', 'home')
      .orderBy('item_key')
      .execute();
    expect(copies.map(({ data: _d, base_data: _b, ...copy }) => copy)).toEqual([
      {
        kind: 'home',
        item_key: 'en',
        base_version: 0,
        version: 2,
        updated_by: null,
        updated_at: '2026-12-02T10:00:00.000Z',
        publish_at: null,
      },
      {
        kind: 'home',
        item_key: 'pl',
        base_version: 3,
        version: 4,
        updated_by: null,
        updated_at: '2026-12-01T10:00:00.000Z',
        publish_at: '2026-12-24T08:00:00.000Z',
      },
    ]);
    // Each copy is the kind's values; the base is the public document without its sales tiles.
    const [en, pl] = copies;
    expect(homePage.schemas.values.parse(JSON.parse(pl?.data ?? '')).slider[0]?.title).toBe('Szkic');
    expect(JSON.parse(pl?.base_data ?? '')).toEqual(page('Publiczny'));
    expect(homePage.schemas.values.parse(JSON.parse(en?.data ?? '')).slider[0]?.title).toBe('Draft');
    expect(JSON.parse(en?.base_data ?? '')).toEqual(page('Draft'));
    expect(await old.selectFrom('main_page_drafts').selectAll().execute()).toEqual([]);

    expect(await migrateDownOne(db)).toEqual(['2026-12-08b-home-working-copies']);
    expect(await old.selectFrom('main_page_drafts').selectAll().orderBy('lang').execute()).toEqual(drafts);
    expect(await db.selectFrom('working_copies').selectAll().execute()).toEqual([]);
    expect(await migrateTo(db, '2026-12-08b-home-working-copies')).toEqual([
      '2026-12-08b-home-working-copies',
    ]);
  });
  it('drops the old home page drafts’ table once its rows are working copies, carrying one found there (decision 052 S9)', async () => {
    const { db } = ctx.database;
    const old = db.withTables<{ main_page_drafts: MainPageDraftTable }>();
    await migrateTo(db, '2026-12-09-offer-group-joins');
    // The database the file's tests share: the copies the last one carried are not this one's.
    await db.deleteFrom('working_copies').where('kind', '=', 'home').execute();
    const document = JSON.stringify({ slider: [], popup: null, whoWeAre: null });
    await db
      .insertInto('working_copies')
      .values({
        kind: 'home',
        item_key: 'pl',
        data: document,
        base_data: document,
        base_version: 1,
        version: 2,
        updated_by: 'redaktor@example.pl',
        updated_at: '2026-12-09T10:00:00.000Z',
        publish_at: null,
      })
      .execute();
    // Written past the mechanism after S7: English is carried, Polish keeps the mechanism's later copy.
    await old
      .insertInto('main_page_drafts')
      .values([
        { lang: 'en', content: document, updated_at: '2026-12-09T09:00:00.000Z', publish_at: null },
        { lang: 'pl', content: '{}', updated_at: '2026-12-09T08:00:00.000Z', publish_at: null },
      ])
      .execute();
    expect(await migrateTo(db, '2026-12-09b-drop-main-page-drafts')).toEqual([
      '2026-12-09b-drop-main-page-drafts',
    ]);
    expect(await tableNames(ctx.database)).not.toContain('main_page_drafts');
    const copies = await db
      .selectFrom('working_copies')
      .select(['item_key', 'updated_by', 'updated_at'])
      .where('kind', '=', 'home')
      .orderBy('item_key')
      .execute();
    expect(copies).toEqual([
      { item_key: 'en', updated_by: null, updated_at: '2026-12-09T09:00:00.000Z' },
      { item_key: 'pl', updated_by: 'redaktor@example.pl', updated_at: '2026-12-09T10:00:00.000Z' },
    ]);
    expect(await migrateDownOne(db)).toEqual(['2026-12-09b-drop-main-page-drafts']);
    expect(await old.selectFrom('main_page_drafts').selectAll().execute()).toEqual([]);
  });
  it('marks no photo or document stored so far as pending, and takes the mark back (decision 052 media)', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-12-09b-drop-main-page-drafts');
    const id = await insertOffer(db, { photos: 2, sortKeys: 'skip' });
    await db
      .insertInto('offer_documents')
      .values({
        offer_id: id,
        position: 0,
        title_pl: 'Mapa',
        title_en: 'Map',
        path: '/media/documents/a.pdf',
        size_bytes: 10,
      })
      .execute();
    expect(await migrateTo(db, '2026-12-10-offer-media-pending')).toEqual(['2026-12-10-offer-media-pending']);
    const pending = async (table: 'offer_photos' | 'offer_documents') =>
      (await db.selectFrom(table).select('pending').where('offer_id', '=', id).execute()).map(
        (row) => row.pending,
      );
    expect([await pending('offer_photos'), await pending('offer_documents')]).toEqual([[0, 0], [0]]);
    expect(await migrateDownOne(db)).toEqual(['2026-12-10-offer-media-pending']);
    expect(await migrateTo(db, '2026-12-10-offer-media-pending')).toEqual(['2026-12-10-offer-media-pending']);
    expect(await pending('offer_photos')).toEqual([0, 0]);
  });
  it('gives the offers and agents there their Polish sort keys and indexes, and takes them back (decision 062)', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-12-10-offer-media-pending');
    const id = await insertOffer(db, {
      title_pl: 'Łąka nad Wisłą',
      town: 'Łódź',
      photos: 0,
      sortKeys: 'skip',
    });
    await sql`insert into agents (name, job_pl, job_en, phone, email) values ('Żaneta Wójcik', '', '', '', 'z@example.pl')`.execute(
      db,
    );
    expect(await migrateTo(db, '2026-12-11-offer-sort-keys')).toEqual(['2026-12-11-offer-sort-keys']);
    expect(
      await db.selectFrom('offers').select(['title_sort', 'town_sort']).where('id', '=', id).execute(),
    ).toEqual([{ title_sort: polishSortKey('Łąka nad Wisłą'), town_sort: polishSortKey('Łódź') }]);
    expect(await db.selectFrom('agents').select('name_sort').execute()).toEqual([
      { name_sort: polishSortKey('Żaneta Wójcik') },
    ]);
    expect(await offerIndexes(ctx.database)).toEqual(
      expect.arrayContaining(['offers_title_sort', 'offers_town_sort', 'offers_state_sort']),
    );
    expect(await migrateDownOne(db)).toEqual(['2026-12-11-offer-sort-keys']);
    expect(await offerIndexes(ctx.database)).not.toContain('offers_title_sort');
    expect(await migrateTo(db, '2026-12-11-offer-sort-keys')).toEqual(['2026-12-11-offer-sort-keys']);
  });
  it('gives every alert so far no set of voivodeships, and keeps one live alert per address, list and set (decision 059)', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-12-11-offer-sort-keys');
    const email = `regions-${ctx.database.dialect}@example.com`;
    const alert = (hash: string) => sql`
      insert into search_alerts (email, lang, list, path, frequency, status, consent_text, consent_version,
        consented_at, unsubscribe_token_hash, created_at, confirmed_at, active_since)
      values (${email}, 'pl', 'sprzedaz', '/sprzedaz', 'weekly', 'active', 'zgoda', '1',
        '2026-12-01T10:00:00.000Z', ${hash}, '2026-12-01T10:00:00.000Z', '2026-12-01T10:00:00.000Z',
        '2026-12-01T10:00:00.000Z')`;
    await alert('hash-1').execute(db);
    expect(await migrateTo(db, '2026-12-11-search-alert-voivodeships')).toEqual([
      '2026-12-11-search-alert-voivodeships',
    ]);
    const sets = () =>
      db
        .selectFrom('search_alerts')
        .select(['voivodeships', 'status'])
        .where('email', '=', email)
        .orderBy('id')
        .execute();
    expect(await sets()).toEqual([{ voivodeships: '', status: 'active' }]);
    await expect(alert('hash-2').execute(db)).rejects.toSatisfy(isUniqueViolation);
    await db.updateTable('search_alerts').set({ voivodeships: '12,14' }).where('email', '=', email).execute();
    await alert('hash-3').execute(db);
    // Down: one live alert per address and list again, so the set's alert stops.
    expect(await migrateDownOne(db)).toEqual(['2026-12-11-search-alert-voivodeships']);
    expect(
      (
        await db
          .selectFrom('search_alerts')
          .select('status')
          .where('email', '=', email)
          .orderBy('id')
          .execute()
      ).map((row) => row.status),
    ).toEqual(['unsubscribed', 'active']);
    await migrateTo(db, '2026-12-11-search-alert-voivodeships');
    expect(await sets()).toEqual([
      { voivodeships: '', status: 'unsubscribed' },
      { voivodeships: '', status: 'active' },
    ]);
  });

  it("gives every alert so far the origin 'filter', lets a newsletter's alert sit beside a list's, and takes the newsletter's away on the way back (decision 059)", async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-12-11-search-alert-voivodeships');
    const email = `origin-${ctx.database.dialect}@example.com`;
    const alert = (hash: string, origin?: string) => sql`
      insert into search_alerts (email, lang, list, path, voivodeships, frequency, status, consent_text,
        consent_version, consented_at, unsubscribe_token_hash, created_at, confirmed_at, active_since
        ${origin === undefined ? sql`` : sql`, origin`})
      values (${email}, 'pl', 'sprzedaz', '/sprzedaz', '14', 'weekly', 'active', 'zgoda', '1',
        '2026-12-01T10:00:00.000Z', ${hash}, '2026-12-01T10:00:00.000Z', '2026-12-01T10:00:00.000Z',
        '2026-12-01T10:00:00.000Z' ${origin === undefined ? sql`` : sql`, ${origin}`})`;
    await alert('origin-1').execute(db);
    expect(await migrateTo(db, '2026-12-12-search-alert-origin')).toEqual(['2026-12-12-search-alert-origin']);
    const origins = async () =>
      (
        await db
          .selectFrom('search_alerts')
          .select('origin')
          .where('email', '=', email)
          .orderBy('id')
          .execute()
      ).map((row) => row.origin);
    expect(await origins()).toEqual(['filter']);
    await expect(alert('origin-2').execute(db)).rejects.toSatisfy(isUniqueViolation);
    // The same address, list and set as the footer's newsletter: another subscription, another mail.
    await alert('origin-3', 'newsletter').execute(db);
    await expect(alert('origin-4', 'newsletter').execute(db)).rejects.toSatisfy(isUniqueViolation);
    const newsletter = await db
      .selectFrom('search_alerts')
      .select('id')
      .where('unsubscribe_token_hash', '=', 'origin-3')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('search_alert_sends')
      .values({
        alert_id: newsletter.id,
        period: 'week:2026-W49',
        sent_at: '2026-12-07T06:05:00.000Z',
        covered_since: '2026-12-01T10:00:00.000Z',
        covered_until: '2026-12-07T06:05:00.000Z',
        offer_count: 1,
        unsubscribe_token_hash: 'origin-send',
      })
      .execute();
    // Down: without the column it would be a list's alert, so the newsletter's alert and its send go.
    expect(await migrateDownOne(db)).toEqual(['2026-12-12-search-alert-origin']);
    expect(
      await db
        .selectFrom('search_alerts')
        .select('unsubscribe_token_hash')
        .where('email', '=', email)
        .execute(),
    ).toEqual([{ unsubscribe_token_hash: 'origin-1' }]);
    expect(
      await db.selectFrom('search_alert_sends').select('id').where('alert_id', '=', newsletter.id).execute(),
    ).toEqual([]);
    await expect(alert('origin-5').execute(db)).rejects.toSatisfy(isUniqueViolation);
    await migrateTo(db, '2026-12-12-search-alert-origin');
    expect(await origins()).toEqual(['filter']);
  });
  it("moves the newsletter's subscribers and their digests onto alerts of origin 'newsletter', and back (decision 059)", async () => {
    const { db } = ctx.database;
    // The newsletter's tables as that day's schema had them (dropped since 2026-12-13b).
    const old = db.withTables<{
      newsletter_subscribers: NewsletterSubscriberTable;
      newsletter_digests: NewsletterDigestTable;
    }>();
    await migrateTo(db, '2026-12-12-search-alert-origin');
    await db.deleteFrom('search_alerts').execute();
    await db
      .insertInto('settings')
      .values({ name: 'newsletter_digest_frequency', value: 'daily', updated_at: '2026-11-01T10:00:00.000Z' })
      .execute();
    const subscriber = (email: string, columns: Record<string, unknown>) =>
      old
        .insertInto('newsletter_subscribers')
        .values({
          email,
          voivodeships: '22,14',
          is_agent: 0,
          lang: 'pl',
          status: 'confirmed',
          consent_text: 'zgoda',
          consent_version: '1',
          consented_at: '2026-06-01T10:00:00.000Z',
          event_id: null,
          confirm_token_hash: null,
          confirm_expires_at: null,
          unsubscribe_token_hash: `own-${email}`,
          created_at: '2026-06-01T10:00:00.000Z',
          confirmed_at: '2026-06-01T10:05:00.000Z',
          unsubscribed_at: null,
          ...columns,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const reader = await subscriber('reader@example.pl', {
      is_agent: 1,
      lang: 'en',
      confirm_token_hash: 'u:request',
      confirm_expires_at: '2026-12-20T10:00:00.000Z',
    });
    await subscriber('pending@example.pl', {
      status: 'pending',
      voivodeships: '',
      confirmed_at: null,
      confirm_token_hash: 'confirm-me',
      confirm_expires_at: '2026-12-20T10:00:00.000Z',
    });
    await subscriber('gone@example.pl', {
      status: 'unsubscribed',
      unsubscribed_at: '2026-07-01T10:00:00.000Z',
    });
    await old
      .insertInto('newsletter_digests')
      .values({
        subscriber_id: reader.id,
        period: 'day:2026-11-30',
        sent_at: '2026-11-30T06:05:00.000Z',
        covered_since: '2026-11-29T06:05:00.000Z',
        covered_until: '2026-11-30T06:05:00.000Z',
        offer_count: 3,
        unsubscribe_token_hash: 'digest-token',
      })
      .execute();

    expect(await migrateTo(db, '2026-12-13-newsletter-as-alerts')).toEqual([
      '2026-12-13-newsletter-as-alerts',
    ]);
    const alerts = await db
      .selectFrom('search_alerts')
      .select([
        'id',
        'email',
        'lang',
        'list',
        'path',
        'voivodeships',
        'origin',
        'frequency',
        'status',
        'is_agent',
        'confirm_token_hash',
        'unsubscribe_token_hash',
        'confirmed_at',
        'active_since',
        'unsubscribed_at',
      ])
      .orderBy('id')
      .execute();
    expect(alerts.map(({ id: _id, ...alert }) => alert)).toEqual([
      {
        email: 'reader@example.pl',
        lang: 'en',
        list: 'sprzedaz',
        path: '/sprzedaz',
        // As stored: the digest names them in this order.
        voivodeships: '22,14',
        origin: 'newsletter',
        frequency: 'daily',
        status: 'active',
        is_agent: 1,
        confirm_token_hash: 'u:request',
        unsubscribe_token_hash: 'own-reader@example.pl',
        confirmed_at: '2026-06-01T10:05:00.000Z',
        active_since: '2026-06-01T10:05:00.000Z',
        unsubscribed_at: null,
      },
      expect.objectContaining({
        email: 'pending@example.pl',
        status: 'pending',
        voivodeships: '',
        confirm_token_hash: 'confirm-me',
        confirmed_at: null,
        active_since: null,
      }),
      expect.objectContaining({
        email: 'gone@example.pl',
        status: 'unsubscribed',
        unsubscribed_at: '2026-07-01T10:00:00.000Z',
      }),
    ]);
    expect(
      await db
        .selectFrom('search_alert_sends')
        .select(['alert_id', 'period', 'unsubscribe_token_hash'])
        .execute(),
    ).toEqual([
      { alert_id: alerts[0]?.id, period: 'day:2026-11-30', unsubscribe_token_hash: 'digest-token' },
    ]);
    expect(await old.selectFrom('newsletter_subscribers').select('id').execute()).toEqual([]);
    expect(await old.selectFrom('newsletter_digests').select('id').execute()).toEqual([]);
    // One newsletter row per address, a stopped one too; a list's alert of the address beside it.
    const another = (origin: string, hash: string) => sql`
      insert into search_alerts (email, lang, list, path, voivodeships, origin, frequency, status,
        consent_text, consent_version, consented_at, unsubscribe_token_hash, created_at)
      values ('gone@example.pl', 'pl', 'sprzedaz', '/sprzedaz', '', ${origin}, 'weekly', 'pending',
        'zgoda', '1', '2026-12-01T10:00:00.000Z', ${hash}, '2026-12-01T10:00:00.000Z')`;
    await expect(another('newsletter', 'twice').execute(db)).rejects.toSatisfy(isUniqueViolation);
    await another('filter', 'a-list').execute(db);

    expect(await migrateDownOne(db)).toEqual(['2026-12-13-newsletter-as-alerts']);
    const back = await old
      .selectFrom('newsletter_subscribers')
      .select(['id', 'email', 'status', 'voivodeships', 'is_agent', 'confirm_token_hash'])
      .orderBy('id')
      .execute();
    expect(back.map(({ id: _id, ...row }) => row)).toEqual([
      {
        email: 'reader@example.pl',
        status: 'confirmed',
        voivodeships: '22,14',
        is_agent: 1,
        confirm_token_hash: 'u:request',
      },
      {
        email: 'pending@example.pl',
        status: 'pending',
        voivodeships: '',
        is_agent: 0,
        confirm_token_hash: 'confirm-me',
      },
      {
        email: 'gone@example.pl',
        status: 'unsubscribed',
        voivodeships: '22,14',
        is_agent: 0,
        confirm_token_hash: null,
      },
    ]);
    expect(
      await old
        .selectFrom('newsletter_digests')
        .select(['subscriber_id', 'unsubscribe_token_hash'])
        .execute(),
    ).toEqual([{ subscriber_id: back[0]?.id, unsubscribe_token_hash: 'digest-token' }]);
    expect(await db.selectFrom('search_alerts').select('origin').execute()).toEqual([{ origin: 'filter' }]);
    await db.deleteFrom('search_alerts').execute();

    // Then the old tables go; a row written there after the move (nothing does) is carried first.
    await migrateTo(db, '2026-12-13-newsletter-as-alerts');
    await subscriber('late@example.pl', { voivodeships: '12' });
    expect(await migrateToLatest(db)).toEqual(['2026-12-13b-drop-newsletter-tables']);
    expect(await tableNames(ctx.database)).not.toContain('newsletter_subscribers');
    expect(await tableNames(ctx.database)).not.toContain('newsletter_digests');
    expect(
      await db
        .selectFrom('search_alerts')
        .select(['email', 'origin', 'status', 'voivodeships'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      { email: 'reader@example.pl', origin: 'newsletter', status: 'active', voivodeships: '22,14' },
      { email: 'pending@example.pl', origin: 'newsletter', status: 'pending', voivodeships: '' },
      { email: 'gone@example.pl', origin: 'newsletter', status: 'unsubscribed', voivodeships: '22,14' },
      { email: 'late@example.pl', origin: 'newsletter', status: 'active', voivodeships: '12' },
    ]);
    // Down makes them again, empty, and the move's down fills them from the alerts.
    expect(await migrateDownOne(db)).toEqual(['2026-12-13b-drop-newsletter-tables']);
    expect(await old.selectFrom('newsletter_subscribers').select('id').execute()).toEqual([]);
    expect(await migrateDownOne(db)).toEqual(['2026-12-13-newsletter-as-alerts']);
    expect(await old.selectFrom('newsletter_subscribers').select('id').execute()).toHaveLength(4);
    await migrateToLatest(db);
  });
});
