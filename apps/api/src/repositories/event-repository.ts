import type { Language } from '@estate/domain/language';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { EventTable } from '../db/tables/content-tables';
import {
  countPublishedItems,
  findPublishedItemById,
  findPublishedTranslationId,
} from './published-dated-content';

type Db = Kysely<DatabaseSchema>;
type EventRow = Selectable<EventTable>;
type EventListRow = Omit<EventRow, 'content' | 'status' | 'translation_key' | 'image_alt' | 'version'>;

/**
 * One slice of a language's events: upcoming ones first, soonest first, then past ones, latest
 * first, so a visitor sees what they can still attend before the archive. `today` is a
 * 'YYYY-MM-DD' day; event_date holds a date or an ISO timestamp, and both compare as text.
 */
export async function findEventsSlice(
  db: Db,
  lang: Language,
  today: string,
  offset: number,
  limit: number,
): Promise<{ rows: EventListRow[]; total: number }> {
  const upcoming = sql<boolean>`${sql.ref('event_date')} >= ${today}`;
  const [rows, total] = await Promise.all([
    db
      .selectFrom('events')
      // Lists never show the body; leaving it out keeps the page query small.
      .select(['id', 'lang', 'title', 'lead', 'image', 'published_at', 'event_date', 'place'])
      .where('status', '=', 'published')
      .where('lang', '=', lang)
      .orderBy(sql`case when ${upcoming} then 0 else 1 end`)
      // NULL for past events, so this key orders upcoming ones only; past ones tie here and fall
      // through to the descending key.
      .orderBy(sql`case when ${upcoming} then ${sql.ref('event_date')} end`, 'asc')
      .orderBy('event_date', 'desc')
      .orderBy('id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute(),
    countPublishedItems(db, 'events', lang),
  ]);
  return { rows, total };
}

/** A published event (drafts and scheduled items are not public, decision 037). */
export async function findEventById(db: Db, id: number): Promise<EventRow | undefined> {
  return findPublishedItemById(db, 'events', id);
}

/** The published event of the other language sharing the event's translation key (decision 037). */
export async function findEventTranslationId(
  db: Db,
  item: Pick<EventRow, 'id' | 'translation_key'>,
): Promise<number | null> {
  return findPublishedTranslationId(db, 'events', item);
}
