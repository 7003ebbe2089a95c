import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import { testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase, testDialects } from '../testing/test-database';
import type { ApiApp } from './api-app';
import { loggableUrl } from './request-log';

describe('loggableUrl', () => {
  it("takes the back office's searches out of logged URLs, since they are part of a name or address", () => {
    expect(loggableUrl('/api/back-office/inbox?q=kowalski%40example.pl&status=new')).toBe(
      '/api/back-office/inbox?q=[search]&status=new',
    );
    expect(loggableUrl('/api/back-office/newsletter/subscribers?status=active&q=nowak')).toBe(
      '/api/back-office/newsletter/subscribers?status=active&q=[search]',
    );
    expect(loggableUrl('/api/back-office/inbox/export.xlsx?lang=pl&email=a%40b.pl')).toBe(
      '/api/back-office/inbox/export.xlsx?lang=pl&email=[search]',
    );
    // Only the parameters named q and email, and only in the back office.
    expect(loggableUrl('/api/back-office/offers?sq=1&page=2')).toBe('/api/back-office/offers?sq=1&page=2');
    expect(loggableUrl('/api/classified?q=dzialka')).toBe('/api/classified?q=dzialka');
  });

  it('takes the tokens of mailed links out of logged URLs, and nothing else', () => {
    expect(loggableUrl('/api/back-office/password-tokens/Abc123_-xyz')).toBe(
      '/api/back-office/password-tokens/[token]',
    );
    expect(loggableUrl('/api/newsletter/confirm/tok?x=1')).toBe('/api/newsletter/confirm/[token]?x=1');
    expect(loggableUrl('/api/newsletter/unsubscribe/tok')).toBe('/api/newsletter/unsubscribe/[token]');
    expect(loggableUrl('/api/classified/12?lang=en')).toBe('/api/classified/12?lang=en');
    expect(loggableUrl('/api/search-alerts/manage/tok/12')).toBe('/api/search-alerts/manage/[token]/12');
    expect(loggableUrl('/api/search-alerts/confirm/tok')).toBe('/api/search-alerts/confirm/[token]');
    expect(loggableUrl('/api/search-alerts/unsubscribe/tok')).toBe('/api/search-alerts/unsubscribe/[token]');
    expect(loggableUrl('/api/search-alerts/confirm/tok/alert')).toBe(
      '/api/search-alerts/confirm/[token]/alert',
    );
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

  it('logs a refused search of the inbox without what was searched for', async () => {
    lines.length = 0;
    const answer = await app.inject({ method: 'GET', url: '/api/back-office/inbox?q=kowalski%40example.pl' });
    expect(answer.statusCode).toBe(401);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ url: '/api/back-office/inbox?q=[search]', status: 401 });
    expect(JSON.stringify(lines)).not.toContain('kowalski');
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
