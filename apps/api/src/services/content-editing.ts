import type {
  BackOfficeBlogCategory,
  BackOfficeContentItem,
  BackOfficeContentListItem,
} from '@estate/domain/api/back-office-content-responses';
import { changedFields } from '@estate/domain/audit-changes';
import {
  type BlogCategoryValues,
  CONTENT_LIST_PAGE_SIZE,
  type ContentItemValues,
  type ContentKind,
  type ContentListQuery,
  type ContentPublication,
  type ContentStatus,
  hasCoverImage,
  hasSlug,
  isContentSlug,
  slugFromTitle,
  textImages,
} from '@estate/domain/content-editor';
import { parseLanguage } from '@estate/domain/language';
import { pageMeta } from '@estate/domain/paging';
import { isMediaPath } from '@estate/domain/site-content';
import { slugify } from '@estate/domain/slug';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { AppError } from '../http/app-error';
import type { MediaStore } from '../media/media-store';
import type { AuditActor } from '../repositories/audit-repository';
import {
  blogCategoryExists,
  blogCategorySlugTaken,
  countPostsInCategory,
} from '../repositories/blog-category-repository';
import {
  CONTENT_ENTITY,
  type ContentColumns,
  type ContentRow,
  deleteBlogCategory,
  deleteContentItem,
  findByTranslationKey,
  findContentItem,
  findTranslation,
  insertBlogCategory,
  insertContentItem,
  listBlogCategoriesForEditing,
  listContent,
  recordSlugChange,
  setTranslationKey,
  slugTaken,
  updateBlogCategory,
  updateContentItem,
} from '../repositories/content-editing-repository';
import { sanitizeRichText } from './rich-text';
import { fieldError, recordContentChange, requireStoredImages } from './site-content';

type Db = Kysely<DatabaseSchema>;

/** What a write of news, events, the blog or pages needs: the database, who writes, the media store. */
export interface ContentWriteContext {
  db: Db;
  actor: AuditActor;
  media: MediaStore;
  now?: Date;
}

const ENTITY = CONTENT_ENTITY;

export async function contentList(db: Db, kind: ContentKind, query: ContentListQuery) {
  const { rows, total } = await listContent(db, kind, query);
  const data: BackOfficeContentListItem[] = rows.map((row) => ({
    id: row.id,
    lang: parseLanguage(row.lang),
    title: row.title,
    slug: row.slug,
    status: row.status,
    publishedAt: row.published_at,
    translation: row.translation && { ...row.translation, lang: parseLanguage(row.translation.lang) },
  }));
  return { data, meta: pageMeta(total, query.page, CONTENT_LIST_PAGE_SIZE) };
}

async function openItem(db: Db, kind: ContentKind, id: number): Promise<ContentRow> {
  const row = await findContentItem(db, kind, id);
  if (!row) throw AppError.notFound('Content item');
  return row;
}

export async function contentItemForEditor(
  db: Db,
  kind: ContentKind,
  id: number,
): Promise<BackOfficeContentItem> {
  const row = await openItem(db, kind, id);
  const translation = await findTranslation(db, kind, row);
  return {
    id: row.id,
    lang: parseLanguage(row.lang),
    title: row.title,
    slug: row.slug,
    status: row.status,
    publishedAt: row.published_at,
    translation: translation ? { ...translation, lang: parseLanguage(translation.lang) } : null,
    lead: row.lead,
    content: row.content,
    image: row.image,
    imageAlt: row.image_alt,
    categoryId: row.category_id,
    author: row.author,
    eventDate: row.event_date,
    place: row.place,
  };
}

/**
 * The columns an editor's values become, after the checks no schema can make alone: the kind's own
 * fields, the category, the slug (made from the title when left empty, free in its language), the
 * images (in the media store, each in the text with its alt text) and the text sanitised.
 */
