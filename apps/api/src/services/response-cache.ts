/**
 * A small in-process cache of serialised answers for hot reads (the same list pages and map views
 * are asked for by every visitor of the home and list pages). An entry is fresh for `ttlMs`; for as
 * long again it is still answered while one recomputation runs in the background; older, it is
 * recomputed before answering. Concurrent misses of one key share a single computation: at a
 * million offers a country-wide map takes half a second, and ten visitors arriving together must
 * not compute it ten times. So a change to an offer shows within 2 × `ttlMs` on every API process;
 * the oldest entries go first when full.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();
  private readonly inFlight = new Map<string, Promise<string>>();
  /** Caches made by section(): cleared with this one. */
  private readonly sections: ResponseCache[] = [];
  /** Bumped by clear(): a computation started before a clear must not store what it read. */
  private generation = 0;

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
    if (hit && hit.expires + this.ttlMs > now) {
      // A failed refresh keeps the stale answer; the next request after it tries again.
      this.refresh(key, compute).catch(() => undefined);
      return hit.body;
    }
    return this.refresh(key, compute);
  }

  /**
   * A cache for another kind of answer, as fresh as this one and dropped by this one's clear(), but
   * bounded on its own: answers of which there are many (an offer's page, one per offer and
   * language) must not push the few hot ones (lists, maps) out, and whoever clears this cache
   * cannot forget the section.
   */
  section(maxEntries: number): ResponseCache {
    const section = new ResponseCache(this.ttlMs, maxEntries, this.now);
    this.sections.push(section);
    return section;
  }

  /** Forgets every answer, including those being computed now (they are answered, not kept). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
    for (const section of this.sections) section.clear();
  }

  private refresh(key: string, compute: () => Promise<unknown>): Promise<string> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const generation = this.generation;
    const computation = (async () => {
      try {
        const body = JSON.stringify(await compute());
        if (generation === this.generation) this.store(key, body);
        return body;
      } finally {
        if (generation === this.generation) this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, computation);
    return computation;
  }

  private store(key: string, body: string): void {
    this.entries.delete(key);
    this.entries.set(key, { body, expires: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
