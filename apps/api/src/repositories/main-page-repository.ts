import type { Language } from '@estate/domain/language';
import { type MainPageContent, mainPageContentSchema } from '@estate/domain/main-page-content';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

export async function readMainPage(
  db: Kysely<DatabaseSchema>,
  lang: Language,
): Promise<MainPageContent | null> {
  const row = await db.selectFrom('main_page').select('content').where('lang', '=', lang).executeTakeFirst();
  return row ? mainPageContentSchema.parse(JSON.parse(row.content)) : null;
}

export async function writeMainPage(
  db: Kysely<DatabaseSchema>,
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

/** The stored document of a language with the time it was last written (the editor's version). */
export async function readMainPageDocument(
  db: Kysely<DatabaseSchema>,
  lang: Language,
): Promise<{ content: MainPageContent; updatedAt: string } | null> {
  const row = await db
    .selectFrom('main_page')
    .select(['content', 'updated_at'])
    .where('lang', '=', lang)
    .executeTakeFirst();
  return row
    ? { content: mainPageContentSchema.parse(JSON.parse(row.content)), updatedAt: row.updated_at }
    : null;
}