async function columnsOf(
  context: ContentWriteContext,
  kind: ContentKind,
  values: ContentItemValues,
  id: number | null,
): Promise<Omit<ContentColumns, 'status' | 'published_at' | 'translation_key'>> {
  const { db } = context;
  if (kind === 'events' && values.eventDate === null) throw fieldError('eventDate', 'required');
  if (kind === 'blog' && values.categoryId !== null && !(await blogCategoryExists(db, values.categoryId))) {
    throw fieldError('categoryId', 'category_unknown');
  }
  let slug: string | null = null;
  if (hasSlug(kind)) {
    slug = values.slug ?? slugFromTitle(values.title);
    if (!isContentSlug(slug)) throw fieldError('slug', 'slug_invalid');
    if (await slugTaken(db, kind, values.lang, slug, id)) throw fieldError('slug', 'slug_taken');
  }
  const cover = hasCoverImage(kind) ? values.image : null;
  for (const image of textImages(values.content)) {
    if (!isMediaPath(image.src)) throw fieldError('content', 'image_unknown');
    if (image.alt === '') throw fieldError('content', 'image_alt_missing');
  }
  await requireStoredImages(context.media, [
    { field: 'image', path: cover },
    ...textImages(values.content).map((image) => ({ field: 'content', path: image.src })),
  ]);
  return {
    lang: values.lang,
    title: values.title,
    lead: values.lead,
    content: sanitizeRichText(values.content, 'article'),
    image: cover,
    image_alt: cover === null ? null : values.imageAlt,
    slug,
    category_id: kind === 'blog' ? values.categoryId : null,
    author: kind === 'blog' ? values.author : null,
    event_date: kind === 'events' ? values.eventDate : null,
    place: kind === 'events' ? (values.place ?? '') : null,
  };
}

/**
 * Links an item to its translation (or unlinks it), in the write's transaction: both share a key,
 * the target's when it has one. The target must be of the kind, in the other language, and not
 * already translated into this one by another item.
 */
async function linkTranslation(
  trx: Db,
  kind: ContentKind,
  item: { id: number; lang: string; translation_key: string | null },
  translationId: number | null,
): Promise<string | null> {
  if (translationId === null) {
    if (item.translation_key !== null) await setTranslationKey(trx, kind, [item.id], null);
    return null;
  }
  const target = await findContentItem(trx, kind, translationId);
  if (!target || target.lang === item.lang || target.id === item.id) {
    throw fieldError('translationId', 'translation_invalid');
  }
  const key = target.translation_key ?? item.translation_key ?? `${kind}-${target.id}`;
  if (await findByTranslationKey(trx, kind, key, item.lang, item.id)) {
    throw fieldError('translationId', 'translation_taken');
  }
  await setTranslationKey(trx, kind, [item.id, target.id], key);
  return key;
}

/** A new item, always a draft, dated now until it is published. */
export async function createContentItem(
  context: ContentWriteContext,
  kind: ContentKind,
  values: ContentItemValues,
): Promise<number> {
  const now = context.now ?? new Date();
  const columns = await columnsOf(context, kind, values, null);
  let id = 0;
  await recordContentChange(
    { ...context, now },
    () => ({
      action: 'content.create',
      entity: ENTITY[kind],
      entityId: id,
      changes: changedFields(null, { ...columns, translationId: values.translationId }),
    }),
    async (trx) => {
      id = await insertContentItem(
        trx,
        kind,
        { ...columns, status: 'draft', published_at: now.toISOString(), translation_key: null },
        now,
      );
      await linkTranslation(
        trx,
        kind,
        { id, lang: columns.lang, translation_key: null },
        values.translationId,
      );
    },
  );
  return id;
}

/** Saves every field of an item; a blog post's or page's former slug keeps answering (a redirect). */
export async function saveContentItem(
  context: ContentWriteContext,
  kind: ContentKind,
  id: number,
  values: ContentItemValues,
): Promise<BackOfficeContentItem> {
  const now = context.now ?? new Date();
  const before = await openItem(context.db, kind, id);
  const columns = await columnsOf(context, kind, values, id);
  const beforeTranslation = await findTranslation(context.db, kind, before);
  await recordContentChange(
    { ...context, now },
    () => ({
      action: 'content.save',
      entity: ENTITY[kind],
      entityId: id,
      changes: changedFields(
        { ...pick(before, columns), translationId: beforeTranslation?.id ?? null },
        { ...columns, translationId: values.translationId },
      ),
    }),
    async (trx) => {
      await updateContentItem(trx, kind, id, columns, now);
      if (hasSlug(kind) && before.slug !== null && columns.slug !== null && before.slug !== columns.slug) {
        await recordSlugChange(
          trx,
          kind,
          { itemId: id, lang: before.lang, from: before.slug, to: columns.slug },
          now,
        );
      }
      if ((beforeTranslation?.id ?? null) !== values.translationId) {
        await linkTranslation(trx, kind, before, values.translationId);
      }
    },
  );
  return contentItemForEditor(context.db, kind, id);
}

function pick(row: ContentRow, like: object): Record<string, unknown> {
  const record = row as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(like).map((key) => [key, record[key]]));
}

/**
 * Publish now (a draft gets today's date; a published item keeps its own), schedule for a time
 * ahead (the publication loop makes it public then), or take back to a draft.
 */
