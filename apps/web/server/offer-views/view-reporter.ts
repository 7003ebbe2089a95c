/** The API takes at most this many views per report. */
const BATCH_SIZE = 1_000;

interface ViewReporterOptions {
  apiBase: string;
  /** How often views seen since the last report are sent. */
  intervalMs?: number;
  /** Views kept while the API does not answer; beyond, new ones are dropped (a statistic, not data). */
  maxPending?: number;
  warn?: (message: string) => void;
}

interface PendingView {
  offerId: number;
  address: string;
}

/**
 * Collects the offer page views this site process serves and reports them to the API in batches
 * (`POST /api/internal/offer-views`, decision 034), off the request's path: a page is never slower
 * for being counted. The API applies the per-visitor rules and keeps only counts.
 */
export class ViewReporter {
  private pending: PendingView[] = [];
  private timer: NodeJS.Timeout | undefined;
  private sending: Promise<void> | undefined;
  private warned = false;
  private readonly url: string;
  private readonly intervalMs: number;
  private readonly maxPending: number;

  constructor(private readonly options: ViewReporterOptions) {
    this.url = new URL('/api/internal/offer-views', options.apiBase).toString();
    this.intervalMs = options.intervalMs ?? 5_000;
    this.maxPending = options.maxPending ?? 20_000;
  }

  add(offerId: number, address: string): void {
    if (this.pending.length >= this.maxPending) return;
    this.pending.push({ offerId, address });
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and sends what is left (the process is about to exit). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sending;
    await this.flush();
  }

  /** Sends the pending views, a batch at a time; a failed batch waits for the next interval. */
  flush(): Promise<void> {
    if (!this.sending) this.sending = this.sendAll().finally(() => (this.sending = undefined));
    return this.sending;
  }

  private async sendAll(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, BATCH_SIZE);
      try {
        const response = await fetch(this.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ views: batch }),
          signal: AbortSignal.timeout(10_000),
        });
        // A refusal (400, 403: a misconfigured TRUST_PROXY) will not get better by sending again.
        if (response.status >= 500) throw new Error(`status ${response.status}`);
        if (response.ok) this.warned = false;
        else this.warnOnce(`the API refused offer views: ${response.status}`);
      } catch (error) {
        this.pending.unshift(...batch.slice(0, Math.max(0, this.maxPending - this.pending.length)));
        this.warnOnce(`offer views not reported yet: ${(error as Error).message}`);
        return;
      }
    }
  }

  private warnOnce(message: string): void {
    if (this.warned) return;
    this.warned = true;
    (this.options.warn ?? console.warn)(`site: ${message}`);
  }
}
