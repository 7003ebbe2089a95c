import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withDecodableSegments } from '@estate/domain/path-segments';
import { redirectFor } from '@estate/domain/url-redirects';
import compression from 'compression';
import next from 'next';
import { siteEnv } from '../src/lib/env/site-env';
import { apiForwarder, isForwardedPath } from './api-forwarder';
import { sendToSiteHost } from './canonical-host';
import { clientAddressOf, setForwardedFor } from './client-address';
import { EventLoopLag } from './load-shedding/event-loop-lag';
import { type Admission, RenderGate } from './load-shedding/render-gate';
import { NotFoundPages } from './not-found-pages';
import { ViewReporter } from './offer-views/view-reporter';
import { viewedOfferId } from './offer-views/viewed-offer';
import { sendOverloaded } from './overloaded-response';
import { apiChangeVersion, ChangeFollower } from './page-cache/change-follower';
import { isNeverCached } from './page-cache/never-cached';
import { PageCache } from './page-cache/page-cache';
import { captureResponse, isRefresh, markShared, refreshInBackground, serveCached } from './page-cache-http';
import { SECURITY_HEADERS } from './security-headers';
import { apiProbe, sendHealth, siteHealth } from './site-health';
import { StaticAssets } from './static-assets';

/**
 * The site's HTTP server: Next.js behind the spec's URL rules (§2 Route guards). The rules run
 * here, before Next, because Next answers repeated slashes with its own 308 before any proxy
 * code could give the spec's 301.
 */
const { port, host: hostname } = siteEnv;
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Paths that are not pages: Next's assets, the forwarded API, and files with an extension.
const NOT_A_PAGE = /^\/(_next|api|get|media)\/|\.[a-zA-Z0-9]+$/;

// Load shedding (decisions 025 and 047): as many uncached renders as the cores can run, a short queue
// behind them, while the event loop keeps up and the client has budget left; the rest get 503 (or
// 429: the client's budget) with Retry-After at once.
const renderGate = new RenderGate(
  {
    maxInFlight: siteEnv.maxRenders || os.availableParallelism(),
    maxLagMs: siteEnv.maxEventLoopLagMs,
    perClientPerMinute: siteEnv.renderRateLimit,
  },
  (() => {
    const lag = new EventLoopLag();
    return () => lag.current();
  })(),
);

