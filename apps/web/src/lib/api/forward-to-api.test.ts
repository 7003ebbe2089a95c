import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The site forwards /api/* to the API (decision 029 needs every Set-Cookie line of a sign-in to
 * reach the browser, and the Origin and Cookie of a back-office write to reach the API).
 */
describe('forwardToApi', () => {
  let server: http.Server;
  let seen: http.IncomingHttpHeaders = {};
  const paths: string[] = [];
  let forwardToApi: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen = request.headers;
      paths.push(request.url ?? '');
      response.setHeader('set-cookie', [
        'estate.session_token=abc; Path=/; HttpOnly',
        'estate.two_factor=; Max-Age=0',
      ]);
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ({ forwardToApi } = await import('./forward-to-api'));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes every Set-Cookie line back and the Origin and Cookie of the request on', async () => {
    const answer = await forwardToApi(
      new Request('http://localhost:3000/api/auth/two-factor/verify-totp', {
        method: 'POST',
        headers: {
          origin: 'http://localhost:3000',
          cookie: 'estate.two_factor=xyz',
          'content-type': 'application/json',
        },
        body: '{"code":"123456"}',
      }),
    );
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.headers.getSetCookie()).toEqual([
      'estate.session_token=abc; Path=/; HttpOnly',
      'estate.two_factor=; Max-Age=0',
    ]);
    expect(seen.origin).toBe('http://localhost:3000');
    expect(seen.cookie).toBe('estate.two_factor=xyz');
  });

  it('never passes what only the site’s server may tell the API (offer views, decision 034)', async () => {
    paths.length = 0;
    for (const path of [
      '/api/internal/offer-views',
      '/api//internal/offer-views',
      '/api/%69nternal/offer-views',
    ]) {
      const answer = await forwardToApi(
        new Request(`http://localhost:3000${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"views":[{"offerId":1,"address":"203.0.113.1"}]}',
        }),
      );
      expect(answer.status, path).toBe(404);
      expect((await answer.json()).error.code).toBe('not_found');
    }
    expect(paths).toEqual([]);
    // Paths that merely start alike still pass.
    await forwardToApi(new Request('http://localhost:3000/api/internalities'));
    expect(paths).toEqual(['/api/internalities']);
  });
});
