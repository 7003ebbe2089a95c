import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('answers from memory within the time to live, then stale while one refresh runs, then waits', async () => {
    let clock = 0;
    let computed = 0;
    const cache = new ResponseCache(10_000, 10, () => clock);
    const compute = async () => ({ n: ++computed });
    expect(await cache.getOrCompute('a', compute)).toBe('{"n":1}');
    clock = 9_999;
    expect(await cache.getOrCompute('a', compute)).toBe('{"n":1}');
    clock = 10_000;
    // Stale: the old answer at once, a new one computed behind it.
    expect(await cache.getOrCompute('a', compute)).toBe('{"n":1}');
    await Promise.resolve();
    expect(await cache.getOrCompute('a', compute)).toBe('{"n":2}');
    // Older than twice the time to live: computed before answering.
    clock = 40_001;
    expect(await cache.getOrCompute('a', compute)).toBe('{"n":3}');
  });

  it('does not keep an answer computed from data older than a clear', async () => {
    let version = 1;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cache = new ResponseCache(10_000, 10, () => 0);
    const readBeforeChange = cache.getOrCompute('list', async () => {
      const read = version;
      await gate;
      return { version: read };
    });
    version = 2;
    cache.clear();
    release();
    expect(await readBeforeChange).toBe('{"version":1}');
    // The next request computes again instead of getting the answer read before the change.
    expect(await cache.getOrCompute('list', async () => ({ version }))).toBe('{"version":2}');
  });

  it('computes a key once for requests that miss it together', async () => {
    let computed = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cache = new ResponseCache(10_000, 10, () => 0);
    const slow = async () => {
      computed += 1;
      await gate;
      return { n: computed };
    };
    const answers = Promise.all([1, 2, 3].map(() => cache.getOrCompute('map', slow)));
    release();
    expect(await answers).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(computed).toBe(1);
  });

  it('keeps nothing of a failed computation: the next request computes again', async () => {
    const cache = new ResponseCache(10_000, 10, () => 0);
    await expect(
      cache.getOrCompute('a', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.getOrCompute('a', async () => 'ok')).toBe('"ok"');
  });

  it('drops the oldest entry when full', async () => {
    let computed = 0;
    const cache = new ResponseCache(60_000, 2, () => 0);
    const compute = async () => ++computed;
    await cache.getOrCompute('a', compute);
    await cache.getOrCompute('b', compute);
    await cache.getOrCompute('c', compute);
    expect(await cache.getOrCompute('b', compute)).toBe('2');
    expect(await cache.getOrCompute('a', compute)).toBe('4');
  });

  it('bounds a section on its own and clears it with the cache that made it', async () => {
    let computed = 0;
    const cache = new ResponseCache(60_000, 2, () => 0);
    const section = cache.section(1);
    const compute = async () => ++computed;
    await cache.getOrCompute('list', compute);
    await section.getOrCompute('offer 1', compute);
    await section.getOrCompute('offer 2', compute);
    // Offers pushed each other out, never the list.
    expect(await cache.getOrCompute('list', compute)).toBe('1');
    expect(await section.getOrCompute('offer 2', compute)).toBe('3');
    cache.clear();
    expect(await section.getOrCompute('offer 2', compute)).toBe('4');
    expect(await cache.getOrCompute('list', compute)).toBe('5');
  });

  it('never stores when the time to live is zero', async () => {
    let computed = 0;
    const cache = new ResponseCache(0);
    await cache.getOrCompute('a', async () => ++computed);
    expect(await cache.getOrCompute('a', async () => ++computed)).toBe('2');
  });
});
