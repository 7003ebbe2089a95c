import {
  CONTENT_LIST_PAGE_SIZE,
  type ContentKind,
  type ContentListQuery,
  type ContentStatus,
} from '@estate/domain/content-editor';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { articleSlugTaken, dropFormerSlugs, recordFormerSlug } from './article-slug-repository';

type Db = Kysely<DatabaseSchema>;

/** The table each kind of content is stored in. */
const TABLES = { news: 'news', events: 'events', blog: 'blog_posts', pages: 'pages' } as const;

/** The audit log's name of an item of each kind. */
export const CONTENT_ENTITY: Readonly<Record<ContentKind, string>> = {
  news: 'news',
  events: 'event',
  blog: 'blog_post',
  pages: 'page',
};

/** The kind an old slug is kept under (content_slug_history.kind). */
const HISTORY_KIND = { blog: 'blog', pages: 'page' } as const;

/**
 * An item of any kind as the back office reads and writes it; a column the kind's table lacks is
 * null here and never written (pages: no cover image, their `description` is the lead).
 */
export interface ContentColumns {
  lang: string;
  title: string;
  lead: string;
  content: string;
  image: string | null;
  image_alt: string | null;
  slug: string | null;
  category_id: number | null;
  author: string | null;
  event_date: string | null;
  place: string | null;
  status: ContentStatus;
  published_at: string;
  translation_key: string | null;
}

export interface ContentRow extends ContentColumns {
  id: number;
}

// The four tables share most columns but not all; the queries below name only those of the kind's
// table, so one untyped handle over them is narrower than four copies of each query.
// biome-ignore lint/suspicious/noExplicitAny: see above; every column named is checked per kind.
const untyped = (db: Db): Kysely<any> => db as unknown as Kysely<any>;

function columnsOf(kind: ContentKind): string[] {
  const shared = ['id', 'lang', 'title', 'content', 'status', 'published_at', 'translation_key'];
  switch (kind) {
    case 'news':
      return [...shared, 'lead', 'image', 'image_alt'];
    case 'events':
      return [...shared, 'lead', 'image', 'image_alt', 'event_date', 'place'];
    case 'blog':
      return [...shared, 'lead', 'image', 'image_alt', 'slug', 'category_id', 'author'];
    case 'pages':
      return [...shared, 'description', 'slug'];
  }
}

function toRow(raw: Record<string, unknown>): ContentRow {
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : null);
  return {
    id: Number(raw.id),
    lang: String(raw.lang),
    title: String(raw.title),
    lead: text('lead') ?? text('description') ?? '',
    content: String(raw.content),
    image: text('image'),
    image_alt: text('image_alt'),
    slug: text('slug'),
    category_id: raw.category_id === null || raw.category_id === undefined ? null : Number(raw.category_id),
    author: text('author'),
    event_date: text('event_date'),
    place: text('place'),
    status: String(raw.status) as ContentStatus,
    published_at: String(raw.published_at),
    translation_key: text('translation_key'),
  };
}

/** The columns of `values` that the kind's table has, named as it names them. */
function writable(kind: ContentKind, values: Partial<ContentColumns>, now: Date): Record<string, unknown> {
  const allowed = new Set(columnsOf(kind));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (key === 'lead' && kind === 'pages') out.description = value;
    else if (allowed.has(key)) out[key] = value;
  }
  if (kind === 'pages') out.updated_at = now.toISOString();
  return out;
}

interface ContentListRow {
  id: number;
  lang: string;
  title: string;
  slug: string | null;
  status: ContentStatus;
  published_at: string;
  translation: { id: number; lang: string; title: string } | null;
}

