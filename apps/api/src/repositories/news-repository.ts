import type { Language } from '@estate/domain/language';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { NewsTable } from '../db/tables/content-tables';
import {
  countPublishedItems,
  findPublishedItemById,
  findPublishedTranslationId,
} from './published-dated-content';

type Db = Kysely<DatabaseSchema>;
type NewsRow = Selectable<NewsTable>;
type NewsListRow = Omit<NewsRow, 'content' | 'status' | 'translation_key' | 'image_alt' | 'version'>;
type NewsPosition = Pick<NewsRow, 'id' | 'lang' | 'published_at'>;

/** One page of a language's news, newest first (published_at, then id for a stable order). */
export async function findNewsPage(
  db: Db,
  lang: Language,
  offset: number,
  limit: number,
): Promise<{ rows: NewsListRow[]; total: number }> {
  const [rows, total] = await Promise.all([
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
    countPublishedItems(db, 'news', lang),
  ]);
  return { rows, total };
}

/** A published news item (drafts and scheduled items are not public, decision 037). */
export async function findNewsById(db: Db, id: number): Promise<NewsRow | undefined> {
  return findPublishedItemById(db, 'news', id);
}

/**
 * The published item of the item's language next to it in the list's order, going to older
 * ('<', latest of those first) or newer ('>', earliest first); ties on published_at go by id.
 */
async function findNewsNeighbourId(db: Db, item: NewsPosition, side: '<' | '>'): Promise<number | null> {
  const order = side === '<' ? 'desc' : 'asc';
  const row = await db
    .selectFrom('news')
    .select('id')
    .where('status', '=', 'published')
    .where('lang', '=', item.lang)
    .where((eb) =>
      eb.or([
        eb('published_at', side, item.published_at),
        eb.and([eb('published_at', '=', item.published_at), eb('id', side, item.id)]),
      ]),
    )
    .orderBy('published_at', order)
    .orderBy('id', order)
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The neighbours of an item in its language, chronologically: previous is the one published just
 * before it (older), next the one just after (newer). Ties on published_at go by id, as in the list.
 */
export async function findNewsNeighbours(
  db: Db,
  item: NewsPosition,
): Promise<{ previousId: number | null; nextId: number | null }> {
  const [previousId, nextId] = await Promise.all([
    findNewsNeighbourId(db, item, '<'),
    findNewsNeighbourId(db, item, '>'),
  ]);
  return { previousId, nextId };
}

/** The published item of the other language sharing the item's translation key (decision 037). */
export async function findNewsTranslationId(
  db: Db,
  item: Pick<NewsRow, 'id' | 'translation_key'>,
): Promise<number | null> {
  return findPublishedTranslationId(db, 'news', item);
}
