import { describe, expect, it } from 'vitest';
import { testConfig, useTestDatabase } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { migrateDownOne, pendingMigrations } from './migrate';
import { prepareDatabase, SchemaBehindError } from './prepare-database';

describe.each(testDialects())('starting on a schema that is behind, on %s', (dialect) => {
  const ctx = useTestDatabase(dialect);

  it('is refused when the start may not migrate, with the pending migrations named; migrate fixes it', async () => {
    const { testDb, database } = ctx;
    const config = { ...testConfig(testDb), seedDemoData: false, migrateOnStart: false };
    const refused = await prepareDatabase(database, config).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SchemaBehindError);
    expect((refused as SchemaBehindError).pending[0]).toBe('2026-11-21-initial-schema');
    expect((refused as Error).message).toMatch(/npm run migrate/);
    // Nothing was created by the refused start.
    expect(await pendingMigrations(database.db)).toEqual((refused as SchemaBehindError).pending);

    // What `npm run migrate` does, then the start goes on.
    const migrated = await prepareDatabase(database, { ...config, migrateOnStart: true });
    expect(migrated.migrationsApplied).toEqual((refused as SchemaBehindError).pending);
    expect(await prepareDatabase(database, config)).toMatchObject({ migrationsApplied: [], seeded: false });

    // A newer build's migration not run yet: refused again, naming just that one.
    const [last] = await migrateDownOne(database.db);
    await expect(prepareDatabase(database, config)).rejects.toMatchObject({ pending: [last] });
  });
});
