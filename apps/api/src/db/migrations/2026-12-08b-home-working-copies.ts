// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * The home page on the editable kinds' mechanism (decision 052 step S7, §3.4): every language's
 * draft in `main_page_drafts` moves to `working_copies` as kind `home`, keyed by its language, with
 * its document as the copy's values, the public document (without the sales tiles) as its base, or
 * the draft itself for a language not public yet, the public document's version as the base version
 * and that plus one as the copy's (1 + 1 for a language not public yet, as the service counts), and
 * its time and schedule. The draft's writer was never kept. `down` moves them back, the copy's
 * save time as the draft's version. `main_page_drafts` itself stays, empty, until step S9.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const drafts = await db.selectFrom('main_page_drafts').selectAll().orderBy('lang').execute();
  for (const draft of drafts) {
    const live = await db
      .selectFrom('main_page')
      .select(['content', 'version'])
      .where('lang', '=', draft.lang)
      .executeTakeFirst();
    let base: string = draft.content;
    if (live) {
      const { salesTiles: _kept, ...document } = JSON.parse(live.content);
      base = JSON.stringify(document);
    }
    await db
      .insertInto('working_copies')
      .values({
        kind: 'home',
        item_key: draft.lang,
        data: draft.content,
        base_data: base,
        base_version: live ? Number(live.version) : 0,
        version: (live ? Number(live.version) : 1) + 1,
        updated_by: null,
        updated_at: draft.updated_at,
        publish_at: draft.publish_at,
      })
      .execute();
  }
  await db.deleteFrom('main_page_drafts').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const copies = await db.selectFrom('working_copies').selectAll().where('kind', '=', 'home').execute();
  for (const copy of copies) {
    await db
      .insertInto('main_page_drafts')
      .values({
        lang: copy.item_key,
        content: copy.data,
        updated_at: copy.updated_at,
        publish_at: copy.publish_at,
      })
      .execute();
  }
  await db.deleteFrom('working_copies').where('kind', '=', 'home').execute();
}
