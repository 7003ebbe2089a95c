import 'server-only';
import { serverEnv } from '@/lib/env/server-env';

// Hop-by-hop headers belong to one connection and must not be copied to the next one.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

const INTERNAL = /^\/api\/+internal(\/|$)/i;

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

/**
 * Forwards a browser request for /api/*, /get/* or /media/* to the API unchanged, so the browser
 * talks to one origin. The visitor's address travels in X-Forwarded-For for rate limits: the site's
 * server (server/main.ts) has already replaced the header with the address it determined.
 */
export async function forwardToApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // What only the site's own server may tell the API (offer views, decision 034) is not forwarded:
  // a visitor posting there would otherwise arrive from the site, a trusted peer.
  if (INTERNAL.test(decodedPath(url.pathname))) {
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  }
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key)) headers.set(key, value);
  });
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const upstream = await fetch(`${serverEnv.apiBase}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const responseHeaders = new Headers();
    upstream.headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key) && key !== 'content-encoding' && key !== 'set-cookie') {
        responseHeaders.set(key, value);
      }
    });
    // Each cookie is its own header line: a sign-in sets the session and clears the second-factor
    // cookie in one answer, and `set` would keep only the last.
    for (const cookie of upstream.headers.getSetCookie()) responseHeaders.append('set-cookie', cookie);
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch {
    return Response.json(
      { error: { code: 'api_unavailable', message: 'The API did not answer' } },
      { status: 503, headers: { 'retry-after': '5' } },
    );
  }
}
