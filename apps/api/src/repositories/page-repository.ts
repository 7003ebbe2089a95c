import type { Language } from '@estate/domain/language';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { PageTable } from '../db/tables/content-tables';

type PageRow = Selectable<PageTable>;

/**
 * A static page by slug. Slugs are unique across languages (each language has its own URL), so
 * `lang` only narrows: a slug asked for in the other language is not found.
 */
export async function findPageBySlug(
  db: Kysely<DatabaseSchema>,
  slug: string,
  lang: Language | undefined,
): Promise<PageRow | undefined> {
  let query = db.selectFrom('pages').selectAll().where('slug', '=', slug);
  if (lang) query = query.where('lang', '=', lang);
  return query.executeTakeFirst();
}
