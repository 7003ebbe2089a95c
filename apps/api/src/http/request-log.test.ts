import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import { testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase, testDialects } from '../testing/test-database';
import type { ApiApp } from './api-app';
import { redactTokens } from './request-log';

describe('redactTokens', () => {
  it('takes the tokens of mailed links out of logged URLs, and nothing else', () => {
    expect(redactTokens('/api/back-office/password-tokens/Abc123_-xyz')).toBe(
      '/api/back-office/password-tokens/[token]',
    );
    expect(redactTokens('/api/newsletter/confirm/tok?x=1')).toBe('/api/newsletter/confirm/[token]?x=1');
    expect(redactTokens('/api/newsletter/unsubscribe/tok')).toBe('/api/newsletter/unsubscribe/[token]');
    expect(redactTokens('/api/classified/12?lang=en')).toBe('/api/classified/12?lang=en');
  });
});

/**
 * Issue 32 "Logs an operator can read": at the default level an idle site wrote two lines every 2 s
 * for its change poll. Polls and health checks log below info; every other request logs exactly
 * one line, with its status and duration.
 */
describe.each(testDialects())('the request log on %s', (dialect) => {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let app: ApiApp;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    const config = testConfig(testDatabase, { seedDemoData: false, logLevel: 'info' });
    database = testDatabase.open();
    await prepareDatabase(database, config);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ config, database, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await testDatabase?.drop();
  });

  it('logs nothing at info for the change poll and health checks', async () => {
    lines.length = 0;
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/changes' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    expect(lines).toEqual([]);
  });

  it('logs a request in exactly one line with its status and duration', async () => {
    lines.length = 0;
    const answer = await app.inject({ method: 'GET', url: '/api/faq' });
    expect(answer.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/faq',
      status: 200,
      durationMs: expect.any(Number),
    });
  });
});
