import { describe, expect, it } from 'vitest';
import { useTestApp } from './testing/test-app';
import { testDialects } from './testing/test-database';

describe.each(testDialects())('API basics on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  it('reports a reachable database on /api/health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { dialect, reachable: true } });
  });

  it('serves the seeded home page content per language', async () => {
    const pl = await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=pl' });
    expect(pl.statusCode).toBe(200);
    expect(pl.json().data.lang).toBe('pl');
    expect(pl.json().data.whoWeAre.title).toBe('Kim jesteśmy');
    const en = await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=en' });
    expect(en.json().data.whoWeAre.title).toBe('Who we are');
  });

  it('answers an unknown language with a validation code, not a crash', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields).toHaveProperty('lang');
  });

  it('answers an unknown route with 404 and a code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route GET /api/nothing-here' } });
  });

  it('publishes an OpenAPI document that lists its routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/main_page']));
  });

  it('does not seed twice', async () => {
    const { seedDemoData } = await import('./seed/demo-seed');
    const { openMediaStore } = await import('./media/open-media-store');
    expect(await seedDemoData(ctx.database, { media: openMediaStore(ctx.config) })).toBe(false);
  });
});
