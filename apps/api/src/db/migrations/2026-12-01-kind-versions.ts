// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/** The tables of the editable kinds (decision 052 §3.4): each row gets the version every write checks. */
const KIND_TABLES = [
  'offers',
  'news',
  'events',
  'blog_posts',
  'pages',
  'faq',
  'offer_groups',
  'chunks',
  'blog_categories',
  'main_page',
] as const;

/**
 * One mechanism for the editable kinds (issue 34, decision 052 §3.4, §3.7). Every kind's row gets
 * `version` (integer, not bigint, which PostgreSQL's driver answers as a string), 1 for the rows
 * there; `ADD COLUMN … NOT NULL DEFAULT 1` rewrites no row on PostgreSQL 11+ or SQLite, which matters
 * for a million offers. `working_copies` holds a published item's draft of changes, one per item, as
 * the kind's values in JSON text (both dialects), beside the live values and version it was started
 * from; `publish_at` is when "publish changes" is scheduled, which the publication loop scans.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of KIND_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .createTable('working_copies')
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('item_key', 'varchar(80)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('base_data', 'text', (col) => col.notNull())
    .addColumn('base_version', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(320)')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('publish_at', 'text')
    .addPrimaryKeyConstraint('working_copies_pk', ['kind', 'item_key'])
    .execute();
  await db.schema.createIndex('working_copies_due').on('working_copies').column('publish_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('working_copies').execute();
  for (const table of [...KIND_TABLES].reverse()) {
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
