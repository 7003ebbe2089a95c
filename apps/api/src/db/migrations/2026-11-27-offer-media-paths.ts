// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * `/media/*` serves an offer's photo or document to anyone only while an offer holding it is
 * public (issue 32, decision 048), so every such request finds the offers by the file's path.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('offer_photos_path').on('offer_photos').column('path').execute();
  await db.schema.createIndex('offer_documents_path').on('offer_documents').column('path').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('offer_documents_path').execute();
  await db.schema.dropIndex('offer_photos_path').execute();
}