// Pages are kept for PAGE_CACHE_SECONDS (0 turns it off), then served stale for 30 s more while
// rendered again: decision 016. A change to public data drops them all: this process polls the
// API's change versions every 2 s (decision 030), so a published offer shows within seconds.
const pageCache = new PageCache({
  freshMs: siteEnv.pageCacheSeconds * 1000,
  staleMs: 30_000,
  maxEntries: 2_000,
  maxBodyBytes: 2 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
});
if (pageCache.enabled) {
  new ChangeFollower({
    readVersion: apiChangeVersion(siteEnv.apiBase),
    onChange: () => pageCache.clear(),
    intervalMs: 2_000,
    // Longer than the API processes' own interval (PUBLICATION_POLL_MS, 2 s) of dropping their lists.
    settleMs: 3_000,
  }).start();
}
// The back office (decision 029): one signed-in person's pages, never cached, outside the public URL rules.
const BACK_OFFICE = /^\/panel(\/|$)/;
// gzip/brotli for everything the server sends (Next's own compression is off: it would compress
// below the page cache, which keeps plain HTML to put a fresh nonce in).
// Typed for Express, it uses only Node's own request and response.
const compress = compression() as unknown as (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void;

// Where the site reaches the API: its health checks that it can.
const apiReachable = apiProbe(siteEnv.apiBase);
// After SIGTERM: how long to keep serving while /health says 'draining', so a balancer stops
// sending before the process stops listening.
// Production mode (DEPLOY_MODE=production, decision 022): a longer drain by default, and an
// https SITE_URL unless PRODUCTION_OVERRIDES accepts http.
const { drainMs } = siteEnv;
let draining = false;

// The visitor's address, believing X-Forwarded-For only from TRUST_PROXY's peers (decision 021).
const clientAddress = clientAddressOf(siteEnv.trustProxy);

// Offer page views, cached pages included, reported to the API in batches for "most viewed"
// (decision 034): counted here because the page cache answers most of them without the API.
const views = new ViewReporter({ apiBase: siteEnv.apiBase });
views.start();

// /api/*, /get/* and /media/* go to the API as streams, never held in memory (decision 047).
const forwardToApi = apiForwarder({ apiBase: siteEnv.apiBase });

// Next's build assets from their copies compressed at build time (decision 044).
const staticAssets = new StaticAssets(path.join(dir, '.next/static'));

const app = next({ dev: false, dir, hostname, port });
const requestHandler = app.getRequestHandler();
// A malformed escape in a path ('/en/alerts/manage/%E0%A4%A') reaches the pages as the text written,
// a 404 like any unknown path: Next decodes a dynamic segment before any page runs and would answer
// its own error page (a 500). The visitor's URL is unchanged; only what Next is handed.
const nextHandle: typeof requestHandler = (req, res, parsed) => {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const decodable = withDecodableSegments(pathname);
  if (decodable !== pathname) req.url = decodable + (queryAt === -1 ? '' : url.slice(queryAt));
  return requestHandler(req, res, parsed);
};
// Every 404 of a public page as server-rendered HTML (decision 049); Next's own is an empty document.
const notFoundPages = new NotFoundPages(nextHandle);
const handle = notFoundPages.wrap(nextHandle);

await app.prepare();
await notFoundPages.start();

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  // What the forwarder sends on to the API: the address determined here, never the visitor's header.
  const client = clientAddress(req);
  setForwardedFor(req, client);
  // While draining, no connection is kept open for more requests: the next goes to another instance.
  if (draining) res.setHeader('connection', 'close');
  const url = req.url ?? '/';
  if (url === '/health') {
    void siteHealth(apiReachable, draining).then((health) => sendHealth(res, health));
    return;
  }
  // The back office only at SITE_URL's host, whose Origin the API accepts (decision 046).
  if (sendToSiteHost(req, res, siteEnv.siteUrl)) return;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  // Client-side navigations fetch the same paths with Next's `_rsc` query; those must pass.
  if (staticAssets.serve(req, res, pathname)) return;
  // The API's paths, streamed on within each route's body limit before Next sees them (decision 047),
  // and compressed like every other answer of the site: the API sends its JSON plain.
  if (isForwardedPath(pathname)) {
    compress(req, res, () => forwardToApi(req, res, pathname));
    return;
  }
  const isRsc = req.headers.rsc !== undefined || search.includes('_rsc=');
  // The spec's URL rules (a query string -> 302 to the bare path...) are the public site's; the back
  // office's filters travel in the query string (decision 029).
  if (!NOT_A_PAGE.test(pathname.replace(/\/{2,}/g, '/')) && !BACK_OFFICE.test(pathname)) {
    const redirect = redirectFor(pathname, isRsc ? '' : search);
    if (redirect) {
      res.writeHead(redirect.status, { location: redirect.location, 'cache-control': 'no-store' });
      res.end();
      return;
    }
  }
  const isPage = !NOT_A_PAGE.test(pathname);
  const cacheable =
    pageCache.enabled &&
    req.method === 'GET' &&
    !isRsc &&
    search === '' &&
    isPage &&
    !isNeverCached(pathname) &&
    !BACK_OFFICE.test(pathname);
  const refresh = cacheable && isRefresh(req);
  const viewed = refresh ? undefined : viewedOfferId(req, pathname);
  if (viewed !== undefined) {
    res.once('finish', () => {
      if (res.statusCode === 200 || res.statusCode === 304) views.add(viewed, client);
    });
  }
  const found = cacheable && !refresh ? pageCache.lookup(pathname) : undefined;
  const serve = () =>
    compress(req, res, () => {
      if (found) {
        serveCached(req, res, found.page, found.state);
        if (found.state === 'stale' && pageCache.startRefresh(pathname))
          refreshInBackground(port, pathname, pageCache);
        return;
      }
      if (!cacheable) {
        void handle(req, res);
        return;
      }
      res.setHeader('x-page-cache', 'miss');
      // nginx's micro-cache may keep it for a second (decision 047).
      markShared(res);
      const generation = pageCache.generation;
      captureResponse(res, (status, headers, body) => {
        if (pageCache.accepts(status, headers, body.length))
          pageCache.store(pathname, status, headers, body, Date.now(), generation);
      });
      void handle(req, res);
    });
  // A page to render: admitted, queued or shed, before any other work is spent on it. The page
  // cache's own refreshes (one per page and period) always pass; assets and forwards to the API cost
  // little here, and the API sheds its own load (decision 025).
  if (!found && isPage && !refresh) {
    const admission = renderGate.admit(client, req.headers['next-router-prefetch'] ? 'prefetch' : 'page');
    if (admission instanceof Promise)
      void admission.then((settled) => startAdmitted(req, res, settled, serve));
    else startAdmitted(req, res, admission, serve);
    return;
  }
  serve();
});

/** Renders an admitted page, or answers the gate's refusal (503 or 429 with Retry-After). */
function startAdmitted(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  admission: Admission,
  serve: () => void,
): void {
  if (!admission.admitted) {
    sendOverloaded(res, admission.retryAfterSeconds, admission.reason);
    return;
  }
  // The visitor left while the render waited in the queue: the slot goes to the next one.
  if (req.socket.destroyed) {
    admission.release();
    return;
  }
  // Next adds ten 'close' listeners of its own; one more is expected, not a leak.
  res.setMaxListeners(res.getMaxListeners() + 1);
  res.once('close', admission.release);
  serve();
}

server.listen(port, hostname, () => {
  console.log(`site: listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

function stop(signal: string) {
  if (draining) return;
  // Answers now say `connection: close`; idle keep-alive connections are left to the balancer's
  // own idle timeout (4 s in deploy/nginx/portal.conf, shorter than any drain worth having), so
  // no request is sent on a connection this process is closing at that moment.
  draining = true;
  console.log(`site: ${signal}, draining for ${drainMs} ms, then finishing open requests`);
  setTimeout(() => {
    // Stop accepting connections (a balancer's next connect is refused, and it retries elsewhere,
    // POSTs included) but leave open ones alone: http.Server#close would also close the idle
    // keep-alive ones at once, racing a request the balancer may be sending on one at that very
    // moment, which it may not retry (a POST: 502). They end from the balancer's side (its idle
    // timeout, 4 s in portal.conf) or after one more answer, which says `connection: close`; the
    // process exits when the last one has. Forwards to the API give up after 30 s: 35 s bounds it.
    net.Server.prototype.close.call(server, () => void views.stop().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 35_000).unref();
  }, drainMs);
}
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
