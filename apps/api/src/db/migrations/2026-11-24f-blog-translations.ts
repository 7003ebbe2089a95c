// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * A blog article and its translation share a key (issue 18): the language switch and hreflang of
 * an article go to its translation's own slug, not to the same slug in the other language (which
 * was a 404 for all 32 articles). Existing pairs are found as the seed wrote them: one Polish and
 * one English post with the same publication time, category and image.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_posts').addColumn('translation_key', 'text').execute();
  await db.schema
    .createIndex('blog_posts_translation')
    .on('blog_posts')
    .columns(['translation_key', 'lang'])
    .execute();
  const posts: {
    id: number;
    lang: string;
    published_at: string;
    category_id: number | null;
    image: string | null;
  }[] = await db
    .selectFrom('blog_posts')
    .select(['id', 'lang', 'published_at', 'category_id', 'image'])
    .execute();
  const groups = new Map<string, typeof posts>();
  for (const post of posts) {
    const key = JSON.stringify([post.published_at, post.category_id, post.image]);
    groups.set(key, [...(groups.get(key) ?? []), post]);
  }
  for (const group of groups.values()) {
    const pl = group.filter((post) => post.lang === 'pl');
    const en = group.filter((post) => post.lang === 'en');
    if (pl.length !== 1 || en.length !== 1 || !pl[0] || !en[0]) continue;
    await db
      .updateTable('blog_posts')
      .set({ translation_key: `blog-${pl[0].id}` })
      .where('id', 'in', [pl[0].id, en[0].id])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_translation').execute();
  await db.schema.alterTable('blog_posts').dropColumn('translation_key').execute();
}
