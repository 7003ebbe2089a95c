// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * A photo's focal point (issue 35, decision 061): where in the photo, in percent of its width and
 * height from the top left, the subject is, so a tile cropping the cover keeps it in view
 * (CSS object-position). Every photo stored so far has the middle, what a crop showed until now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('offer_photos')
    .addColumn('focus_x', 'integer', (column) => column.notNull().defaultTo(50))
    .execute();
  await db.schema
    .alterTable('offer_photos')
    .addColumn('focus_y', 'integer', (column) => column.notNull().defaultTo(50))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('offer_photos').dropColumn('focus_y').execute();
  await db.schema.alterTable('offer_photos').dropColumn('focus_x').execute();
}
