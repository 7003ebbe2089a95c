// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

const ARTICLE_TABLES = ['news', 'events', 'blog_posts', 'pages'] as const;

/** The static pages' pairs as the seed wrote them (SPEC §2 footer slugs). */
const PAGE_PAIRS = [
  ['o-nas', 'about-us'],
  ['dla-posrednikow', 'for-intermediaries'],
  ['polityka-prywatnosci', 'privacy-policy'],
  ['regulamin-serwisu', 'website-regulations'],
  ['polityka-cookies', 'cookies-policy'],
] as const;

/**
 * Content written in the back office (issue 18, decision 037): news, events, blog posts and pages
 * get a publication state (`draft`, `scheduled`, `published`; existing rows stay published) whose
 * time is `published_at`, articles an alt text for their cover image, and news, events and pages a
 * translation key like blog posts have (migration f). Pages get `published_at` (their `updated_at`
 * until now). Old slugs of blog posts and pages are kept in `content_slug_history`, so an address
 * that was public keeps working as a permanent redirect.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ARTICLE_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('published'))
      .execute();
    if (table !== 'pages') await db.schema.alterTable(table).addColumn('image_alt', 'text').execute();
    if (table !== 'blog_posts')
      await db.schema.alterTable(table).addColumn('translation_key', 'text').execute();
  }
  await db.schema.alterTable('pages').addColumn('published_at', 'text').execute();
  await db
    .updateTable('pages')
    .set((eb: any) => ({ published_at: eb.ref('updated_at') }))
    .execute();
  for (const table of ARTICLE_TABLES) {
    // The publication loop's scan: scheduled items whose time has come.
    await db.schema.createIndex(`${table}_scheduled`).on(table).columns(['status', 'published_at']).execute();
    if (table !== 'blog_posts') {
      await db.schema
        .createIndex(`${table}_translation`)
        .on(table)
        .columns(['translation_key', 'lang'])
        .execute();
    }
  }

  // Existing pairs, as the seed wrote them: news and events published together with one image.
  for (const table of ['news', 'events'] as const) {
    const rows: { id: number; lang: string; published_at: string; image: string | null }[] = await db
      .selectFrom(table)
      .select(['id', 'lang', 'published_at', 'image'])
      .execute();
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = JSON.stringify([row.published_at, row.image]);
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const group of groups.values()) {
      const pl = group.filter((row) => row.lang === 'pl');
      const en = group.filter((row) => row.lang === 'en');
      if (pl.length !== 1 || en.length !== 1 || !pl[0] || !en[0]) continue;
      await db
        .updateTable(table)
        .set({ translation_key: `${table}-${pl[0].id}` })
        .where('id', 'in', [pl[0].id, en[0].id])
        .execute();
    }
  }
  for (const [pl, en] of PAGE_PAIRS) {
    await db
      .updateTable('pages')
      .set({ translation_key: `page-${pl}` })
      .where((eb: any) =>
        eb.or([
          eb.and([eb('lang', '=', 'pl'), eb('slug', '=', pl)]),
          eb.and([eb('lang', '=', 'en'), eb('slug', '=', en)]),
        ]),
      )
      .execute();
  }

  await withId(db, db.schema.createTable('content_slug_history'))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('lang', 'varchar(2)', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('content_slug_history_slug', ['kind', 'lang', 'slug'])
    .execute();
  await db.schema
    .createIndex('content_slug_history_item')
    .on('content_slug_history')
    .columns(['kind', 'item_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_slug_history').execute();
  for (const table of ARTICLE_TABLES) {
    await db.schema.dropIndex(`${table}_scheduled`).execute();
    if (table !== 'blog_posts') {
      await db.schema.dropIndex(`${table}_translation`).execute();
      await db.schema.alterTable(table).dropColumn('translation_key').execute();
    }
    if (table !== 'pages') await db.schema.alterTable(table).dropColumn('image_alt').execute();
    await db.schema.alterTable(table).dropColumn('status').execute();
  }
  await db.schema.alterTable('pages').dropColumn('published_at').execute();
}
