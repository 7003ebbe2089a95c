import { describe, expect, it } from 'vitest';
import { bumpChangeSignal } from '../repositories/change-signal-repository';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

describe.each(testDialects())('change versions on %s (decision 030)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  it('answer offers and editorial content apart, each moving with its own writes', async () => {
    const read = async () => (await ctx.app.inject({ method: 'GET', url: '/api/changes' })).json().data;
    const before = await read();
    expect(before).toEqual({ offers: expect.any(Number), content: expect.any(Number) });
    await bumpChangeSignal(ctx.database.db, 'content');
    expect(await read()).toEqual({ offers: before.offers, content: before.content + 1 });
    await bumpChangeSignal(ctx.database.db, 'offers');
    expect(await read()).toEqual({ offers: before.offers + 1, content: before.content + 1 });
  });
});
