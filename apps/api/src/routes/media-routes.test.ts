import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import type { ApiApp } from '../http/api-app';
import { S3MediaStore } from '../media/s3-media-store';
import { startS3Server, type TestS3Server } from '../testing/s3-test-server';
import { testConfig, useTestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

describe('media from the local store', () => {
  const ctx = useTestApp('sqlite', { seedDemoData: false });
  // The site's own images (not an offer's, decision 048): public for good.
  const url = '/media/slider/upload-01.webp';

  beforeAll(() => {
    const file = path.join(ctx.config.dataDir, 'media', 'slider', 'upload-01.webp');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'RIFF....WEBP');
    fs.writeFileSync(path.join(ctx.config.dataDir, 'media', '.secret'), 'hidden');
  });

  it('answers with the type, length and a validator, and 304 when the browser has it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '12',
      'cache-control': 'public, max-age=2592000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toBe('RIFF....WEBP');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 with a code for what is missing, hidden or outside the store', async () => {
    for (const missing of [
      '/media/offers/none.webp',
      '/media/.secret',
      '/media/../site.db',
      '/media/%2e%2e/site.db',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: missing });
      expect(res.statusCode, missing).toBe(404);
      expect(res.json().error.code, missing).toBe('not_found');
    }
  });
});

// Two API instances on one database and one bucket, as behind a load balancer: what one stores,
// the other serves (issue 15, shared state).
describe('media in an S3-compatible bucket shared by two API instances', () => {
  let s3: TestS3Server;
  let testDb: TestDatabase;
  const apps: ApiApp[] = [];
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    s3 = await startS3Server();
    testDb = await createTestDatabase('sqlite');
    const config = testConfig(testDb, { media: s3.mediaConfig('portal/') });
    for (let i = 0; i < 2; i += 1) {
      const database = testDb.open();
      handles.push(database);
      // The first instance seeds: the demo's images and PDFs go to the bucket.
      if (i === 0) await prepareDatabase(database, config);
      apps.push(
        await buildApp({
          config: { ...config, dataDir: `${testDb.dataDir}/instance-${i}` },
          database,
          logger: false,
        }),
      );
    }
  }, 180_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await testDb?.drop();
    await s3?.stop();
  });

  it('serves the seeded photos and documents from the bucket on either instance', async () => {
    const [a, b] = apps as [ApiApp, ApiApp];
    const offer = (await a.inject({ method: 'GET', url: '/api/classified/1' })).json().data;
    const photo = `${offer.photos[0].path}-960.webp`;
    for (const app of [a, b]) {
      const res = await app.inject({ method: 'GET', url: photo });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    // Nothing was written to either instance's own directory.
    expect(fs.existsSync(path.join(testDb.dataDir, 'instance-1', 'media'))).toBe(false);
    expect(fs.existsSync(path.join(testDb.dataDir, 'media'))).toBe(false);
  });

  it('serves on one instance a file stored through the other, and puts its photo in the PDF', async () => {
    const store = new S3MediaStore(s3.mediaConfig('portal/'));
    const [, b] = apps as [ApiApp, ApiApp];
    await store.put('documents/new-upload.pdf', Buffer.from('%PDF-1.7 uploaded'));
    // A document is served once a public offer holds it (decision 048).
    const [a] = apps as [ApiApp];
    expect((await a.inject({ method: 'GET', url: '/media/documents/new-upload.pdf' })).statusCode).toBe(404);
    await handles[0]?.db
      .insertInto('offer_documents')
      .values({
        offer_id: 1,
        path: '/media/documents/new-upload.pdf',
        title_pl: 'Nowy',
        title_en: 'New',
        size_bytes: 17,
        position: 9,
        regulations: 0,
      })
      .execute();
    const res = await b.inject({ method: 'GET', url: '/media/documents/new-upload.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body).toBe('%PDF-1.7 uploaded');

    const pdf = await b.inject({ method: 'GET', url: '/get/classified-pdf/1' });
    expect(pdf.statusCode).toBe(200);
    // The sheet embeds the main photo read from the bucket as a JPEG image.
    expect(pdf.rawPayload.includes(Buffer.from('/DCTDecode'))).toBe(true);
  });
});
