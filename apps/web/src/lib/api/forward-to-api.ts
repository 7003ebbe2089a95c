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

/**
 * Forwards a browser request for /api/*, /get/* or /media/* to the API unchanged, so the browser
 * talks to one origin. The visitor's address travels in X-Forwarded-For for rate limits: the site's
 * server (server/main.ts) has already replaced the header with the address it determined.
 */
export async function forwardToApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
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
