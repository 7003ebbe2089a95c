import type { Language } from '@estate/domain/language';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

interface BlogListQuery {
  lang: Language;
  categorySlug: string | undefined;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface BlogPostRow {
  id: number;
  lang: string;
  slug: string;
  title: string;
  lead: string;
  image: string | null;
  author: string | null;
  published_at: string;
  category_slug: string | null;
  category_name: string | null;
}

interface BlogArticleRow extends BlogPostRow {
  content: string;
  image_alt: string | null;
}

interface BlogCategoryRow {
  slug: string;
  name: string;
  count: number;
}

/**
 * Posts of a language joined to their optional category, with the category's name in that
 * language, optionally restricted to one category slug.
 */
function postsQuery(db: Db, lang: Language, categorySlug?: string) {
  const joined = db
    .selectFrom('blog_posts')
    .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
    .where('blog_posts.status', '=', 'published')
    .where('blog_posts.lang', '=', lang);
  return categorySlug === undefined ? joined : joined.where('blog_categories.slug', '=', categorySlug);
}

/** The list columns; lists never show the body, so leaving it out keeps the page query small. */
function listQuery(db: Db, lang: Language, categorySlug?: string) {
  return postsQuery(db, lang, categorySlug).select((eb) => [
    'blog_posts.id',
    'blog_posts.lang',
    'blog_posts.slug',
    'blog_posts.title',
    'blog_posts.lead',
    'blog_posts.image',
    'blog_posts.author',
    'blog_posts.published_at',
    'blog_categories.slug as category_slug',
    eb.ref(lang === 'en' ? 'blog_categories.name_en' : 'blog_categories.name_pl').as('category_name'),
  ]);
}

/**
 * One page of a language's posts by publication date, optionally in one category. An unknown
 * category slug matches nothing, so the answer is an empty page rather than an error.
 */
export async function findBlogPage(
  db: Db,
  query: BlogListQuery,
): Promise<{ rows: BlogPostRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    listQuery(db, query.lang, query.categorySlug)
      .orderBy('blog_posts.published_at', query.order)
      .orderBy('blog_posts.id', query.order)
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    postsQuery(db, query.lang, query.categorySlug)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/**
 * A published article by its slug, or by one it had before (decision 037): the answer then carries
 * its present slug, and the site redirects to it.
 */
export async function findBlogArticle(
  db: Db,
  lang: Language,
  slug: string,
): Promise<BlogArticleRow | undefined> {
  const current = await listQuery(db, lang)
    .select(['blog_posts.content', 'blog_posts.image_alt'])
    .where('blog_posts.slug', '=', slug)
    .executeTakeFirst();
  if (current) return current;
  return listQuery(db, lang)
    .select(['blog_posts.content', 'blog_posts.image_alt'])
    .where('blog_posts.id', 'in', (eb) =>
      eb
        .selectFrom('content_slug_history')
        .select('content_slug_history.item_id')
        .where('content_slug_history.kind', '=', 'blog')
        .where('content_slug_history.lang', '=', lang)
        .where('content_slug_history.slug', '=', slug),
    )
    .executeTakeFirst();
}

/**
 * Every category in editorial order with how many posts of the language it holds; empty ones are
 * listed too (count 0) so the site decides whether to show their filter button.
 */
export async function findBlogCategories(db: Db, lang: Language): Promise<BlogCategoryRow[]> {
  const rows = await db
    .selectFrom('blog_categories')
    .select((eb) => [
      'blog_categories.slug',
      eb.ref(lang === 'en' ? 'blog_categories.name_en' : 'blog_categories.name_pl').as('name'),
      eb
        .selectFrom('blog_posts')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('blog_posts.category_id', '=', 'blog_categories.id')
        .where('blog_posts.status', '=', 'published')
        .where('blog_posts.lang', '=', lang)
        .as('count'),
    ])
    .orderBy('blog_categories.position')
    .orderBy('blog_categories.id')
    .execute();
  return rows.map((row) => ({ slug: row.slug, name: row.name, count: Number(row.count ?? 0) }));
}

/** The slug of an article's translation into `target`, when it has one. */
export async function findBlogTranslationSlug(
  db: Db,
  lang: Language,
  slug: string,
  target: Language,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('blog_posts as source')
    .innerJoin('blog_posts as translation', 'translation.translation_key', 'source.translation_key')
    .select('translation.slug')
    .where('source.lang', '=', lang)
    .where('source.slug', '=', slug)
    .where('translation.lang', '=', target)
    .where('source.status', '=', 'published')
    .where('translation.status', '=', 'published')
    .executeTakeFirst();
  return row?.slug;
}
