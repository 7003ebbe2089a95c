import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOT_FOUND_TOKEN_ENV, NOT_FOUND_TOKEN_HEADER } from '../src/lib/routing/not-found-render';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;

// Document requests for public pages only: not Next's assets, the forwarded API, files, RSC
// navigations (the browser draws their not-found page itself) or the back office.
const NOT_PUBLIC_PAGE = /^\/(_next|api|get|media|panel)(\/|$)|\.[a-zA-Z0-9]+$/;

// Headers of the server's own answer that belong to that connection, not to the page.
const NOT_COPIED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'set-cookie',
  'x-middleware-rewrite',
]);

interface RenderedPage {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Every 404 of a public page as real HTML (decision 049). Next 16 answers a `notFound()` thrown
 * while a page renders (an unknown offer, article, page or route) with an empty
 * `<html id="__next_error__">` document: status 404, but no layout, no style sheet and no text
 * until scripts run. `wrap()` puts a watch on every page request: when Next is about to send a 404
 * HTML answer, nothing of it is sent; the same request is rendered again through a listener of this
 * process on loopback, carrying a token the proxy recognises and rewrites to the not-found page
 * (`app/[lang]/nie_znaleziono`), which renders like any page; that HTML goes out with status 404.
 * The visitor's URL stays the request's, so the page hydrates where they are. Should that render
 * fail, Next's own answer is sent as it was.
 */
export class NotFoundPages {
  private readonly token = randomBytes(18).toString('base64url');
  private readonly internal: http.Server;
  private port = 0;

  constructor(private readonly handle: Handler) {
    // Read by the proxy, which runs in this process (src/lib/routing/not-found-render.ts).
    process.env[NOT_FOUND_TOKEN_ENV] = this.token;
    // Straight to Next: the render belongs to the visitor's request, already past the URL rules and
    // admitted by the render gate, which it holds until this answer ends.
    this.internal = http.createServer((req, res) => void this.handle(req, res));
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.internal.listen(0, '127.0.0.1', resolve));
    this.port = (this.internal.address() as AddressInfo).port;
    // The internal listener never keeps the process alive on its own.
    this.internal.unref();
  }

  /** Next's request handler, with the watch on public page requests. */
  wrap(handle: Handler): Handler {
    return (req, res) => {
      if (this.port !== 0 && isPublicDocument(req)) this.watch(req, res);
      return handle(req, res);
    };
  }

  private watch(req: http.IncomingMessage, res: http.ServerResponse): void {
    const writeHead = res.writeHead;
    const flushHeaders = res.flushHeaders;
    const write = res.write;
    const end = res.end;
    const held: Array<{ chunk: unknown; encoding: unknown }> = [];
    let state: 'undecided' | 'passing' | 'holding' = 'undecided';
    let heldStatus = 0;
    let heldHead: unknown[] | undefined;

    const restore = () => {
      res.writeHead = writeHead;
      res.flushHeaders = flushHeaders;
      res.write = write;
      res.end = end;
    };
    // Decided at Next's first step towards sending: the status and type are set by then.
    const decide = (status = res.statusCode): boolean => {
      if (state === 'undecided') {
        const type = String(res.getHeader('content-type') ?? 'text/html');
        state = status === 404 && type.startsWith('text/html') && !res.headersSent ? 'holding' : 'passing';
        if (state === 'passing') restore();
        else heldStatus = status;
      }
      return state === 'holding';
    };
    const sendHeld = () => {
      restore();
      if (heldHead) res.writeHead(...(heldHead as Parameters<typeof res.writeHead>));
      for (const { chunk, encoding } of held) res.write(chunk as Buffer, encoding as BufferEncoding);
      res.end();
    };

    res.writeHead = ((status: number, ...rest: unknown[]) => {
      if (!decide(status)) return res.writeHead(status, ...(rest as []));
      heldHead = [status, ...rest];
      return res;
    }) as typeof res.writeHead;
    res.flushHeaders = () => {
      if (!decide()) res.flushHeaders();
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (!decide()) return (res.write as (...args: unknown[]) => boolean)(chunk, encoding, callback);
      held.push({ chunk, encoding: typeof encoding === 'string' ? encoding : undefined });
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (!decide())
        return (res.end as (...args: unknown[]) => http.ServerResponse)(chunk, encoding, callback);
      if (chunk !== undefined && typeof chunk !== 'function')
        held.push({ chunk, encoding: typeof encoding === 'string' ? encoding : undefined });
      const done = [chunk, encoding, callback].find((item) => typeof item === 'function');
      if (done) res.once('finish', done as () => void);
      this.render(req, res).then(
        (page) => {
          if (res.destroyed) return;
          if (!page) {
            sendHeld();
            return;
          }
          restore();
          res.removeHeader('link');
          for (const [name, value] of Object.entries(page.headers)) {
            if (value !== undefined && !NOT_COPIED.has(name)) res.setHeader(name, value);
          }
          res.setHeader('content-length', page.body.length);
          res.statusCode = heldStatus;
          res.end(page.body);
        },
        () => {
          if (!res.destroyed) sendHeld();
        },
      );
      return res;
    }) as typeof res.end;
  }

  /** The visitor's request rendered as the not-found page, or nothing when that fails. */
  private render(req: http.IncomingMessage, res: http.ServerResponse): Promise<RenderedPage | undefined> {
    return new Promise((resolve) => {
      const headers: http.OutgoingHttpHeaders = { ...req.headers };
      delete headers.connection;
      headers['accept-encoding'] = 'identity';
      headers[NOT_FOUND_TOKEN_HEADER] = this.token;
      const request = http.get(
        { host: '127.0.0.1', port: this.port, path: req.url ?? '/', headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const type = String(response.headers['content-type'] ?? '');
            resolve(
              response.statusCode === 200 && type.startsWith('text/html')
                ? { headers: response.headers, body: Buffer.concat(chunks) }
                : undefined,
            );
          });
          response.on('error', () => resolve(undefined));
        },
      );
      // The visitor left: nothing to render for. (Next adds ten 'close' listeners; one more is expected.)
      res.setMaxListeners(res.getMaxListeners() + 1);
      res.once('close', () => request.destroy());
      request.setTimeout(30_000, () => request.destroy());
      request.on('error', () => resolve(undefined));
    });
  }
}

function isPublicDocument(req: http.IncomingMessage): boolean {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  return (
    req.method === 'GET' &&
    req.headers.rsc === undefined &&
    !url.includes('_rsc=') &&
    !NOT_PUBLIC_PAGE.test(pathname)
  );
}
