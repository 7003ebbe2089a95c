import { describe, expect, it } from 'vitest';
import { PageCache, withNonce } from './page-cache';

const options = {
  freshMs: 10_000,
  staleMs: 30_000,
  maxEntries: 2,
  maxBodyBytes: 1_000,
  maxTotalBytes: 10_000,
};
const html = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "script-src 'nonce-OLD+/=='",
};
const body = Buffer.from('<script nonce="OLD+/==">1</script><p>Łódź</p>{"nonce":"OLD+/=="}');

describe('PageCache', () => {
  it('is fresh, then stale, then gone', () => {
    const cache = new PageCache(options);
    cache.store('/a', 200, html, body, 0);
    expect(cache.lookup('/a', 10_000)?.state).toBe('fresh');
    expect(cache.lookup('/a', 10_001)?.state).toBe('stale');
    expect(cache.lookup('/a', 40_000)?.state).toBe('stale');
    expect(cache.lookup('/a', 40_001)).toBeUndefined();
    expect(cache.lookup('/a', 0)).toBeUndefined();
  });

  it('keeps only whole 200 HTML pages without cookies or no-store, within the size limit', () => {
    const cache = new PageCache(options);
    expect(cache.accepts(200, html, 10)).toBe(true);
    expect(cache.accepts(404, html, 10)).toBe(false);
    expect(cache.accepts(500, html, 10)).toBe(false);
    expect(cache.accepts(200, { 'content-type': 'application/json' }, 10)).toBe(false);
    expect(cache.accepts(200, { ...html, 'set-cookie': ['a=b'] }, 10)).toBe(false);
    // Next marks every dynamic page no-store for browsers; the origin's own cache keeps it anyway.
    expect(cache.accepts(200, { ...html, 'cache-control': 'private, no-cache, no-store' }, 10)).toBe(true);
    expect(cache.accepts(200, html, 1_001)).toBe(false);
  });

  it('drops the least recently used page beyond its size', () => {
    const cache = new PageCache(options);
    cache.store('/a', 200, html, body, 0);
    cache.store('/b', 200, html, body, 0);
    cache.lookup('/a', 1);
    cache.store('/c', 200, html, body, 0);
    expect(cache.size).toBe(2);
    expect(cache.lookup('/b', 1)).toBeUndefined();
    expect(cache.lookup('/a', 1)).toBeDefined();
  });

  it('keeps the total size within its budget', () => {
    const cache = new PageCache({ ...options, maxEntries: 100, maxTotalBytes: body.length * 2 });
    cache.store('/a', 200, html, body, 0);
    cache.store('/b', 200, html, body, 0);
    cache.store('/c', 200, html, body, 0);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(body.length * 2);
    expect(cache.lookup('/a', 1)).toBeUndefined();
    cache.store('/b', 200, html, body, 1);
    expect(cache.bytes).toBe(body.length * 2);
  });

  it('does not store per-answer headers', () => {
    const cache = new PageCache(options);
    cache.store(
      '/a',
      200,
      { ...html, date: 'x', etag: '"1"', 'Content-Length': 99, 'content-encoding': 'br', vary: 'RSC' },
      body,
      0,
    );
    const headers = cache.lookup('/a', 0)?.page.headers ?? {};
    expect(Object.keys(headers).sort()).toEqual(['content-security-policy', 'content-type', 'vary']);
  });

  it('lets one caller refresh a page at a time', () => {
    const cache = new PageCache(options);
    expect(cache.startRefresh('/a')).toBe(true);
    expect(cache.startRefresh('/a')).toBe(false);
    cache.refreshed('/a');
    expect(cache.startRefresh('/a')).toBe(true);
  });

  it('is off with no fresh time', () => {
    expect(new PageCache({ ...options, freshMs: 0 }).enabled).toBe(false);
  });
});

describe('withNonce', () => {
  it('puts the new nonce wherever the rendering had its own, in the header and the body', () => {
    const cache = new PageCache(options);
    cache.store('/a', 200, html, body, 0);
    const page = cache.lookup('/a', 0)?.page;
    if (!page) throw new Error('not stored');
    const answer = withNonce(page, 'NEW');
    expect(answer.headers['content-security-policy']).toBe("script-src 'nonce-NEW'");
    expect(answer.body.toString()).toBe('<script nonce="NEW">1</script><p>Łódź</p>{"nonce":"NEW"}');
    // The stored page is untouched for the next answer.
    expect(page.body.toString()).toContain('OLD+/==');
  });
});
