import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { redirectFor } from '@estate/domain/url-redirects';
import next from 'next';
import { SECURITY_HEADERS } from '../src/lib/security/security-headers';

/**
 * The site's HTTP server: Next.js behind the spec's URL rules (§2 Route guards). The rules run
 * here, before Next, because Next answers repeated slashes with its own 308 before any proxy
 * code could give the spec's 301.
 */
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Paths that are not pages: Next's assets, the forwarded API, and files with an extension.
const NOT_A_PAGE = /^\/(_next|api|get|media)\/|\.[a-zA-Z0-9]+$/;

const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();

await app.prepare();

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  // Client-side navigations fetch the same paths with Next's `_rsc` query; those must pass.
  const isRsc = req.headers.rsc !== undefined || search.includes('_rsc=');
  if (!NOT_A_PAGE.test(pathname.replace(/\/{2,}/g, '/'))) {
    const redirect = redirectFor(pathname, isRsc ? '' : search);
    if (redirect) {
      res.writeHead(redirect.status, { location: redirect.location, 'cache-control': 'no-store' });
      res.end();
      return;
    }
  }
  void handle(req, res);
});

server.listen(port, hostname, () => {
  console.log(`site: listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`site: ${signal}, finishing open requests`);
  // close() stops new connections and waits for open requests to end.
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
