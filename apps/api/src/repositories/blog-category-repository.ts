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

/** How many posts, in any state or language, are in a category (it may not be deleted while any are). */
export async function countPostsInCategory(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function blogCategoryExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('blog_categories').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}
