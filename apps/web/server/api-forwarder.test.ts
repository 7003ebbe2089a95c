import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiForwarder } from './api-forwarder';

/**
 * The site forwards /api/*, /get/* and /media/* to the API (decision 047): every Set-Cookie line of
 * a sign-in reaches the browser (decision 029), the Origin and Cookie of a back-office write reach
 * the API, internal paths never do (decision 034), and bodies pass as a stream within the route's
 * limit. A stand-in API records what arrives.
 */
describe('apiForwarder', () => {
  let api: http.Server;
  let site: http.Server;
  let siteUrl = '';
  let seen: { url: string; headers: http.IncomingHttpHeaders; bytes: number }[] = [];
  let silentApi = false;

  const listen = (server: http.Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );

  beforeAll(async () => {
    api = http.createServer((request, response) => {
      if (silentApi) return;
      let bytes = 0;
      request.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      request.on('end', () => {
        seen.push({ url: request.url ?? '', headers: request.headers, bytes });
        response.setHeader('set-cookie', [
          'estate.session_token=abc; Path=/; HttpOnly',
          'estate.two_factor=; Max-Age=0',
        ]);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ ok: true, bytes }));
      });
    });
    const apiPort = await listen(api);
    const forward = apiForwarder({
      apiBase: `http://127.0.0.1:${apiPort}`,
      timeoutMs: 1_000,
      bodyLimit: (path) => (path === '/api/upload' ? 1_000_000 : 1_000),
    });
    site = http.createServer((request, response) => {
      const pathname = (request.url ?? '/').split('?')[0] ?? '/';
      if (!forward(request, response, pathname)) {
        response.statusCode = 299;
        response.end('not forwarded');
      }
    });
    siteUrl = `http://127.0.0.1:${await listen(site)}`;
  });

  afterAll(async () => {
    site.closeAllConnections();
    api.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await new Promise((resolve) => api.close(resolve));
  });

  it('passes every Set-Cookie line back and the Origin and Cookie of the request on', async () => {
    seen = [];
    const answer = await fetch(`${siteUrl}/api/auth/two-factor/verify-totp?x=1`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:3000',
        cookie: 'estate.two_factor=xyz',
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.7',
      },
      body: '{"code":"123456"}',
    });
    expect(await answer.json()).toEqual({ ok: true, bytes: 17 });
    expect(answer.headers.getSetCookie()).toEqual([
      'estate.session_token=abc; Path=/; HttpOnly',
      'estate.two_factor=; Max-Age=0',
    ]);
    expect(seen[0]?.url).toBe('/api/auth/two-factor/verify-totp?x=1');
    expect(seen[0]?.headers.origin).toBe('http://localhost:3000');
    expect(seen[0]?.headers.cookie).toBe('estate.two_factor=xyz');
    expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('never passes what only the site’s server may tell the API (offer views, decision 034)', async () => {
    seen = [];
    for (const path of [
      '/api/internal/offer-views',
      '/api//internal/offer-views',
      '/api/%69nternal/offer-views',
    ]) {
      const answer = await fetch(`${siteUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"views":[{"offerId":1,"address":"203.0.113.1"}]}',
      });
      expect(answer.status, path).toBe(404);
      expect((await answer.json()).error.code).toBe('not_found');
    }
    expect(seen).toEqual([]);
    // Paths that merely start alike still pass; pages are not forwarded.
    await fetch(`${siteUrl}/api/internalities`).then((r) => r.arrayBuffer());
    expect(seen.map((request) => request.url)).toEqual(['/api/internalities']);
    expect((await fetch(`${siteUrl}/kontakt`)).status).toBe(299);
  });

  it('refuses a body over the route limit with 413 by its Content-Length, before sending anything on', async () => {
    seen = [];
    const answer = await fetch(`${siteUrl}/api/form/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(1_001),
    });
    expect(answer.status).toBe(413);
    expect((await answer.json()).error.code).toBe('payload_too_large');
    expect(seen).toEqual([]);
    // Another route's own limit.
    const upload = await fetch(`${siteUrl}/api/upload`, { method: 'POST', body: 'x'.repeat(100_000) });
    expect(await upload.json()).toEqual({ ok: true, bytes: 100_000 });
  });

  it('streams a chunked body and refuses it with 413 once it passes the limit', async () => {
    const chunked = (size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < size; sent += 100) controller.enqueue(new Uint8Array(100));
          controller.close();
        },
      });
    const within = await fetch(`${siteUrl}/api/form/contact`, {
      method: 'POST',
      body: chunked(900),
      duplex: 'half',
    } as RequestInit);
    expect(await within.json()).toEqual({ ok: true, bytes: 900 });
    const over = await fetch(`${siteUrl}/api/form/contact`, {
      method: 'POST',
      body: chunked(5_000),
      duplex: 'half',
    } as RequestInit);
    expect(over.status).toBe(413);
    expect((await over.json()).error.code).toBe('payload_too_large');
  });

  it('answers 503 api_unavailable with Retry-After when the API stays silent', async () => {
    silentApi = true;
    try {
      const answer = await fetch(`${siteUrl}/api/classified`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect((await answer.json()).error.code).toBe('api_unavailable');
    } finally {
      silentApi = false;
    }
  });

  it('answers 405 for a method the path does not take', async () => {
    const answer = await fetch(`${siteUrl}/media/x.jpg`, { method: 'DELETE' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});
