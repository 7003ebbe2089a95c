import type { ServerResponse } from 'node:http';

export interface SiteHealth {
  status: 'ok' | 'degraded' | 'draining';
  api: { reachable: boolean };
  uptimeSeconds: number;
}

/**
 * The site's own health (`GET /health`), for a load balancer or a supervisor: 200 while this
 * process serves and reaches the API; 503 `degraded` when it cannot reach the API (this instance
 * could only show error pages), 503 `draining` after SIGTERM while it still answers what arrives.
 * The API's own health stays at `/api/health` (forwarded, like every `/api/*`).
 */
export async function siteHealth(probe: () => Promise<boolean>, draining: boolean): Promise<SiteHealth> {
  const reachable = await probe();
  const status = draining ? 'draining' : reachable ? 'ok' : 'degraded';
  return { status, api: { reachable }, uptimeSeconds: Math.round(process.uptime()) };
}

/**
 * Asks the API's health at most once per `reuseMs`: balancers of several sites poll every few
 * seconds, and a crawl must not turn each health check into one more request to a busy API.
 * Callers arriving while a probe runs share it; when an earlier probe settled less than `knownMs`
 * ago, they get its answer at once instead of waiting (decision 047): this process's health answers
 * in milliseconds even while the API is slow, and says so within one probe once the API is down.
 */
export function apiProbe(apiBase: string, reuseMs = 1_000, knownMs = 5_000): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  let known: { at: number; reachable: boolean } | undefined;
  return () => {
    const now = Date.now();
    if (last && now - last.at < reuseMs) return known && known.at >= last.at ? last.answer : recent(now);
    const answer = fetch(`${apiBase}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => {
        // The body is not needed; reading it frees the connection.
        void response.body?.cancel();
        return response.ok;
      })
      .catch(() => false);
    const at = now;
    void answer.then((reachable) => {
      known = { at, reachable };
    });
    last = { at, answer };
    return recent(now);
  };

  function recent(now: number): Promise<boolean> {
    if (known && now - known.at < knownMs) return Promise.resolve(known.reachable);
    return last?.answer ?? Promise.resolve(false);
  }
}

export function sendHealth(res: ServerResponse, health: SiteHealth): void {
  res.writeHead(health.status === 'ok' ? 200 : 503, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(health));
}
