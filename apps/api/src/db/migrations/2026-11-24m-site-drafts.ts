// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

const STATED_TABLES = ['faq', 'offer_groups'] as const;

/**
 * Drafts, preview and scheduled publication of the site's own content (issue 18, decision 040).
 * FAQ entries and special-offer groups get the states news and pages have (decision 037): `status`
 * (`draft`, `scheduled`, `published`; existing rows stay published) and `published_at`, when it was
 * or will be public (null: published before dates were kept, or a draft never published). The home
 * page gets a draft document per language beside the public one in `main_page_drafts`, with the
 * version the editor saves against and, when scheduled, the instant the publication loop makes it
 * public.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of STATED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable(table).addColumn('published_at', 'text').execute();
    // The publication loop's scan: scheduled rows whose time has come.
    await db.schema.createIndex(`${table}_scheduled`).on(table).columns(['status', 'published_at']).execute();
  }
  await db.schema
    .createTable('main_page_drafts')
    .addColumn('lang', 'varchar(2)', (col) => col.primaryKey())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('publish_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('main_page_drafts').execute();
  for (const table of STATED_TABLES) {
    await db.schema.dropIndex(`${table}_scheduled`).execute();
    await db.schema.alterTable(table).dropColumn('published_at').execute();
    await db.schema.alterTable(table).dropColumn('status').execute();
  }
}
