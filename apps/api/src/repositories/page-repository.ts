import type { Language } from '@estate/domain/language';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { PageTable } from '../db/tables/content-tables';

type PageRow = Selectable<PageTable>;
type Db = Kysely<DatabaseSchema>;

/**
 * A published static page by slug, or by a slug it had before (decision 037: the answer carries its
 * present slug and the site redirects). Slugs are unique across languages (each language has its
 * own URL), so `lang` only narrows: a slug asked for in the other language is not found.
 */
export async function findPageBySlug(
  db: Db,
  slug: string,
  lang: Language | undefined,
): Promise<PageRow | undefined> {
  let query = db.selectFrom('pages').selectAll().where('status', '=', 'published');
  if (lang) query = query.where('lang', '=', lang);
  const current = await query.where('slug', '=', slug).executeTakeFirst();
  if (current) return current;
  return query
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('content_slug_history')
        .select('content_slug_history.item_id')
        .where('content_slug_history.kind', '=', 'page')
        .where('content_slug_history.slug', '=', slug),
    )
    .executeTakeFirst();
}

/** The slug of the published page of the other language sharing the page's translation key. */
export async function findPageTranslationSlug(
  db: Db,
  page: Pick<PageRow, 'id' | 'translation_key'>,
): Promise<string | null> {
  if (page.translation_key === null) return null;
  const row = await db
    .selectFrom('pages')
    .select('slug')
    .where('translation_key', '=', page.translation_key)
    .where('id', '<>', page.id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row?.slug ?? null;
}
