import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** Whether a blog category has this slug (a new one's is made free with -2, -3…). */
export async function blogCategorySlugTaken(db: Db, slug: string): Promise<boolean> {
  return (
    (await db.selectFrom('blog_categories').select('id').where('slug', '=', slug).executeTakeFirst()) !==
    undefined
  );
}

/**
 * How many posts, in any state or language, are in a category or will be: the rows (scheduled ones
 * too) and the working copies of published posts that name it (decision 052 §3.4). It may not be
 * deleted while any are: a copy naming a deleted category would fail its publication on every pass.
 */
export async function countPostsInCategory(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  // The copies' values are JSON, read here rather than by each dialect's JSON operators: a few
  // rows, only when a category is deleted.
  const copies = await db
    .selectFrom('working_copies')
    .select('data')
    .where('kind', '=', 'blog-posts')
    .execute();
  const naming = copies.filter(
    (copy) => (JSON.parse(copy.data) as { categoryId?: unknown }).categoryId === id,
  );
  return Number(row.count) + naming.length;
}

export async function blogCategoryExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('blog_categories').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}
