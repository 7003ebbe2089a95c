import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { ApiConfig } from '../config/env';
import type { ApiApp } from '../http/api-app';
import { type CutProxy, startCutProxy } from '../testing/tcp-cut-proxy';
import { testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { type DatabaseHandle, openDatabase } from './database';
import { prepareDatabase } from './prepare-database';

/**
 * Issue 8 "Faults": the database goes away mid-run. The API answers 503 `db_unavailable` with
 * Retry-After (never a 500, never a hang), health says so, and both recover by themselves when the
 * database returns: no restart.
 */

const contact = (n: number) => ({
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: `outage-${n}@example.pl`,
  phone: '+48 600 100 200',
  message: 'Proszę o kontakt w sprawie biura w Poznaniu.',
  agreement1: true,
});

function config(testDatabase: TestDatabase, database: ApiConfig['database']): ApiConfig {
  return testConfig(testDatabase, { database, seedDemoData: true, formRateLimit: 1000 });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not recovered within ${timeoutMs} ms`);
}

const list = (app: ApiApp) =>
  app.inject({ method: 'POST', url: '/api/classified', payload: { typeClassified: 1 } });
const health = (app: ApiApp) => app.inject({ method: 'GET', url: '/api/health' });
const submit = (app: ApiApp, n: number) =>
  app.inject({ method: 'POST', url: '/api/form/contact', payload: contact(n), remoteAddress: '10.9.9.9' });

function expectUnavailable(response: Awaited<ReturnType<typeof list>>) {
  expect(response.statusCode).toBe(503);
  expect(response.json().error.code).toBe('db_unavailable');
  expect(response.headers['retry-after']).toBe('5');
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL going away mid-run', () => {
  let testDatabase: TestDatabase;
  let proxy: CutProxy;
  let database: DatabaseHandle;
  let app: ApiApp;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    if (testDatabase.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const direct = new URL(testDatabase.database.url);
    proxy = await startCutProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const settings = config(testDatabase, { kind: 'postgres', url: viaProxy.toString(), poolMax: 4 });
    database = openDatabase(settings.database);
    await prepareDatabase(database, settings);
    app = await buildApp({ config: settings, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await testDatabase?.drop();
  });

  it('answers 503 with Retry-After while it is gone and recovers by itself', async () => {
    expect((await list(app)).statusCode).toBe(200);
    expect((await submit(app, 1)).statusCode).toBe(201);

    await proxy.cut();
    const started = Date.now();
    expectUnavailable(await list(app));
    expectUnavailable(await submit(app, 2));
    const down = await health(app);
    expect(down.statusCode).toBe(503);
    expect(down.json().database.reachable).toBe(false);
    // Refused connections fail fast; only an unanswered one waits for the 5 s connect timeout.
    expect(Date.now() - started).toBeLessThan(12_000);

    await proxy.restore();
    await waitFor(async () => (await list(app)).statusCode === 200, 15_000);
    expect((await health(app)).statusCode).toBe(200);
    expect((await submit(app, 3)).statusCode).toBe(201);

    // What was acknowledged is stored; what was refused is not half-stored.
    const emails = (await database.db.selectFrom('form_submissions').select('email').execute()).map(
      (r) => r.email,
    );
    expect(emails).toEqual(expect.arrayContaining(['outage-1@example.pl', 'outage-3@example.pl']));
    expect(emails).not.toContain('outage-2@example.pl');
  }, 60_000);
});

describe('SQLite locked by another process', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let app: ApiApp;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('sqlite');
    const settings = config(testDatabase, testDatabase.database);
    database = testDatabase.open();
    await prepareDatabase(database, settings);
    app = await buildApp({ config: settings, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await testDatabase?.drop();
  });

  it('refuses writes with 503 while the lock is held, keeps serving reads, then recovers', async () => {
    if (testDatabase.database.kind !== 'sqlite') throw new Error('expected SQLite');
    const other = new SqliteDatabase(testDatabase.database.file);
    other.exec('BEGIN EXCLUSIVE');
    try {
      // WAL: readers are not blocked by a writer.
      expect((await list(app)).statusCode).toBe(200);
      expectUnavailable(await submit(app, 10));
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await submit(app, 11)).statusCode).toBe(201);
    const emails = (await database.db.selectFrom('form_submissions').select('email').execute()).map(
      (r) => r.email,
    );
    expect(emails).toContain('outage-11@example.pl');
    expect(emails).not.toContain('outage-10@example.pl');
  }, 30_000);
});
