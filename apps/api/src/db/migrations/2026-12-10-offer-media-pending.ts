// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * A photo or document uploaded to a published offer waits in its working copy (issue 34, decision
 * 052 "Media working copy as built"): its row is stored with `pending = 1`, which every public read
 * skips, until "publish changes" (now, at its time or by the loop) names it in the live list and
 * sets 0; discarding the copy deletes it. Every row stored so far is public as it was: 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['offer_photos', 'offer_documents']) {
    await db.schema
      .alterTable(table)
      .addColumn('pending', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['offer_documents', 'offer_photos']) {
    await db.schema.alterTable(table).dropColumn('pending').execute();
  }
}
