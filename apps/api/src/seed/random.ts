/**
 * A small seeded pseudo-random generator for the demo data. `Math.random` would make every start
 * produce different rows, so tests could not compare two seeds and screenshots would drift; a
 * 32-bit mulberry32 stream is fast, has no dependencies and is plenty for picking demo values.
 */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A stream for one named purpose, so adding draws in one place does not shift all the others. */
  static for(seed: number, ...labels: (string | number)[]): Random {
    return new Random(hashSeed(seed, ...labels));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** Log-uniform in [min, max): sizes and prices spread over orders of magnitude look natural. */
  logFloat(min: number, max: number): number {
    return Math.exp(this.float(Math.log(min), Math.log(max)));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick on an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; `weights` is parallel to `items`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let roll = this.next() * total;
    for (let i = 0; i < items.length; i += 1) {
      roll -= weights[i] ?? 0;
      if (roll < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /** A new shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items in random order (all of them when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** Characters drawn from `alphabet`, e.g. a video id. */
  string(length: number, alphabet: string): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}

/**
 * Mixes a numeric seed with labels into a 32-bit seed (FNV-1a over the text, then a murmur-style
 * finaliser) so nearby labels such as offer 41 and 42 still get unrelated streams.
 */
export function hashSeed(seed: number, ...labels: (string | number)[]): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  const text = labels.join('\u0000');
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Picks by weight in O(log n) from a fixed list: the offer generator draws a town per offer, and a
 * linear scan over a thousand towns would dominate the bulk generator's time.
 */
export class WeightedTable<T> {
  readonly #items: readonly T[];
  readonly #cumulative: Float64Array;

  constructor(items: readonly T[], weight: (item: T) => number) {
    if (items.length === 0) throw new Error('WeightedTable needs at least one item');
    this.#items = items;
    this.#cumulative = new Float64Array(items.length);
    let total = 0;
    items.forEach((item, i) => {
      total += Math.max(0, weight(item));
      this.#cumulative[i] = total;
    });
  }

  draw(random: Random): T {
    const total = this.#cumulative[this.#cumulative.length - 1] ?? 0;
    const roll = random.next() * total;
    let low = 0;
    let high = this.#cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.#cumulative[mid] ?? 0) > roll) high = mid;
      else low = mid + 1;
    }
    return this.#items[low] as T;
  }
}
