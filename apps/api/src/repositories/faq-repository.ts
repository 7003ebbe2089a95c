import { LANGUAGES, type Language } from '@estate/domain/language';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { FaqTable } from '../db/tables/content-tables';

type FaqRow = Selectable<FaqTable>;

type Db = Kysely<DatabaseSchema>;

/**
 * The public FAQ: published entries of one language, or of both when none is given (the site's call
 * sends no query), in their editorial position; id breaks ties so the order is stable. Drafts and
 * scheduled entries are staff's only (decision 040).
 */
export async function findFaq(db: Db, lang: Language | undefined): Promise<FaqRow[]> {
  return db
    .selectFrom('faq')
    .selectAll()
    .where('lang', 'in', lang ? [lang] : LANGUAGES)
    .where('status', '=', 'published')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Every entry of a language in its order, whatever its state (the back office's list and preview). */
export async function findFaqForEditor(db: Db, lang: Language): Promise<FaqRow[]> {
  return db
    .selectFrom('faq')
    .selectAll()
    .where('lang', '=', lang)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** One entry, whatever its language. */
export async function findFaqEntry(db: Db, id: number): Promise<FaqRow | undefined> {
  return db.selectFrom('faq').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids of a language's entries in their order. */
export async function listFaqIds(db: Db, lang: Language): Promise<number[]> {
  const rows = await db
    .selectFrom('faq')
    .select('id')
    .where('lang', '=', lang)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A new entry, always a draft (the column's default keeps the rows written before drafts public). */
export async function insertFaqEntry(
  db: Db,
  entry: { lang: Language; question: string; answer: string; position: number },
): Promise<number> {
  const row = await db
    .insertInto('faq')
    .values({ ...entry, status: 'draft', published_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFaqEntry(
  db: Db,
  id: number,
  entry: { question: string; answer: string },
): Promise<void> {
  await db.updateTable('faq').set(entry).where('id', '=', id).execute();
}

export async function deleteFaqEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('faq').where('id', '=', id).execute();
}

/** Numbers the entries 1, 2, 3… in the order given (one language's whole list). */
export async function setFaqPositions(db: Db, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('faq')
      .set({ position: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}