/** One page of a kind's items for the back office, newest publication first, with their translations. */
export async function listContent(
  db: Db,
  kind: ContentKind,
  query: ContentListQuery,
): Promise<{ rows: ContentListRow[]; total: number }> {
  const table = TABLES[kind];
  const filtered = () => {
    let q = untyped(db).selectFrom(`${table} as item`);
    // lower() on both sides: LIKE is case-sensitive on PostgreSQL.
    if (query.q) {
      const words = `%${query.q.toLowerCase().replace(/[%_\\]/g, '')}%`;
      q = q.where((eb) => eb(eb.fn('lower', ['item.title']), 'like', words));
    }
    if (query.status) q = q.where('item.status', '=', query.status);
    if (query.lang) q = q.where('item.lang', '=', query.lang);
    return q;
  };
  const [rows, count] = await Promise.all([
    filtered()
      .leftJoin(`${table} as other`, (join) =>
        join
          .onRef('other.translation_key', '=', 'item.translation_key')
          .onRef('other.lang', '<>', 'item.lang'),
      )
      .select([
        'item.id',
        'item.lang',
        'item.title',
        'item.status',
        'item.published_at',
        'other.id as other_id',
        'other.lang as other_lang',
        'other.title as other_title',
        ...(kind === 'blog' || kind === 'pages' ? ['item.slug'] : []),
      ])
      .orderBy('item.published_at', 'desc')
      .orderBy('item.id', 'desc')
      .limit(CONTENT_LIST_PAGE_SIZE)
      .offset((query.page - 1) * CONTENT_LIST_PAGE_SIZE)
      .execute(),
    filtered()
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    rows: rows.map((raw: Record<string, unknown>) => ({
      id: Number(raw.id),
      lang: String(raw.lang),
      title: String(raw.title),
      slug: typeof raw.slug === 'string' ? raw.slug : null,
      status: String(raw.status) as ContentStatus,
      published_at: String(raw.published_at),
      translation:
        raw.other_id === null || raw.other_id === undefined
          ? null
          : { id: Number(raw.other_id), lang: String(raw.other_lang), title: String(raw.other_title) },
    })),
  };
}

export async function findContentItem(
  db: Db,
  kind: ContentKind,
  id: number,
): Promise<ContentRow | undefined> {
  const raw = await untyped(db)
    .selectFrom(TABLES[kind])
    .select(columnsOf(kind))
    .where('id', '=', id)
    .executeTakeFirst();
  return raw ? toRow(raw) : undefined;
}

/** The item of the other language sharing `row`'s translation key, when there is one. */
export async function findTranslation(
  db: Db,
  kind: ContentKind,
  row: Pick<ContentRow, 'id' | 'translation_key'>,
): Promise<{ id: number; lang: string; title: string } | undefined> {
  if (row.translation_key === null) return undefined;
  return untyped(db)
    .selectFrom(TABLES[kind])
    .select(['id', 'lang', 'title'])
    .where('translation_key', '=', row.translation_key)
    .where('id', '<>', row.id)
    .executeTakeFirst();
}

/** Any item of the kind in `lang` sharing `key`, other than `exceptId`. */
export async function findByTranslationKey(
  db: Db,
  kind: ContentKind,
  key: string,
  lang: string,
  exceptId: number,
): Promise<{ id: number } | undefined> {
  return untyped(db)
    .selectFrom(TABLES[kind])
    .select('id')
    .where('translation_key', '=', key)
    .where('lang', '=', lang)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
}

export async function setTranslationKey(
  db: Db,
  kind: ContentKind,
  ids: readonly number[],
  key: string | null,
): Promise<void> {
  await untyped(db).updateTable(TABLES[kind]).set({ translation_key: key }).where('id', 'in', ids).execute();
}

export async function insertContentItem(
  db: Db,
  kind: ContentKind,
  values: ContentColumns,
  now: Date,
): Promise<number> {
  const row = await untyped(db)
    .insertInto(TABLES[kind])
    .values(writable(kind, values, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateContentItem(
  db: Db,
  kind: ContentKind,
  id: number,
  values: Partial<ContentColumns>,
  now: Date,
): Promise<void> {
  await untyped(db)
    .updateTable(TABLES[kind])
    .set(writable(kind, values, now))
    .where('id', '=', id)
    .execute();
}

export async function deleteContentItem(db: Db, kind: ContentKind, id: number): Promise<void> {
  if (kind === 'blog' || kind === 'pages') await dropFormerSlugs(db, HISTORY_KIND[kind], id);
  await untyped(db).deleteFrom(TABLES[kind]).where('id', '=', id).execute();
}

/** Whether a slug is another item's, now or in its history (the kinds' one check, typed). */
export function slugTaken(
  db: Db,
  kind: 'blog' | 'pages',
  lang: string,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  return articleSlugTaken(db, HISTORY_KIND[kind], lang, slug, exceptId);
}

/** Keeps `slug` as a former address of the item; taking back one of its own former slugs drops it from the history. */
export function recordSlugChange(
  db: Db,
  kind: 'blog' | 'pages',
  change: { itemId: number; lang: string; from: string; to: string },
  now: Date,
): Promise<void> {
  return recordFormerSlug(db, HISTORY_KIND[kind], change, now);
}

// Blog categories.

export async function listBlogCategoriesForEditing(db: Db) {
  const rows = await db
    .selectFrom('blog_categories')
    .select((eb) => [
      'blog_categories.id',
      'blog_categories.slug',
      'blog_categories.name_pl',
      'blog_categories.name_en',
      'blog_categories.position',
      eb
        .selectFrom('blog_posts')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('blog_posts.category_id', '=', 'blog_categories.id')
        .as('posts'),
    ])
    .orderBy('blog_categories.position')
    .orderBy('blog_categories.id')
    .execute();
  return rows.map((row) => ({ ...row, posts: Number(row.posts ?? 0) }));
}

export async function insertBlogCategory(
  db: Db,
  values: { slug: string; name_pl: string; name_en: string; position: number },
): Promise<number> {
  const row = await db.insertInto('blog_categories').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBlogCategory(
  db: Db,
  id: number,
  values: { name_pl: string; name_en: string; position: number },
): Promise<number> {
  const result = await db.updateTable('blog_categories').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteBlogCategory(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('blog_categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
