import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_TOKEN_ENV, NOT_FOUND_TOKEN_HEADER } from '../src/lib/routing/not-found-render';
import { NotFoundPages } from './not-found-pages';

// A stand-in for Next's request handler, answering the way Next 16 does: a notFound() page is a
// 404 with an empty error document, sent as Next sends it (headers flushed before the first write).
let notFoundRenderWorks = true;
function nextLike(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = req.url ?? '/';
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', "script-src 'nonce-shell'");
  if (req.headers[NOT_FOUND_TOKEN_HEADER] === process.env[NOT_FOUND_TOKEN_ENV]) {
    if (!notFoundRenderWorks) {
      res.statusCode = 500;
      res.end('broken');
      return;
    }
    res.setHeader('content-security-policy', "script-src 'nonce-page'");
    res.end(`<html lang="pl"><body><h1>Not found: ${url}</h1></body></html>`);
    return;
  }
  if (url.includes('missing')) {
    res.statusCode = 404;
    res.flushHeaders();
    res.write('<html id="__next_error__">');
    res.end('<body></body></html>');
    return;
  }
  res.end('<html><body>a page</body></html>');
}

let base = '';
let server: http.Server;

beforeAll(async () => {
  const pages = new NotFoundPages(nextLike);
  await pages.start();
  const handle = pages.wrap(nextLike);
  server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('NotFoundPages', () => {
  it("answers Next's empty 404 document with the not-found page rendered for the same URL, status 404", async () => {
    const answer = await get('/szczegoly_ogloszenia/missing');
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(
      '<html lang="pl"><body><h1>Not found: /szczegoly_ogloszenia/missing</h1></body></html>',
    );
    // The page's own policy, whose nonce its scripts carry.
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'nonce-page'");
  });

  it('leaves every other answer as Next sent it', async () => {
    expect(await get('/kontakt')).toMatchObject({ status: 200, body: '<html><body>a page</body></html>' });
  });

  it('leaves RSC navigations, API paths, files and the back office to Next', async () => {
    for (const [path, headers] of [
      ['/missing', { rsc: '1' }],
      ['/missing?_rsc=abc', {}],
      ['/api/missing', {}],
      ['/missing.txt', {}],
      ['/panel/missing', {}],
    ] as const) {
      const answer = await get(path, headers);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toBe('<html id="__next_error__"><body></body></html>');
    }
  });

  it("sends Next's own answer when the not-found page cannot be rendered", async () => {
    notFoundRenderWorks = false;
    try {
      const answer = await get('/missing');
      expect(answer.status).toBe(404);
      expect(answer.body).toBe('<html id="__next_error__"><body></body></html>');
      expect(answer.headers.get('content-security-policy')).toBe("script-src 'nonce-shell'");
    } finally {
      notFoundRenderWorks = true;
    }
  });

  it('ignores a token a visitor guesses', async () => {
    const answer = await get('/kontakt', { [NOT_FOUND_TOKEN_HEADER]: 'guessed' });
    expect(answer).toMatchObject({ status: 200, body: '<html><body>a page</body></html>' });
  });
});
