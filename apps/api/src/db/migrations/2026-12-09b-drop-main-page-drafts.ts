// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';
import { up as carryDrafts } from './2026-12-08b-home-working-copies';

/**
 * The old home page drafts' table goes (decision 052 step S9): `2026-12-08b-home-working-copies`
 * moved every draft to `working_copies` (kind `home`) and emptied it, and nothing writes it since.
 * A row found anyway is carried first by that migration's own step, unless its language already has
 * a copy (the mechanism's, written later, which wins), so nothing is dropped unread. `down` makes
 * the table again, empty: the copies stay where the mechanism reads them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const copied = db.selectFrom('working_copies').select('item_key').where('kind', '=', 'home');
  await db.deleteFrom('main_page_drafts').where('lang', 'in', copied).execute();
  await carryDrafts(db);
  await db.schema.dropTable('main_page_drafts').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('main_page_drafts')
    .addColumn('lang', 'varchar(2)', (col) => col.primaryKey())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('publish_at', 'text')
    .execute();
}
