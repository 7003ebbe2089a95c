import http from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { requestBodyLimit } from '@estate/domain/request-body-limits';

/**
 * Forwards a browser's request for /api/*, /get/* or /media/* to the API as a stream, so the
 * browser talks to one origin (decision 047). It runs in the site's HTTP server before Next, so a
 * body is never held in memory: it is passed on as it arrives, within the API's own limit of the
 * route (`requestBodyLimit`); a larger body is answered 413 `payload_too_large` at once when its
 * Content-Length says so, or as soon as a chunked body passes the limit. The visitor's address
 * travels in X-Forwarded-For: server/main.ts has replaced the header with the address it determined.
 */

/** The paths forwarded, and the methods each takes (others: 405). */
const FORWARDED: readonly { prefix: RegExp; methods: ReadonlySet<string> }[] = [
  // The back office's writes too (decision 029).
  { prefix: /^\/api\//, methods: new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) },
  { prefix: /^\/(get|media)\//, methods: new Set(['GET', 'HEAD', 'POST']) },
];

// Hop-by-hop headers belong to one connection and must not be copied to the next one.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // Node's server has already answered 100 Continue itself.
  'expect',
]);

const INTERNAL = /^\/api\/+internal(\/|$)/i;

/** How long the rest of a refused body is read and thrown away before the connection closes. */
const LINGER_MS = 5_000;

/** The path as the API's router will read it: percent-escapes undone (`%69nternal` is `internal`). */
function decodedPath(pathname: string): string {
  let path = pathname;
  for (let round = 0; round < 3; round += 1) {
    try {
      const decoded = decodeURIComponent(path);
      if (decoded === path) break;
      path = decoded;
    } catch {
      break;
    }
  }
  return path;
}

interface ApiForwarderOptions {
  apiBase: string;
  /** Silence from the API for this long ends the forward (503 when nothing was answered yet). */
  timeoutMs?: number;
  /** The largest body the API takes at a path; the domain's table by default. */
  bodyLimit?: (pathname: string) => number;
}

function sendError(
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: http.OutgoingHttpHeaders = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/**
 * Refuses a body that has grown past the limit. The rest of it is read and thrown away for a few
 * seconds (as nginx's lingering close does), so a client still sending gets to read the answer
 * instead of a reset connection; then a connection whose request never ended is closed.
 */
function refuseTooLarge(req: http.IncomingMessage, res: http.ServerResponse, limit: number): void {
  sendError(res, 413, 'payload_too_large', `The request body is larger than ${limit} bytes`);
  res.once('finish', () => {
    req.resume();
    setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, LINGER_MS).unref();
  });
}

/** Counts a body's bytes as they pass and stops it with `onExceeded` beyond `limit`. */
class BodyLimit extends Transform {
  private seen = 0;

  constructor(
    private readonly limit: number,
    private readonly onExceeded: () => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.onExceeded();
      done();
      return;
    }
    done(null, chunk);
  }
}

/** Whether the site forwards requests for this path to the API. */
export function isForwardedPath(pathname: string): boolean {
  return FORWARDED.some((entry) => entry.prefix.test(pathname));
}

/**
 * Returns a handler that answers the request and says `true` when its path is one the site
 * forwards, and says `false` (touching nothing) otherwise.
 */
export function apiForwarder(options: ApiForwarderOptions) {
  const api = new URL(options.apiBase);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const bodyLimit = options.bodyLimit ?? requestBodyLimit;
  // Connections to the API are kept and reused, as fetch did.
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 64 });

  return (req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean => {
    const route = FORWARDED.find((entry) => entry.prefix.test(pathname));
    if (!route) return false;
    const method = req.method ?? 'GET';
    if (!route.methods.has(method)) {
      sendError(res, 405, 'method_not_allowed', 'Method not allowed', {
        allow: [...route.methods].join(', '),
      });
      return true;
    }
    // What only the site's own server may tell the API (offer views, decision 034) is not forwarded:
    // a visitor posting there would otherwise arrive from the site, a trusted peer.
    if (INTERNAL.test(decodedPath(pathname))) {
      sendError(res, 404, 'not_found', 'Not found');
      return true;
    }
    const limit = bodyLimit(pathname);
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) {
      refuseTooLarge(req, res, limit);
      return true;
    }

    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'host') headers[name] = value;
    }
    headers.host = api.host;

    let finished = false;
    const upstream = http.request({
      protocol: api.protocol,
      hostname: api.hostname,
      port: api.port,
      method,
      path: req.url,
      headers,
      agent,
    });
    const unavailable = () => {
      if (finished) return;
      finished = true;
      upstream.destroy();
      sendError(res, 503, 'api_unavailable', 'The API did not answer', { 'retry-after': '5' });
    };
    upstream.setTimeout(timeoutMs, unavailable);
    // Once the API's answer has begun, it decides how it ends (a body it stopped reading after
    // answering, say, breaks the request's side of the connection, not the answer's).
    upstream.on('error', () => {
      if (!res.headersSent) unavailable();
    });
    upstream.on('response', (answer) => {
      if (finished) {
        answer.resume();
        return;
      }
      const responseHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        // Set-Cookie stays an array: each cookie is its own header line (a sign-in sets the session
        // and clears the second-factor cookie in one answer).
        if (value !== undefined && !HOP_BY_HOP.has(name)) responseHeaders[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, responseHeaders);
      answer.pipe(res);
      answer.on('end', () => {
        finished = true;
      });
      answer.on('error', () => res.destroy());
    });
    // The visitor went away: nothing more to ask the API.
    res.on('close', () => {
      if (res.writableFinished) return;
      finished = true;
      upstream.destroy();
    });

    if (method === 'GET' || method === 'HEAD') {
      upstream.end();
      req.resume();
      return true;
    }
    const counter = new BodyLimit(limit, () => {
      req.unpipe(counter);
      req.pause();
      if (res.headersSent) {
        // The API has answered already (its own refusal, say): that answer finishes, and the rest of
        // the body is not read to keep the connection.
        upstream.end();
        res.once('finish', () => req.socket.destroy());
        return;
      }
      finished = true;
      upstream.destroy();
      refuseTooLarge(req, res, limit);
    });
    req.pipe(counter).pipe(upstream);
    return true;
  };
}
