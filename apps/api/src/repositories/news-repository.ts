import type { Language } from '@estate/domain/language';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { NewsTable } from '../db/tables/content-tables';

type Db = Kysely<DatabaseSchema>;
type NewsRow = Selectable<NewsTable>;
type NewsListRow = Omit<NewsRow, 'content' | 'status' | 'translation_key' | 'image_alt' | 'version'>;

/** One page of a language's news, newest first (published_at, then id for a stable order). */
export async function findNewsPage(
  db: Db,
  lang: Language,
  offset: number,
  limit: number,
): Promise<{ rows: NewsListRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('news')
      // Lists never show the body; leaving it out keeps the page query small.
      .select(['id', 'lang', 'title', 'lead', 'image', 'published_at'])
      .where('status', '=', 'published')
      .where('lang', '=', lang)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'published')
      .where('lang', '=', lang)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** A published news item (drafts and scheduled items are not public, decision 037). */
export async function findNewsById(db: Db, id: number): Promise<NewsRow | undefined> {
  return db
    .selectFrom('news')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/**
 * The neighbours of an item in its language, chronologically: previous is the one published just
 * before it (older), next the one just after (newer). Ties on published_at go by id, as in the list.
 */
export async function findNewsNeighbours(
  db: Db,
  item: Pick<NewsRow, 'id' | 'lang' | 'published_at'>,
): Promise<{ previousId: number | null; nextId: number | null }> {
  const [previous, next] = await Promise.all([
    db
      .selectFrom('news')
      .select('id')
      .where('status', '=', 'published')
      .where('lang', '=', item.lang)
      .where((eb) =>
        eb.or([
          eb('published_at', '<', item.published_at),
          eb.and([eb('published_at', '=', item.published_at), eb('id', '<', item.id)]),
        ]),
      )
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('news')
      .select('id')
      .where('status', '=', 'published')
      .where('lang', '=', item.lang)
      .where((eb) =>
        eb.or([
          eb('published_at', '>', item.published_at),
          eb.and([eb('published_at', '=', item.published_at), eb('id', '>', item.id)]),
        ]),
      )
      .orderBy('published_at', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previousId: previous?.id ?? null, nextId: next?.id ?? null };
}

/** The published item of the other language sharing the item's translation key (decision 037). */
export async function findNewsTranslationId(
  db: Db,
  item: Pick<NewsRow, 'id' | 'translation_key'>,
): Promise<number | null> {
  if (item.translation_key === null) return null;
  const row = await db
    .selectFrom('news')
    .select('id')
    .where('translation_key', '=', item.translation_key)
    .where('id', '<>', item.id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row?.id ?? null;
}
