import { LANGUAGES } from '@estate/domain/language';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { ChunkTable } from '../db/tables/content-tables';

type ChunkRow = Selectable<ChunkTable>;

/**
 * Every chunk of the served languages: the site keeps them all and looks one up by name and
 * language. A row in another language could not be looked up, so it is not sent.
 */
export async function findAllChunks(db: Kysely<DatabaseSchema>): Promise<ChunkRow[]> {
  return db
    .selectFrom('chunks')
    .selectAll()
    .where('lang', 'in', LANGUAGES)
    .orderBy('name')
    .orderBy('lang')
    .orderBy('id')
    .execute();
}

type Db = Kysely<DatabaseSchema>;

/** The rows of one chunk (one per language it has). */
export async function findChunkRows(db: Db, name: string): Promise<ChunkRow[]> {
  return db.selectFrom('chunks').selectAll().where('name', '=', name).orderBy('lang').execute();
}

/**
 * Writes one language of a chunk if its row is still at version `was` (null: it has none yet, so it
 * is added), giving it `version`; false when another write got there first (decision 052 §3.7).
 */
export async function writeChunkAt(
  db: Db,
  chunk: { name: string; lang: string; content: string },
  was: number | null,
  version: number,
): Promise<boolean> {
  if (was === null) {
    const inserted = await db
      .insertInto('chunks')
      .values({ ...chunk, version })
      .onConflict((oc) => oc.columns(['name', 'lang']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const result = await db
    .updateTable('chunks')
    .set({ content: chunk.content, version })
    .where('name', '=', chunk.name)
    .where('lang', '=', chunk.lang)
    .where('version', '=', was)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
