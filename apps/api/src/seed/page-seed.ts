import { staticPageBySlug } from '@estate/domain/routes';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { insertInBatches } from './batch-insert';
import { PAGES } from './page-texts';

/** The static pages in one transaction; skipped when the table already has rows. */
export async function seedPages(db: Kysely<DatabaseSchema>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('pages').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    await insertInBatches(
      trx,
      'pages',
      PAGES.map((page) => {
        // A page and its translation share a key (decision 037): the footer's pairs of SPEC §2.
        const pair = staticPageBySlug(page.slug);
        return {
          ...page,
          translation_key: pair ? `page-${pair.pl}` : null,
          updated_at: now.toISOString(),
          published_at: now.toISOString(),
        };
      }),
    );
  });
}
