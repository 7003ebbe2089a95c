import type { Language } from '@estate/domain/language';
import { type MainPageContent, mainPageContentSchema } from '@estate/domain/main-page-content';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

export async function readMainPage(db: Db, lang: Language): Promise<MainPageContent | null> {
  const row = await db.selectFrom('main_page').select('content').where('lang', '=', lang).executeTakeFirst();
  return row ? mainPageContentSchema.parse(JSON.parse(row.content)) : null;
}

export async function writeMainPage(
  db: Db,
  lang: Language,
  content: MainPageContent,
  now: string,
): Promise<void> {
  const row = { lang, content: JSON.stringify(mainPageContentSchema.parse(content)), updated_at: now };
  await db
    .insertInto('main_page')
    .values(row)
    .onConflict((oc) => oc.column('lang').doUpdateSet({ content: row.content, updated_at: row.updated_at }))
    .execute();
}

/** The stored document of a language with its version (what the home page's editor saves against). */
export async function readMainPageDocument(
  db: Db,
  lang: Language,
): Promise<{ content: MainPageContent; version: number } | null> {
  const row = await db
    .selectFrom('main_page')
    .select(['content', 'version'])
    .where('lang', '=', lang)
    .executeTakeFirst();
  return row ? { content: mainPageContentSchema.parse(JSON.parse(row.content)), version: row.version } : null;
}

/**
 * Makes `content` a language's public document at `version`, if the document is still at `expected`
 * (null: the language has none yet, and gets one unless another write made it meanwhile): one
 * conditional statement, so of two publications one writes and the other gets false.
 */
export async function publishMainPageDocument(
  db: Db,
  lang: Language,
  content: MainPageContent,
  change: { expected: number | null; version: number; now: string },
): Promise<boolean> {
  const json = JSON.stringify(mainPageContentSchema.parse(content));
  if (change.expected === null) {
    const inserted = await db
      .insertInto('main_page')
      .values({ lang, content: json, updated_at: change.now, version: change.version })
      .onConflict((oc) => oc.column('lang').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const updated = await db
    .updateTable('main_page')
    .set({ content: json, updated_at: change.now, version: change.version })
    .where('lang', '=', lang)
    .where('version', '=', change.expected)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
