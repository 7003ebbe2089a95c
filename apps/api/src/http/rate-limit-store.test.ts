import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import { countRateLimitHit, purgeEndedRateLimits } from '../repositories/rate-limit-repository';
import { testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase, testDialects } from '../testing/test-database';
import type { ApiApp } from './api-app';

const SITE = '10.20.0.7';
const contact = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  firm: 'Kowalski Sp. z o.o.',
  email: 'klient@example.pl',
  message: 'Proszę o kontakt w sprawie biura.',
  agreement1: true,
};

describe.each(testDialects())('rate limits counted in the database on %s', (dialect) => {
  let testDb: TestDatabase;
  // Two API instances, each with its own connection(s), as two processes would have.
  const handles: DatabaseHandle[] = [];
  const apps: ApiApp[] = [];

  async function startInstance(): Promise<ApiApp> {
    const database = testDb.open();
    handles.push(database);
    // The site (SITE) is the only peer whose X-Forwarded-For is believed.
    const app = await buildApp({
      config: testConfig(testDb, { seedDemoData: false, formRateLimit: 3, trustProxy: [SITE] }),
      database,
      logger: false,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    const database = testDb.open();
    handles.push(database);
    await prepareDatabase(database, testConfig(testDb, { seedDemoData: false }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await testDb.drop();
  });

  const viaSite = (app: ApiApp, visitor: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/form/contact',
      payload: contact,
      remoteAddress: SITE,
      headers: { 'x-forwarded-for': visitor, ...headers },
    });

  it('counts hits in fixed windows, atomically under concurrent hits', async () => {
    const db = handles[0]?.db;
    if (!db) throw new Error('no database');
    expect(await countRateLimitHit(db, 'k', 1000, 10_000)).toEqual({ current: 1, ttl: 1000 });
    expect(await countRateLimitHit(db, 'k', 1000, 10_400)).toEqual({ current: 2, ttl: 600 });
    // The window ended: counting starts again.
    expect(await countRateLimitHit(db, 'k', 1000, 11_000)).toEqual({ current: 1, ttl: 1000 });
    const counts = await Promise.all(
      Array.from({ length: 30 }, () => countRateLimitHit(db, 'burst', 60_000, 20_000)),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(await purgeEndedRateLimits(db, 12_001)).toBe(1);
    expect((await countRateLimitHit(db, 'burst', 60_000, 20_001)).current).toBe(31);
  });

  it('shares one form limit between two instances, and a restart forgets nothing', async () => {
    const one = await startInstance();
    const two = await startInstance();
    expect((await viaSite(one, '198.51.100.1')).statusCode).toBe(201);
    expect((await viaSite(two, '198.51.100.1')).statusCode).toBe(201);
    expect((await viaSite(one, '198.51.100.1')).statusCode).toBe(201);
    const limited = await viaSite(two, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    // Another visitor behind the same site has a count of its own.
    expect((await viaSite(two, '198.51.100.2')).statusCode).toBe(201);

    const restarted = await startInstance();
    expect((await viaSite(restarted, '198.51.100.1')).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For only from the configured peers', async () => {
    const app = await startInstance();
    // A visitor reaching the API directly cannot pick its address by sending the header.
    const direct = (spoofed: string) =>
      app.inject({
        method: 'POST',
        url: '/api/form/contact',
        payload: contact,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': spoofed },
      });
    expect((await direct('1.1.1.1')).statusCode).toBe(201);
    expect((await direct('2.2.2.2')).statusCode).toBe(201);
    expect((await direct('3.3.3.3')).statusCode).toBe(201);
    expect((await direct('4.4.4.4')).statusCode).toBe(429);
    // Through the site, a visitor's own header travels in front of what the site determined: only
    // the entry the site appended (the right-most) counts.
    for (const spoof of ['5.5.5.5', '6.6.6.6', '7.7.7.7']) {
      expect((await viaSite(app, `${spoof}, 198.51.100.3`)).statusCode).toBe(201);
    }
    expect((await viaSite(app, '8.8.8.8, 198.51.100.3')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('defaults to the site on this host, takes addresses, CIDRs and names, and refuses the rest', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,uniquelocal' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'my-balancer' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});
