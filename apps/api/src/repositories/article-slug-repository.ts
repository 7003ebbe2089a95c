import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** Whose slugs: a blog post's (free per language) or a page's (free across both languages). */
export type SlugOwner = 'blog' | 'page';

/**
 * Whether a slug is another item's, now or in its history (decision 037): blog slugs per language,
 * page slugs in either language (GET /api/page asks by slug alone).
 */
export async function articleSlugTaken(
  db: Db,
  owner: SlugOwner,
  lang: string,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  // Ids start at 1, so `<> 0` excepts no item.
  const current =
    owner === 'blog'
      ? db
          .selectFrom('blog_posts')
          .select('id')
          .where('slug', '=', slug)
          .where('lang', '=', lang)
          .where('id', '<>', exceptId ?? 0)
      : db
          .selectFrom('pages')
          .select('id')
          .where('slug', '=', slug)
          .where('id', '<>', exceptId ?? 0);
  let former = db
    .selectFrom('content_slug_history')
    .select('item_id')
    .where('kind', '=', owner)
    .where('slug', '=', slug);
  if (owner === 'blog') former = former.where('lang', '=', lang);
  if (exceptId !== null) former = former.where('item_id', '<>', exceptId);
  const [a, b] = await Promise.all([current.executeTakeFirst(), former.executeTakeFirst()]);
  return a !== undefined || b !== undefined;
}

/**
 * Keeps `from` as a former address of the item; taking back one of its own former slugs drops it
 * from the history. Keeping the same one again replaces it: the publication loop keeps it before it
 * takes a working copy, and a take that fails leaves it kept for the copy's later publication.
 */
export async function recordFormerSlug(
  db: Db,
  owner: SlugOwner,
  change: { itemId: number; lang: string; from: string; to: string },
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('content_slug_history')
    .where('kind', '=', owner)
    .where('item_id', '=', change.itemId)
    .where('slug', 'in', [change.to, change.from])
    .execute();
  await db
    .insertInto('content_slug_history')
    .values({
      kind: owner,
      lang: change.lang,
      slug: change.from,
      item_id: change.itemId,
      changed_at: now.toISOString(),
    })
    .execute();
}

/** An item's former slugs stop answering (it is deleted). */
export async function dropFormerSlugs(db: Db, owner: SlugOwner, itemId: number): Promise<void> {
  await db
    .deleteFrom('content_slug_history')
    .where('kind', '=', owner)
    .where('item_id', '=', itemId)
    .execute();
}
