// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import { polishSortKey } from '@estate/domain/polish-sort-key';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './migration-helpers';

/**
 * The back office's offer list sorts by title, town, state and agent (issue 35, decision 062
 * "Sorting text"). A title's, a town's and an agent's name's Polish sort key (`polishSortKey`,
 * printable ASCII in the alphabet's order) is kept beside it, derived on every write, and compared
 * by bytes: SQLite's default BINARY, and on PostgreSQL the columns are `COLLATE "C"`, so both
 * order alike and the indexes below serve the sorts. The state sorts in the order staff read it
 * (draft, scheduled, published, unpublished) by an index on that expression; the list's query
 * writes the same expression. Rows already stored get their keys here (towns once per town).
 * If `polishSortKey` ever changes, a new migration fills the keys again.
 */
const STATE_RANK = sql`(case status when 'draft' then 0 when 'scheduled' then 1 when 'published' then 2 when 'unpublished' then 3 end)`;

export async function up(db: Kysely<any>): Promise<void> {
  const keyType = isPostgres(db) ? sql`text collate "C"` : sql`text`;
  for (const column of ['title_sort', 'town_sort']) {
    await db.schema
      .alterTable('offers')
      .addColumn(column, keyType, (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('agents')
    .addColumn('name_sort', keyType, (c) => c.notNull().defaultTo(''))
    .execute();

  const titles = await db.selectFrom('offers').select(['id', 'title_pl']).execute();
  for (const row of titles) {
    await db
      .updateTable('offers')
      .set({ title_sort: polishSortKey(row.title_pl) })
      .where('id', '=', row.id)
      .execute();
  }
  const towns = await db.selectFrom('offers').select('town').distinct().execute();
  for (const { town } of towns) {
    await db
      .updateTable('offers')
      .set({ town_sort: polishSortKey(town) })
      .where('town', '=', town)
      .execute();
  }
  const agents = await db.selectFrom('agents').select(['id', 'name']).execute();
  for (const agent of agents) {
    await db
      .updateTable('agents')
      .set({ name_sort: polishSortKey(agent.name) })
      .where('id', '=', agent.id)
      .execute();
  }

  await db.schema.createIndex('offers_title_sort').on('offers').columns(['title_sort', 'id']).execute();
  await db.schema.createIndex('offers_town_sort').on('offers').columns(['town_sort', 'id']).execute();
  await sql`create index offers_state_sort on offers (${STATE_RANK}, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['offers_state_sort', 'offers_town_sort', 'offers_title_sort'])
    await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('agents').dropColumn('name_sort').execute();
  for (const column of ['town_sort', 'title_sort'])
    await db.schema.alterTable('offers').dropColumn(column).execute();
}
