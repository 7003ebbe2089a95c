// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

/**
 * Saved filters of the back office's lists (issue 35, decision 062): a person's named query strings
 * per list, one per name (saving a name again replaces it), gone with the person's account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('saved_filters'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('saved_filters_user_list_name', ['user_id', 'list', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_filters').execute();
}
