import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle, Dialect } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import type { ApiApp } from '../http/api-app';
import { createTestDatabase, type TestDatabase } from './test-database';

interface TestContext {
  app: ApiApp;
  database: DatabaseHandle;
  config: ApiConfig;
  testDatabase: TestDatabase;
}

/** What a test adds to the app: editable kinds of its own (their declared tables migrated with the rest), and what to do before the app is built. */
interface TestAppExtras {
  kinds?: readonly DefinedKind[];
  prepare?: (database: DatabaseHandle) => Promise<void>;
}

/**
 * Registers hooks that build the app on a fresh, migrated and seeded database of the dialect,
 * and tear it down after the file's tests. Read the context inside tests, not at collection time.
 */
export function useTestApp(
  dialect: Dialect,
  overrides: Partial<ApiConfig> = {},
  extras: TestAppExtras = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const testDatabase = await createTestDatabase(dialect);
    const config = testConfig(testDatabase, overrides);
    const database = testDatabase.open();
    await prepareDatabase(database, config, extras.kinds);
    await extras.prepare?.(database);
    const app = await buildApp({ config, database, logger: false, kinds: extras.kinds });
    await app.ready();
    Object.assign(context, { app, database, config, testDatabase });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    await context.testDatabase?.drop();
  });
  return context;
}

/** The configuration API tests run with, on the given test database. */
export function testConfig(testDatabase: TestDatabase, overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: testDatabase.dataDir,
    database: testDatabase.database,
    siteUrl: 'http://localhost:3000',
    logLevel: 'silent',
    seedDemoData: true,
    mail: { from: 'Nieruchomości <no-reply@example.pl>', salesEmail: 'sprzedaz@example.pl' },
    captcha: { mode: 'off' },
    // High enough that no test trips it by accident; rate-limit tests pass their own.
    formRateLimit: 1000,
    trustProxy: ['loopback'],
    listCacheSeconds: 0,
    authSecret: 'test-auth-secret-0123456789abcdefghijklmnop',
    ...overrides,
  };
}

/** A fresh, empty (unmigrated) database of the dialect for one file's tests, dropped afterwards. */
export function useTestDatabase(dialect: Dialect): { testDb: TestDatabase; database: DatabaseHandle } {
  const context = {} as { testDb: TestDatabase; database: DatabaseHandle };
  beforeAll(async () => {
    context.testDb = await createTestDatabase(dialect);
    context.database = context.testDb.open();
  });
  afterAll(async () => {
    await context.database?.close();
    await context.testDb?.drop();
  });
  return context;
}
