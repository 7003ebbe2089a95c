import { getMigrations } from 'better-auth/db/migration';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { createStaffAuth } from './staff-auth';

/**
 * Our migration creates Better Auth's tables (decision 029); this asks Better Auth's own migration
 * planner, with our options, whether any table or column it needs is missing. After an upgrade of
 * Better Auth a failure here names what a new migration of ours must add.
 */
describe.each(testDialects())("Better Auth's tables as our migration made them (%s)", (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  it('leave nothing for its planner to create or add', async () => {
    const auth = createStaffAuth(ctx.config, ctx.database);
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated.map((table) => table.table)).toEqual([]);
    expect(toBeAdded.map((table) => `${table.table}: ${Object.keys(table.fields).join(', ')}`)).toEqual([]);
  });
});
