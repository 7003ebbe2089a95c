import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import http from 'node:http';
import { createNonce } from '../src/lib/security/content-security-policy';
import { type CachedPage, type PageCache, withNonce } from './page-cache/page-cache';

const SHARED_FOR_A_SECOND = 'public, max-age=0, s-maxage=1';

/** Sent by the server to itself to render a stale page again; honoured from loopback only. */
const REFRESH_HEADER = 'x-page-cache-refresh';

export function isRefresh(req: IncomingMessage): boolean {
  const from = req.socket.remoteAddress ?? '';
  return (
    req.headers[REFRESH_HEADER] === '1' &&
    (from === '127.0.0.1' || from === '::1' || from === '::ffff:127.0.0.1')
  );
}

/** Answers from the cache, with a nonce of its own. */
export function serveCached(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  state: 'fresh' | 'stale',
): void {
  const { headers, body } = withNonce(page, createNonce());
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // A page the cache serves is the same for every visitor: a shared cache in front (nginx's
  // micro-cache, deploy/nginx/portal.conf) may keep it for a second; browsers ask again each time.
  // Next's `private, no-store` stays on everything else (decision 047).
  res.setHeader('cache-control', SHARED_FOR_A_SECOND);
  res.setHeader('x-page-cache', state === 'fresh' ? 'hit' : 'stale');
  res.setHeader('content-length', body.length);
  res.statusCode = page.status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Marks a rendering of a public page as the same for every visitor when it is (a 200 or a 404 that
 * sets no cookie), so nginx's micro-cache may keep it for a second (decision 047); Next marks every
 * dynamic page `private, no-store`. A 404 is marked too: the copy of a page taken down is replaced
 * at once, never served stale while nginx asks again.
 */
export function markShared(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  // Next's implicit headers also pass here (`_implicitHeader` calls writeHead).
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((item) => typeof item === 'object' && item !== null) as
      | Record<string, unknown>
      | undefined;
    const setsCookie = res.hasHeader('set-cookie') || (headers !== undefined && 'set-cookie' in headers);
    if ((status === 200 || status === 404) && !setsCookie) {
      res.setHeader('cache-control', SHARED_FOR_A_SECOND);
      if (headers && !Array.isArray(headers)) {
        for (const name of Object.keys(headers))
          if (name.toLowerCase() === 'cache-control') delete headers[name];
      }
    }
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
}

/**
 * Records what Next writes (below the compression layer, so the bytes are plain HTML) and hands
 * the finished rendering to `done`.
 */
export function captureResponse(
  res: ServerResponse,
  done: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const record = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    // writeHead(status, [message], [headers]): keep its headers where getHeaders() sees them.
    const headers = rest.find((item) => typeof item === 'object' && item !== null);
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value as string | string[]);
      }
    }
    const message = rest.find((item) => typeof item === 'string');
    return message === undefined ? writeHead(status) : writeHead(status, message);
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    record(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== 'function') record(chunk, rest[0]);
    const result = end(chunk, ...rest);
    done(res.statusCode, res.getHeaders(), Buffer.concat(chunks));
    return result;
  }) as typeof res.end;
}

/** Renders a page again in the background by asking this same server for it. */
export function refreshInBackground(port: number, path: string, cache: PageCache): void {
  const request = http.get(
    { host: '127.0.0.1', port, path, headers: { [REFRESH_HEADER]: '1', 'accept-encoding': 'identity' } },
    (response) => {
      response.resume();
      response.on('end', () => cache.refreshed(path));
      response.on('error', () => cache.refreshed(path));
    },
  );
  request.setTimeout(30_000, () => request.destroy());
  request.on('error', () => cache.refreshed(path));
}
