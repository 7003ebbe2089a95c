import { LANGUAGES, type Language } from '@estate/domain/language';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { FaqTable } from '../db/tables/content-tables';

type FaqRow = Selectable<FaqTable>;

type Db = Kysely<DatabaseSchema>;

/**
 * The public FAQ: published entries of one language, or of both when none is given (the site's call
 * sends no query), in their editorial position; id breaks ties so the order is stable. Drafts and
 * scheduled entries are staff's only (decision 040).
 */
export async function findFaq(db: Db, lang: Language | undefined): Promise<FaqRow[]> {
  return db
    .selectFrom('faq')
    .selectAll()
    .where('lang', 'in', lang ? [lang] : LANGUAGES)
    .where('status', '=', 'published')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
