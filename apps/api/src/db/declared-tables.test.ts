import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
import { defineKind } from '@estate/domain/kinds/define-kind';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixtureNotes } from '../kinds/testing/fixture-notes';
import { useTestDatabase } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { declaredColumns } from './declared-tables';
import { migrateDownOne, migrateToLatest, pendingMigrations } from './migrate';

const FIXTURE_MIGRATION = '2099-01-01-kind-fixture-notes';

/**
 * A kind's table made from its declaration (decision 052, "The recipe at 8 files"): the fixture
 * kind has no migration file, and the kind matrix and e2e/kind-fixture.spec.ts run on this table.
 */
describe.each(testDialects())('a kind’s table made from its declaration on %s', (dialect) => {
  const ctx = useTestDatabase(dialect);
  const kinds = [...ALL_KINDS, fixtureNotes];

  const fixtureColumns = async () => {
    const tables = await ctx.database.db.introspection.getTables();
    const table = tables.find((candidate) => candidate.name === 'fixture_notes');
    // The id is `withId`'s, and SQLite reports its integer key as nullable.
    return table?.columns
      .filter((column) => column.name !== 'id')
      .map((column) => [column.name, column.isNullable])
      .sort();
  };

  it('migrates it after the listed migrations, with the columns the kind’s store reads and writes', async () => {
    const applied = await migrateToLatest(ctx.database.db, kinds);
    expect(applied.at(-1)).toBe(FIXTURE_MIGRATION);
    expect(applied.slice(0, -1).every((name) => name < FIXTURE_MIGRATION)).toBe(true);
    expect(await pendingMigrations(ctx.database.db, kinds)).toEqual([]);
    expect(await fixtureColumns()).toEqual(
      [
        ['body', false],
        ['lang', false],
        ['published_at', true],
        ['status', false],
        ['title', false],
        ['translation_key', true],
        ['version', false],
      ].sort(),
    );
    // A row as the store writes one: the defaults of a new item's state and version.
    await ctx.database.db
      .insertInto('fixture_notes' as never)
      .values({ lang: 'pl', title: 'T', body: '' } as never)
      .execute();
  });

  it('is a migration like the others: the site without the kind has it pending nowhere, and it goes back', async () => {
    // The site's own build knows no fixture: nothing of it is pending there.
    expect(await pendingMigrations(ctx.database.db)).toEqual([]);
    expect(await migrateDownOne(ctx.database.db, kinds)).toEqual([FIXTURE_MIGRATION]);
    expect(await fixtureColumns()).toBeUndefined();
    expect(await pendingMigrations(ctx.database.db, kinds)).toEqual([FIXTURE_MIGRATION]);
  });
});

describe('declared tables', () => {
  it('takes a text’s length from its schema, and refuses a field it cannot make a column of', () => {
    expect(declaredColumns(fixtureNotes).find((column) => column.name === 'title')).toEqual({
      name: 'title',
      type: 'varchar(120)',
      notNull: true,
    });
    const withImage = defineKind({
      ...fixtureNotes,
      name: 'covered-notes',
      rules: undefined,
      labels: undefined,
      fields: {
        lang: fixtureNotes.fields.lang,
        cover: { schema: z.string().nullable(), column: 'cover', widget: { type: 'image', use: 'cover' } },
      },
      translation: undefined,
      order: undefined,
      list: { pageSize: 2, filters: [] },
    });
    expect(() => declaredColumns(withImage)).toThrow(
      'covered-notes.cover (image): its column is not made from a declaration',
    );
    // A number is a whole number's column; one taking fractions (above its lowest bound too) is refused.
    const numbered = (schema: z.ZodType) =>
      defineKind({
        ...fixtureNotes,
        name: 'numbered-notes',
        rules: undefined,
        labels: undefined,
        fields: {
          lang: fixtureNotes.fields.lang,
          rank: { schema, column: 'rank', widget: { type: 'number' } },
        },
        translation: undefined,
        order: undefined,
        list: { pageSize: 2, filters: [] },
      });
    expect(
      declaredColumns(numbered(z.number().int().min(1))).find((column) => column.name === 'rank'),
    ).toEqual({
      name: 'rank',
      type: 'integer',
      notNull: true,
    });
    expect(() => declaredColumns(numbered(z.number().min(1)))).toThrow(
      'numbered-notes.rank (a number with fractions): its column is not made from a declaration',
    );
  });
});
