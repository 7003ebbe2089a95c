import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('answers from memory within the time to live and recomputes after it', async () => {
    let clock = 0;
    let computed = 0;
    const cache = new ResponseCache(10_000, 10, () => clock);
    const compute = async () => ({ n: ++computed });
    expect(await cache.getOrCompute('a', compute)).toBe('{"n":1}');
    clock = 9_999;
    expect(await cache.getOrCompute('a', compute)).toBe('{"n":1}');
    clock = 10_000;
    expect(await cache.getOrCompute('a', compute)).toBe('{"n":2}');
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

  it('never stores when the time to live is zero', async () => {
    let computed = 0;
    const cache = new ResponseCache(0);
    await cache.getOrCompute('a', async () => ++computed);
    expect(await cache.getOrCompute('a', async () => ++computed)).toBe('2');
  });
});