export async function changeContentPublication(
  context: ContentWriteContext,
  kind: ContentKind,
  id: number,
  publication: ContentPublication,
): Promise<{ status: ContentStatus; publishedAt: string }> {
  const now = context.now ?? new Date();
  const before = await openItem(context.db, kind, id);
  let next: { status: ContentStatus; published_at: string };
  if (publication.action === 'publish') {
    next = {
      status: 'published',
      published_at: before.status === 'published' ? before.published_at : now.toISOString(),
    };
  } else if (publication.action === 'schedule') {
    const at = new Date(publication.at);
    if (at.getTime() <= now.getTime()) throw fieldError('at', 'publish_at_past');
    next = { status: 'scheduled', published_at: at.toISOString() };
  } else {
    next = { status: 'draft', published_at: before.published_at };
  }
  await recordContentChange(
    { ...context, now },
    {
      action: `content.${publication.action}`,
      entity: ENTITY[kind],
      entityId: id,
      changes: changedFields(
        { status: before.status, published_at: before.published_at },
        { status: next.status, published_at: next.published_at },
      ),
    },
    (trx) => updateContentItem(trx, kind, id, next, now),
  );
  return { status: next.status, publishedAt: next.published_at };
}

/** Deletes an item (its translation stays, alone); its former slugs stop answering. */
export async function deleteContent(
  context: ContentWriteContext,
  kind: ContentKind,
  id: number,
): Promise<void> {
  const before = await openItem(context.db, kind, id);
  await recordContentChange(
    context,
    {
      action: 'content.delete',
      entity: ENTITY[kind],
      entityId: id,
      changes: changedFields(
        { lang: before.lang, title: before.title, slug: before.slug, status: before.status },
        null,
      ),
    },
    (trx) => deleteContentItem(trx, kind, id),
  );
}

// Blog categories.

export async function blogCategoriesForEditor(db: Db): Promise<BackOfficeBlogCategory[]> {
  const rows = await listBlogCategoriesForEditing(db);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    namePl: row.name_pl,
    nameEn: row.name_en,
    position: row.position,
    posts: row.posts,
  }));
}

async function categoryById(db: Db, id: number): Promise<BackOfficeBlogCategory> {
  const found = (await blogCategoriesForEditor(db)).find((category) => category.id === id);
  if (!found) throw AppError.notFound('Blog category');
  return found;
}

/** A new category; its slug (the blog's filter path, the same in both languages) comes from the Polish name. */
export async function createBlogCategory(
  context: ContentWriteContext,
  values: BlogCategoryValues,
): Promise<BackOfficeBlogCategory> {
  const base = slugify(values.namePl) || 'kategoria';
  let slug = base === 'f' ? 'kategoria-f' : base;
  for (let n = 2; await blogCategorySlugTaken(context.db, slug); n += 1) slug = `${base}-${n}`;
  let id = 0;
  const columns = { slug, name_pl: values.namePl, name_en: values.nameEn, position: values.position };
  await recordContentChange(
    context,
    () => ({
      action: 'blog-category.create',
      entity: 'blog_category',
      entityId: id,
      changes: changedFields(null, columns),
    }),
    async (trx) => {
      id = await insertBlogCategory(trx, columns);
    },
  );
  return categoryById(context.db, id);
}

/** Renames or moves a category; its slug stays, so links to the filtered blog keep working. */
export async function saveBlogCategory(
  context: ContentWriteContext,
  id: number,
  values: BlogCategoryValues,
): Promise<BackOfficeBlogCategory> {
  const before = await categoryById(context.db, id);
  const columns = { name_pl: values.namePl, name_en: values.nameEn, position: values.position };
  await recordContentChange(
    context,
    {
      action: 'blog-category.save',
      entity: 'blog_category',
      entityId: id,
      changes: changedFields(
        { name_pl: before.namePl, name_en: before.nameEn, position: before.position },
        columns,
      ),
    },
    async (trx) => {
      await updateBlogCategory(trx, id, columns);
    },
  );
  return categoryById(context.db, id);
}

/** Deletes an empty category (409 `category_in_use` while posts are in it). */
export async function removeBlogCategory(context: ContentWriteContext, id: number): Promise<void> {
  const before = await categoryById(context.db, id);
  if ((await countPostsInCategory(context.db, id)) > 0) {
    throw new AppError(409, 'category_in_use', 'Posts are in this category');
  }
  await recordContentChange(
    context,
    {
      action: 'blog-category.delete',
      entity: 'blog_category',
      entityId: id,
      changes: changedFields({ slug: before.slug, name_pl: before.namePl, name_en: before.nameEn }, null),
    },
    async (trx) => {
      await deleteBlogCategory(trx, id);
    },
  );
}
