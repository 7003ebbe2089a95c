import { describe, expect, it } from 'vitest';
import { hashSeed, Random, WeightedTable } from './random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = Array.from(
      { length: 5 },
      (
        (r) => () =>
          r.next()
      )(new Random(42)),
    );
    const b = Array.from(
      { length: 5 },
      (
        (r) => () =>
          r.next()
      )(new Random(42)),
    );
    const c = Array.from(
      { length: 5 },
      (
        (r) => () =>
          r.next()
      )(new Random(43)),
    );
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    for (const x of a) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('derives unrelated streams from labels', () => {
    expect(hashSeed(1, 'offer', 41)).not.toBe(hashSeed(1, 'offer', 42));
    expect(Random.for(1, 'offer', 7).next()).toBe(Random.for(1, 'offer', 7).next());
  });

  it('keeps integers in range and picks by weight', () => {
    const random = new Random(9);
    const counts = { a: 0, b: 0 };
    const table = new WeightedTable(['a', 'b'] as const, (x) => (x === 'a' ? 9 : 1));
    for (let i = 0; i < 5000; i += 1) {
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      counts[table.draw(random)] += 1;
    }
    expect(counts.a / 5000).toBeGreaterThan(0.85);
    expect(counts.a / 5000).toBeLessThan(0.95);
  });

  it('samples without repeats', () => {
    const sample = new Random(3).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });
});
