import type { Language } from '@estate/domain/language';
import {
  homePageDocumentSchema,
  type MainPageContent,
  mainPageContentSchema,
} from '@estate/domain/main-page-content';
import type { HomePageDocument } from '@estate/domain/site-publication';
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

/** The stored document of a language with the time it was last written (the editor's version). */
export async function readMainPageDocument(
  db: Db,
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

// Drafts (decision 040): one per language at most, beside the public document.

export interface MainPageDraft {
  lang: Language;
  content: HomePageDocument;
  updatedAt: string;
  publishAt: string | null;
}

function toDraft(row: { lang: string; content: string; updated_at: string; publish_at: string | null }) {
  return {
    lang: row.lang as Language,
    content: homePageDocumentSchema.parse(JSON.parse(row.content)),
    updatedAt: row.updated_at,
    publishAt: row.publish_at,
  };
}

export async function readMainPageDraft(db: Db, lang: Language): Promise<MainPageDraft | null> {
  const row = await db.selectFrom('main_page_drafts').selectAll().where('lang', '=', lang).executeTakeFirst();
  return row ? toDraft(row) : null;
}

/**
 * Writes a language's draft at version `now` if the page is still at `version`, the one the editor
 * read (issue 34): the draft of that version is rewritten (a scheduled time stays as it was), or,
 * when there is no draft, one is made over the public document of that version ('' for a language
 * without one). Each is one conditional statement, so of two saves from one version one writes and
 * the other gets false, having written nothing.
 */
export async function writeMainPageDraft(
  db: Db,
  lang: Language,
  content: HomePageDocument,
  now: string,
  version: string,
): Promise<boolean> {
  const row = { lang, content: JSON.stringify(homePageDocumentSchema.parse(content)), updated_at: now };
  const updated = await db
    .updateTable('main_page_drafts')
    .set({ content: row.content, updated_at: row.updated_at })
    .where('lang', '=', lang)
    .where('updated_at', '=', version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return true;
  // A draft published meanwhile handed its version to the public document: the editor goes on.
  const inserted = await db
    .insertInto('main_page_drafts')
    .columns(['lang', 'content', 'updated_at'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(row.lang).as('lang'),
          eb.val(row.content).as('content'),
          eb.val(row.updated_at).as('updated_at'),
        ])
        .where((eb) =>
          eb(
            eb.fn.coalesce(
              eb.selectFrom('main_page').select('updated_at').where('lang', '=', lang),
              eb.val(''),
            ),
            '=',
            version,
          ),
        ),
    )
    .onConflict((oc) => oc.column('lang').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Sets or clears when the publication loop publishes a language's draft. */
export async function setMainPageDraftSchedule(
  db: Db,
  lang: Language,
  publishAt: string | null,
): Promise<void> {
  await db.updateTable('main_page_drafts').set({ publish_at: publishAt }).where('lang', '=', lang).execute();
}

/**
 * Takes a language's draft out, if it is still the version named (and, for the publication loop,
 * due by `dueBy`): one conditional DELETE, so of two processes or two clicks only one gets it.
 * Answers the draft taken, or null when another write came first.
 */
export async function takeMainPageDraft(
  db: Db,
  lang: Language,
  version: string,
  dueBy?: string,
): Promise<MainPageDraft | null> {
  let query = db.deleteFrom('main_page_drafts').where('lang', '=', lang).where('updated_at', '=', version);
  if (dueBy !== undefined) query = query.where('publish_at', '<=', dueBy);
  const row = await query.returningAll().executeTakeFirst();
  return row ? toDraft(row) : null;
}

/** Drafts scheduled for `at` or before, with the versions to take them at. */
export async function findDueMainPageDrafts(
  db: Db,
  at: string,
): Promise<{ lang: Language; updatedAt: string }[]> {
  const rows = await db
    .selectFrom('main_page_drafts')
    .select(['lang', 'updated_at'])
    .where('publish_at', '<=', at)
    .orderBy('lang')
    .execute();
  return rows.map((row) => ({ lang: row.lang as Language, updatedAt: row.updated_at }));
}
