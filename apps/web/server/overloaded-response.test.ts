import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOverloaded } from './overloaded-response';

/**
 * A shed render's answer (decisions 025 and 047): 503 for a busy server, which nginx passes to the
 * next instance; 429 for a client over its own budget, which a polite crawler waits out (the link
 * crawl's linkinator retried 503s only six times and reported dozens of pages broken on a fast day).
 */
describe('sendOverloaded', () => {
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const reason = new URL(request.url ?? '/', 'http://x').searchParams.get('reason') ?? 'busy';
      sendOverloaded(response, reason === 'client-limit' ? 7 : 2, reason);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([
    ['busy', 503, '2', 'Serwis jest chwilowo przeciążony'],
    ['lagging', 503, '2', 'The site is busy right now'],
    ['client-limit', 429, '7', 'Otworzono zbyt wiele stron w krótkim czasie'],
  ])(
    'answers %s with %i, Retry-After and a page in both languages',
    async (reason, status, retryAfter, text) => {
      const answer = await fetch(`${base}/?reason=${reason}`);
      expect(answer.status).toBe(status);
      expect(answer.headers.get('retry-after')).toBe(retryAfter);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-load-shed')).toBe(reason);
      const body = await answer.text();
      expect(body).toContain(text);
      expect(body).toContain('Please try again in a few seconds.');
    },
  );
});
