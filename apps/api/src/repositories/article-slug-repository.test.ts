import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase, testDialects } from '../testing/test-database';
import { recordFormerSlug } from './article-slug-repository';

/**
 * A former slug kept twice must not break: the publication loop keeps it before it takes a working
 * copy, and a take that fails (the copy saved again or discarded meanwhile) leaves the row behind,
 * so the copy's later publication keeps the same former slug again. Refused by the unique
 * (kind, lang, slug) constraint, that failed the loop's whole tick, every tick (review of the stop).
 */
describe.each(testDialects())('recordFormerSlug on %s', (dialect) => {
  let test: TestDatabase;
  let database: DatabaseHandle;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = test.open();
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  const history = () =>
    database.db
      .selectFrom('content_slug_history')
      .select(['kind', 'lang', 'slug', 'item_id'])
      .where('item_id', '=', 41)
      .orderBy('slug')
      .execute();

  it('keeps the same former slug of the same item once, however often it is kept', async () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const change = { itemId: 41, lang: 'pl', from: 'stary-adres', to: 'nowy-adres' };
    await recordFormerSlug(database.db, 'blog', change, at);
    await recordFormerSlug(database.db, 'blog', change, new Date(at.getTime() + 60_000));
    expect(await history()).toEqual([{ kind: 'blog', lang: 'pl', slug: 'stary-adres', item_id: 41 }]);
  });

  it('drops a former slug the item takes back, and keeps the one it leaves', async () => {
    const at = new Date('2026-11-27T11:00:00Z');
    await recordFormerSlug(
      database.db,
      'blog',
      { itemId: 41, lang: 'pl', from: 'nowy-adres', to: 'stary-adres' },
      at,
    );
    expect(await history()).toEqual([{ kind: 'blog', lang: 'pl', slug: 'nowy-adres', item_id: 41 }]);
  });
});
