import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import http from 'node:http';
import { createNonce } from '../src/lib/security/content-security-policy';
import { type CachedPage, type PageCache, withNonce } from './page-cache/page-cache';

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
  res.setHeader('x-page-cache', state === 'fresh' ? 'hit' : 'stale');
  res.setHeader('content-length', body.length);
  res.statusCode = page.status;
  res.end(req.method === 'HEAD' ? undefined : body);
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
