// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * A change signal for editorial content (issue 18): news, events, the blog, the FAQ, pages, the
 * footer's texts, the home page and special-offer groups written in the back office bump it in
 * their transaction, and every site process drops its cached pages when it moves, as for offers
 * (decision 030).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('change_signals')
    .values({ name: 'content', version: 0, changed_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('change_signals').where('name', '=', 'content').execute();
}
