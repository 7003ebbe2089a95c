import type { Language } from '@estate/domain/language';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { EventTable, NewsTable } from '../db/tables/content-tables';

type Db = Kysely<DatabaseSchema>;

/**
 * The public tables of dated content (news and events) answer the same questions of their
 * published rows: how many a language has, one by id, the one of the other language. Their lists
 * differ (news by publication, events by the event's day), so those stay in their repositories.
 */
type DatedContentTable = 'news' | 'events';

/** How many published items a language has, for the list's page count. */
export async function countPublishedItems(db: Db, table: DatedContentTable, lang: Language): Promise<number> {
  const count = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'published')
    .where('lang', '=', lang)
    .executeTakeFirstOrThrow();
  return Number(count.count);
}

/** A published item (drafts and scheduled items are not public, decision 037). */
export function findPublishedItemById(
  db: Db,
  table: 'news',
  id: number,
): Promise<Selectable<NewsTable> | undefined>;
export function findPublishedItemById(
  db: Db,
  table: 'events',
  id: number,
): Promise<Selectable<EventTable> | undefined>;
export function findPublishedItemById(db: Db, table: DatedContentTable, id: number) {
  return db
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** The published item of the other language sharing the item's translation key (decision 037). */
export async function findPublishedTranslationId(
  db: Db,
  table: DatedContentTable,
  item: { id: number; translation_key: string | null },
): Promise<number | null> {
  if (item.translation_key === null) return null;
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('translation_key', '=', item.translation_key)
    .where('id', '<>', item.id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row?.id ?? null;
}
