import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { migrateDownOne, migrateTo } from './migrate';

const FORM_INBOX = '2026-11-24h-form-inbox';

describe.each(testDialects())('the form inbox migration on %s', (dialect) => {
  const ctx = useTestDatabase(dialect);

  it('gives the submissions stored before it a status, a last change and their senders’ names', async () => {
    const { db } = ctx.database;
    await migrateTo(db, '2026-11-24g-measured-views');
    const before = (payload: Record<string, unknown> | string, created: string) => ({
      kind: 'contact',
      offer_id: null,
      email: 'jan@example.pl',
      lang: 'pl',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      created_at: created,
    });
    // Written against the table as it was: the columns of today's types are not there yet.
    // biome-ignore lint/suspicious/noExplicitAny: the schema of the migration's day.
    await (db as any)
      .insertInto('form_submissions')
      .values([
        before({ firstName: 'Jan', lastName: 'Kowalski' }, '2026-01-01T10:00:00.000Z'),
        before({ name: ' Anna Nowak ' }, '2026-01-02T10:00:00.000Z'),
        before({ mailed: true }, '2026-01-03T10:00:00.000Z'),
        before('not json', '2026-01-04T10:00:00.000Z'),
      ])
      .execute();

    expect(await migrateTo(db, FORM_INBOX)).toEqual([FORM_INBOX]);
    const rows = await db
      .selectFrom('form_submissions')
      .select(['name', 'status', 'updated_at', 'created_at', 'assigned_to', 'personal_data_removed_at'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.name)).toEqual(['Jan Kowalski', 'Anna Nowak', null, null]);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'new', assigned_to: null, personal_data_removed_at: null });
      expect(row.updated_at).toBe(row.created_at);
    }

    // Back: the submissions keep what they had.
    expect(await migrateDownOne(db)).toEqual([FORM_INBOX]);
    // biome-ignore lint/suspicious/noExplicitAny: the schema of the migration's day.
    const after = await (db as any).selectFrom('form_submissions').selectAll().orderBy('id').execute();
    expect(after).toHaveLength(4);
    expect(Object.keys(after[0]).sort()).toEqual(
      ['created_at', 'email', 'id', 'kind', 'lang', 'offer_id', 'payload'].sort(),
    );
  });
});
