import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProbe } from './site-health';

/** The site's health answers at once while the API is slow (decision 047). */
describe('apiProbe', () => {
  let api: http.Server;
  let apiBase = '';
  let delayMs = 0;
  let status = 200;

  beforeAll(async () => {
    api = http.createServer((_request, response) => {
      setTimeout(() => {
        response.statusCode = status;
        response.end('{}');
      }, delayMs);
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  });

  it('waits for the first probe, then answers from the last one while the next is under way', async () => {
    const probe = apiProbe(apiBase, 0, 60_000);
    expect(await probe()).toBe(true);
    delayMs = 1_000;
    status = 503;
    const started = performance.now();
    expect(await probe()).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
    // Once the slow probe has settled, its answer is the one given.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await probe()).toBe(false);
    delayMs = 0;
    status = 200;
  });
});
