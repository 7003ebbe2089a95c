import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiChangeVersion, ChangeFollower } from './change-follower';
import { PageCache } from './page-cache';

describe('ChangeFollower', () => {
  it('clears when the version moves, again after the settling time, and not on the first look', async () => {
    vi.useFakeTimers();
    try {
      let version = 4;
      const onChange = vi.fn();
      const follower = new ChangeFollower({
        readVersion: async () => version,
        onChange,
        intervalMs: 2_000,
        settleMs: 3_000,
      });
      await follower.poll();
      await follower.poll();
      expect(onChange).not.toHaveBeenCalled();
      version = 5;
      await follower.poll();
      expect(onChange).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(onChange).toHaveBeenCalledTimes(2);
      await follower.poll();
      expect(onChange).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps going when the API cannot be reached', async () => {
    let fail = true;
    const onChange = vi.fn();
    const follower = new ChangeFollower({
      readVersion: async () => {
        if (fail) throw new Error('down');
        return 1;
      },
      onChange,
      intervalMs: 2_000,
      settleMs: 3_000,
    });
    await follower.poll();
    fail = false;
    await follower.poll();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('PageCache.clear', () => {
  it('forgets every page and refuses a rendering that began before it', () => {
    const cache = new PageCache({
      freshMs: 10_000,
      staleMs: 30_000,
      maxEntries: 10,
      maxBodyBytes: 1_000,
      maxTotalBytes: 10_000,
    });
    const html = { 'content-type': 'text/html' };
    cache.store('/a', 200, html, Buffer.from('old'), 0);
    const before = cache.generation;
    cache.clear();
    expect(cache.lookup('/a', 1)).toBeUndefined();
    expect(cache.bytes).toBe(0);
    cache.store('/a', 200, html, Buffer.from('read before the change'), 1, before);
    expect(cache.lookup('/a', 2)).toBeUndefined();
    cache.store('/a', 200, html, Buffer.from('new'), 2, cache.generation);
    expect(cache.lookup('/a', 3)?.page.body.toString()).toBe('new');
  });
});

describe('apiChangeVersion', () => {
  let server: http.Server;
  let base: string;
  let answer = { status: 200, body: '{"data":{"offers":7,"content":2}}' };
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(req.url === '/api/changes' ? answer.status : 404, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads one version of offers and content together, and fails on an error answer', async () => {
    expect(await apiChangeVersion(base)()).toBe(9);
    answer = { status: 200, body: '{"data":{"offers":7,"content":3}}' };
    expect(await apiChangeVersion(base)()).toBe(10);
    answer = { status: 200, body: '{"data":{"offers":7}}' };
    await expect(apiChangeVersion(base)()).rejects.toThrow('no version');
    answer = { status: 503, body: '{}' };
    await expect(apiChangeVersion(base)()).rejects.toThrow('503');
  });
});
