/**
 * Admission of page renders on the site's server (decisions 025 and 047). A render costs tens to
 * hundreds of milliseconds of one core, and Node runs them all on one event loop: every render let
 * in beyond what the cores can take slows every other answer on the loop, cached pages and health
 * checks included (50 connections asking for distinct filter pages made a cached page take 1.4 s).
 * So the gate lets in as many renders as there are cores (`maxInFlight`), keeps a short queue of
 * those that may wait (`maxQueue`, each for at most `maxQueueWaitMs`), and answers everything else
 * at once with 503 and Retry-After:
 * - while the event loop is already behind by more than `maxLagMs` on average and a render is
 *   running: with none running, one is always let in (a lone visitor asking for page after page
 *   keeps the loop busy with each render in turn, and its ticks then all come late by a render's
 *   time: on a slow machine that alone read as 'behind', and every second page was refused),
 * - when every slot is taken and the queue is full (or a queued render's wait runs out),
 * - when the client has no tokens left in its bucket (`perClientPerMinute`, refilled continuously):
 *   this one is the client's doing, not the server's, so it is answered 429 (see overloaded-response.ts)
 *   with Retry-After the seconds until its next token, which a polite crawler waits for.
 * An admitted render so finishes in a bounded time: its wait plus its share of the cores. Cached
 * pages, static files, the API's paths and health checks never pass through the gate. The router's
 * prefetches (a page load asks for every link in view: ten or more at once) are a bonus, not a visit:
 * they take nothing from the client's budget and wait in a queue of their own, served only when no
 * page waits, so under load they are the first shed. They do wait rather than being shed at once:
 * one visitor's burst of prefetches must not be refused on an idle machine (Chromium leaves a
 * prefetch answered 503 pending for good, and the link then has no prefetched page).
 */
export interface RenderGateOptions {
  maxInFlight: number;
  maxLagMs: number;
  /** Uncached renders one client address may start per minute (also the burst); 0: no limit. */
  perClientPerMinute: number;
  /** Renders that may wait for a slot (default: twice `maxInFlight`). */
  maxQueue?: number;
  /** How long a render may wait for a slot before it is shed (default 1 s). */
  maxQueueWaitMs?: number;
  /** Prefetches that may wait for a slot no page wants (default: eight times `maxInFlight`). */
  maxPrefetchQueue?: number;
  /** At most this many client buckets are remembered (the oldest is forgotten first). */
  maxClients?: number;
}

type Refusal = {
  admitted: false;
  reason: 'busy' | 'lagging' | 'client-limit';
  retryAfterSeconds: number;
};
export type Admission = { admitted: true; release: () => void } | Refusal;

interface Bucket {
  tokens: number;
  updatedMs: number;
}

interface Waiting {
  resolve: (admission: Admission) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class RenderGate {
  private inFlight = 0;
  private readonly buckets = new Map<string, Bucket>();
  private readonly queue: Waiting[] = [];
  private readonly prefetchQueue: Waiting[] = [];

  constructor(
    private readonly options: RenderGateOptions,
    /** The event loop's current lag in ms (see EventLoopLag). */
    private readonly lagMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  get running(): number {
    return this.inFlight;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Admits or refuses at once, or (when every slot is taken and the queue has room) answers a
   * promise that settles when a slot frees or the wait runs out.
   */
  admit(client: string, kind: 'page' | 'prefetch' = 'page'): Admission | Promise<Admission> {
    if (this.lagging()) return refuse('lagging');
    const slotFree = this.inFlight < this.options.maxInFlight;
    if (kind === 'prefetch') {
      if (slotFree && this.queue.length === 0 && this.prefetchQueue.length === 0) return this.grant();
      return this.prefetchQueue.length < this.maxPrefetchQueue
        ? this.wait(this.prefetchQueue)
        : refuse('busy');
    }
    const free = slotFree && this.queue.length === 0;
    if (!free && this.queue.length >= this.maxQueue) return refuse('busy');
    const tokenInMs = this.takeToken(client);
    if (tokenInMs > 0) return refuse('client-limit', Math.ceil(tokenInMs / 1000));
    if (free) return this.grant();
    return this.wait(this.queue);
  }

  /** A place in `queue` until a slot frees (`next`) or the wait runs out (then shed). */
  private wait(queue: Waiting[]): Promise<Admission> {
    return new Promise((resolve) => {
      const waiting: Waiting = {
        resolve,
        timer: setTimeout(() => {
          const at = queue.indexOf(waiting);
          if (at !== -1) queue.splice(at, 1);
          resolve(refuse('busy'));
        }, this.options.maxQueueWaitMs ?? 1_000),
      };
      queue.push(waiting);
    });
  }

  /** Behind by more than allowed, with a render already running (see the class's comment). */
  private lagging(): boolean {
    return this.inFlight > 0 && this.lagMs() > this.options.maxLagMs;
  }

  private get maxPrefetchQueue(): number {
    return this.options.maxPrefetchQueue ?? this.options.maxInFlight * 8;
  }

  private get maxQueue(): number {
    return this.options.maxQueue ?? this.options.maxInFlight * 2;
  }

  private grant(): Admission {
    this.inFlight += 1;
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        this.next();
      },
    };
  }

  /**
   * Hands freed slots to the pages waiting longest, then (no page waiting) to the prefetches; while
   * the loop is behind, they are shed.
   */
  private next(): void {
    while (this.inFlight < this.options.maxInFlight) {
      const waiting = this.queue.shift() ?? this.prefetchQueue.shift();
      if (!waiting) return;
      clearTimeout(waiting.timer);
      waiting.resolve(this.lagging() ? refuse('lagging') : this.grant());
    }
  }

  /** Takes one of the client's tokens (0) or answers the milliseconds until it has one. */
  private takeToken(client: string): number {
    const perMinute = this.options.perClientPerMinute;
    if (perMinute <= 0) return 0;
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
    if (bucket.tokens < 1) return ((1 - bucket.tokens) * 60_000) / perMinute;
    bucket.tokens -= 1;
    return 0;
  }
}

/** A refusal; a busy or lagging server is asked again in 2 s, a client over its budget when it has one. */
function refuse(reason: Refusal['reason'], retryAfterSeconds = 2): Refusal {
  return { admitted: false, reason, retryAfterSeconds };
}
