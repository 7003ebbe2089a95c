/**
 * A small in-process cache of serialised answers for hot reads (the same list pages are asked for
 * by every visitor of the home and list pages). Entries live `ttlMs` at most, so a change to an
 * offer shows within that time on every API process; the oldest entries go first when full.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<string> {
    if (!this.enabled) return JSON.stringify(await compute());
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) return hit.body;
    if (hit) this.entries.delete(key);
    const body = JSON.stringify(await compute());
    this.entries.set(key, { body, expires: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return body;
  }

  clear(): void {
    this.entries.clear();
  }
}
