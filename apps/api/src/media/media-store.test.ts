import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../testing/s3-test-server';
import { LocalMediaStore } from './local-media-store';
import { isMediaKey, type MediaStore, mediaKey, putIfMissing } from './media-store';
import { S3MediaStore } from './s3-media-store';

async function text(store: MediaStore, key: string): Promise<string | undefined> {
  const object = await store.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function allKeys(store: MediaStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys.sort();
}

describe('media keys', () => {
  it('accepts nested names and refuses traversal, hidden names and odd characters', () => {
    expect(isMediaKey('offers/photo-01-960.webp')).toBe(true);
    expect(isMediaKey('documents/Rzut_parteru.v2.pdf')).toBe(true);
    for (const bad of [
      '',
      '../site.db',
      'a/../b',
      '.env',
      'a/.hidden',
      '/abs',
      'a//b',
      'a b',
      'ą.webp',
      'a\\b',
    ])
      expect(isMediaKey(bad), bad).toBe(false);
    expect(mediaKey('/media/offers/x.webp')).toBe('offers/x.webp');
    expect(() => mediaKey('/uploads/x.webp')).toThrow(/Not a media URL/);
  });
});

// One contract, both drivers: the S3 one against a real S3-compatible server in its own process.
describe.each(['local', 's3'] as const)('the %s media store', (kind) => {
  let store: MediaStore;
  let s3: TestS3Server | undefined;
  let dir = '';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-media-'));
    if (kind === 's3') {
      s3 = await startS3Server();
      store = new S3MediaStore(s3.mediaConfig('site/'));
    } else {
      store = new LocalMediaStore(path.join(dir, 'media'));
    }
    await store.check();
  }, 60_000);
  afterAll(async () => {
    await s3?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores, reads, lists and deletes objects by key', async () => {
    expect(await store.size('offers/a-1.webp')).toBeUndefined();
    expect(await store.get('offers/a-1.webp')).toBeUndefined();
    expect(await store.read('offers/a-1.webp')).toBeUndefined();

    await store.put('offers/a-1.webp', Buffer.from('first'));
    await store.put('documents/plan.pdf', Buffer.from('%PDF-1.7 plan'));
    expect(await store.size('offers/a-1.webp')).toBe(5);
    const object = await store.get('documents/plan.pdf');
    expect(object).toMatchObject({ size: 13, contentType: 'application/pdf' });
    expect(object?.etag).toMatch(/^".+"$/);
    object?.body.destroy();
    expect(await text(store, 'documents/plan.pdf')).toBe('%PDF-1.7 plan');

    // A new version replaces the old one whole, with a new validator.
    const first = await store.get('offers/a-1.webp');
    first?.body.destroy();
    const before = first?.etag;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.put('offers/a-1.webp', Buffer.from('second version'));
    expect((await store.read('offers/a-1.webp'))?.toString()).toBe('second version');
    const after = await store.get('offers/a-1.webp');
    after?.body.destroy();
    expect(after?.etag).not.toBe(before);
    expect(after?.contentType).toBe('image/webp');

    expect(await allKeys(store)).toEqual(['documents/plan.pdf', 'offers/a-1.webp']);
    await store.delete('offers/a-1.webp');
    await store.delete('offers/never-there.webp');
    expect(await store.size('offers/a-1.webp')).toBeUndefined();
    expect(await allKeys(store)).toEqual(['documents/plan.pdf']);
  });

  it('makes a missing object once and keeps an existing one', async () => {
    let made = 0;
    const produce = async () => {
      made += 1;
      return Buffer.from('rendered');
    };
    expect(await putIfMissing(store, 'slider/slide-1.webp', produce)).toEqual({
      sizeBytes: 8,
      created: true,
    });
    expect(await putIfMissing(store, 'slider/slide-1.webp', produce)).toEqual({
      sizeBytes: 8,
      created: false,
    });
    expect(made).toBe(1);
  });

  it('refuses a key that is not one before touching the store', async () => {
    await expect(store.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/Not a valid media key/);
    await expect(store.size('a/.hidden')).rejects.toThrow(/Not a valid media key/);
  });
});

describe('an S3 store that cannot be used', () => {
  it('says which bucket and why at check time', async () => {
    const s3 = await startS3Server();
    try {
      const store = new S3MediaStore({ ...s3.mediaConfig(), bucket: 'no-such-bucket' });
      await expect(store.check()).rejects.toThrow(/s3:\/\/no-such-bucket\/.*cannot be used \(HTTP 404\)/);
    } finally {
      await s3.stop();
    }
  }, 60_000);
});
