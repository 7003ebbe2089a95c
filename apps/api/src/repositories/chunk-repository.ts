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

/** Writes one language of a chunk, adding the row when the language had none. */
export async function writeChunk(db: Db, name: string, lang: string, content: string): Promise<void> {
  await db
    .insertInto('chunks')
    .values({ name, lang, content })
    .onConflict((oc) => oc.columns(['name', 'lang']).doUpdateSet({ content }))
    .execute();
}
