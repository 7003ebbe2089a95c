import { MAX_DATABASE_ID } from '@estate/domain/constants';
import { defineKind, requiredText, richText } from '@estate/domain/kinds/define-kind';
import { LANGUAGES } from '@estate/domain/language';
import { z } from 'zod';

/**
 * A kind that exists only in tests (decision 052, "How Done when is verified"): everything it can do
 * in the back office comes from the mechanism alone. Its access differs from the site editors' on
 * purpose (agents may read, only editors write and publish), so the routes' rules are seen to come
 * from the declaration.
 */
export const fixtureNotes = defineKind({
  name: 'fixture-notes',
  table: 'fixture_notes',
  // Its table is the migrator's, made from the fields below: the recipe's kind needs no migration file.
  // A real kind names the day it is added; the fixture stands after every listed migration, whatever
  // day they were written (declared-tables.test.ts checks it migrates last and goes back first).
  tableFromDeclaration: { since: '2099-01-01' },
  names: {
    en: { one: 'note', many: 'notes' },
    operation: { one: 'FixtureNote', many: 'FixtureNotes' },
  },
  // The site has no messages of this kind: its generic screens take these (e2e/kind-fixture.spec.ts).
  labels: {
    pl: {
      many: 'Notatki',
      fields: {
        lang: 'Język notatki',
        title: 'Tytuł',
        body: 'Treść',
        translationId: 'Ta sama notatka w drugim języku',
      },
    },
    en: {
      many: 'Notes',
      fields: {
        lang: 'Note language',
        title: 'Title',
        body: 'Text',
        translationId: 'The same note in the other language',
      },
    },
  },
  publicReads: true,
  fields: {
    lang: {
      schema: z.enum(LANGUAGES, 'invalid_value'),
      column: 'lang',
      widget: { type: 'language' },
      fixed: 'after-create',
    },
    title: { schema: requiredText(120), column: 'title', widget: { type: 'text' } },
    body: { schema: richText(5_000), column: 'body', widget: { type: 'richText', profile: 'basic' } },
    translationId: {
      schema: z.number('invalid_value').int().min(1).max(MAX_DATABASE_ID).nullable().default(null),
      widget: { type: 'reference', source: 'translation' },
    },
  },
  rules: (values, issue) => {
    if (values.title.toLowerCase() === 'forbidden') issue('title', 'invalid_value');
  },
  translation: { mode: 'key', column: 'translation_key', field: 'translationId', lang: 'lang' },
  publication: { mode: 'states', dateColumn: 'published_at' },
  access: { read: ['admin', 'editor', 'agent'], write: ['admin', 'editor'], publish: ['admin', 'editor'] },
  audit: { entity: 'fixture_note', prefix: 'note' },
  signals: ['content'],
  list: { pageSize: 2, filters: ['lang'] },
});
