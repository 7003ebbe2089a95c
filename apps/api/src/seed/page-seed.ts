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
      PAGES.map((page) => ({ ...page, updated_at: now.toISOString() })),
    );
  });
}
