// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

/** How many submissions the backfill of names reads and writes at a time. */
const BATCH = 500;

/** The sender's name as the forms stored it then: `name`, or first and last name (the contact page). */
function nameOf(payload: string): string | null {
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = text(fields.name) || [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

/**
 * The form inbox (issue 18, decision 035): each submission gets a status, the staff member it is
 * assigned to, when staff last changed it, the sender's name as a column of its own (the list
 * searches it with the address) and when its personal data were removed; staff's notes on it; and
 * `settings`, the back office's settings by name (first the inbox's retention period in months).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('form_submissions')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('form_submissions')
    .addColumn('assigned_to', 'text', (col) => col.references('auth_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('form_submissions')
    .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('form_submissions').addColumn('name', 'text').execute();
  await db.schema.alterTable('form_submissions').addColumn('personal_data_removed_at', 'text').execute();

  await db
    .updateTable('form_submissions')
    .set((eb) => ({ updated_at: eb.ref('created_at') }))
    .execute();
  // The names of the submissions stored so far, read from their payloads.
  for (let after = 0; ; ) {
    const rows: { id: number; payload: string }[] = await db
      .selectFrom('form_submissions')
      .select(['id', 'payload'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const name = nameOf(row.payload);
      if (name) await db.updateTable('form_submissions').set({ name }).where('id', '=', row.id).execute();
    }
    after = rows[rows.length - 1]?.id ?? after;
  }

  // The inbox lists newest first, under one filter at a time; the daily removal reads by age.
  await db.schema
    .createIndex('form_submissions_created')
    .on('form_submissions')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('form_submissions_status')
    .on('form_submissions')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('form_submissions_kind')
    .on('form_submissions')
    .columns(['kind', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('form_submissions_assigned')
    .on('form_submissions')
    .columns(['assigned_to', 'created_at', 'id'])
    .execute();

  await withId(db, db.schema.createTable('form_submission_notes'))
    .addColumn('submission_id', 'integer', (col) =>
      col.notNull().references('form_submissions.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'text', (col) => col.references('auth_user.id').onDelete('set null'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('form_submission_notes_submission')
    .on('form_submission_notes')
    .columns(['submission_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('name', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('form_submission_notes').execute();
  for (const index of [
    'form_submissions_assigned',
    'form_submissions_kind',
    'form_submissions_status',
    'form_submissions_created',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['personal_data_removed_at', 'name', 'updated_at', 'assigned_to', 'status']) {
    await db.schema.alterTable('form_submissions').dropColumn(column).execute();
  }
}
