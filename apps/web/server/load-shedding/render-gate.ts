/**
 * Admission of page renders on the site's server (decision 025). A render costs tens to hundreds of
 * milliseconds of one core; a crawler opening hundreds of connections to distinct URLs used to queue
 * them all, and every page, health check and cached answer waited behind them for 30 s and more.
 * The gate admits a render only while
 * - fewer than `maxInFlight` renders are running,
 * - the event loop is not already behind by more than `maxLagMs`, and
 * - the client has tokens left in its bucket (`perClientPerMinute`, refilled continuously);
 * everything else is answered at once with 503 and Retry-After. Cached pages, static files and
 * health checks never pass through it. The router's prefetches (a page load asks for every link in
 * view) are a bonus, not a visit: they get only half the slots, so they never crowd out a page, and
 * they take nothing from the client's budget (fifteen links in view are not fifteen visits).
 */
export interface RenderGateOptions {
  maxInFlight: number;
  maxLagMs: number;
  /** Uncached renders one client address may start per minute (also the burst); 0: no limit. */
  perClientPerMinute: number;
  /** At most this many client buckets are remembered (the oldest is forgotten first). */
  maxClients?: number;
}

export type Admission =
  | { admitted: true; release: () => void }
  | { admitted: false; reason: 'busy' | 'lagging' | 'client-limit'; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export class RenderGate {
  private inFlight = 0;
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly options: RenderGateOptions,
    /** The event loop's current lag in ms (see EventLoopLag). */
    private readonly lagMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  get running(): number {
    return this.inFlight;
  }

  admit(client: string, kind: 'page' | 'prefetch' = 'page'): Admission {
    const slots = kind === 'page' ? this.options.maxInFlight : Math.floor(this.options.maxInFlight / 2);
    if (this.inFlight >= slots) return refuse('busy', 2);
    if (this.lagMs() > this.options.maxLagMs) return refuse('lagging', 2);
    if (kind === 'page' && !this.takeToken(client)) return refuse('client-limit', 10);
    this.inFlight += 1;
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
      },
    };
  }

  private takeToken(client: string): boolean {
    const perMinute = this.options.perClientPerMinute;
    if (perMinute <= 0) return true;
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: perMinute, updatedMs: now };
    bucket.tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.updatedMs) * perMinute) / 60_000);
    bucket.updatedMs = now;
    // Re-inserted, so the map's order is least recently seen first.
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    const maxClients = this.options.maxClients ?? 10_000;
    if (this.buckets.size > maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}

function refuse(reason: 'busy' | 'lagging' | 'client-limit', retryAfterSeconds: number): Admission {
  return { admitted: false, reason, retryAfterSeconds };
}
