import { LANGUAGES } from '@estate/domain/language';
import type { DatabaseHandle } from '../database';
import { writeMainPage } from '../../repositories/main-page-repository';
import { MAIN_PAGE_SEED } from './main-page-seed';

export interface SeedOptions {
  mediaDir: string;
  /** Fixed clock so that two seeds of an empty database produce the same rows. */
  now?: Date;
}

/** Fills an empty database with the demo content; a database that has content is left alone. */
export async function seedDemoData(database: DatabaseHandle, options: SeedOptions): Promise<boolean> {
  const existing = await database.db
    .selectFrom('main_page')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return false;

  const now = (options.now ?? new Date('2026-11-01T09:00:00Z')).toISOString();
  await database.db.transaction().execute(async (trx) => {
    for (const lang of LANGUAGES) await writeMainPage(trx, lang, MAIN_PAGE_SEED[lang], now);
  });
  return true;
}
