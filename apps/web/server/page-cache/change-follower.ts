/**
 * Follows the API's change versions (GET /api/changes, decision 030) and says when public data
 * changed, so the site's page cache is dropped instead of serving old pages for its whole period.
 *
 * The API processes drop their own cached lists within their poll interval of the change; a page
 * rendered in between may have read such a list. So each change clears twice: when it is seen, and
 * again `settleMs` later (longer than the API's interval), after which every rendering is fresh.
 */
export interface ChangeFollowerOptions {
  /** The current version; throws when the API cannot be reached (the next poll tries again). */
  readVersion: () => Promise<number>;
  onChange: () => void;
  intervalMs: number;
  settleMs: number;
}

export class ChangeFollower {
  private seen: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(private readonly options: ChangeFollowerOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look at the version; the first only learns it. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const version = await this.options.readVersion();
      if (this.seen !== undefined && version !== this.seen) {
        this.options.onChange();
        setTimeout(this.options.onChange, this.options.settleMs).unref();
      }
      this.seen = version;
    } catch {
      // The API is restarting or unreachable: pages stay as they are until it answers again.
    } finally {
      this.polling = false;
    }
  }
}

/** Reads the offers' version from the API at `apiBase`. */
export function apiChangeVersion(apiBase: string, timeoutMs = 2_000): () => Promise<number> {
  const url = new URL('/api/changes', apiBase).toString();
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`GET /api/changes: ${response.status}`);
    const body = (await response.json()) as { data?: { offers?: unknown; content?: unknown } };
    const { offers, content } = body.data ?? {};
    if (typeof offers !== 'number' || typeof content !== 'number')
      throw new Error('GET /api/changes: no version');
    // Both only grow, so their sum moves whenever either does: one version for the page cache.
    return offers + content;
  };
}
