import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiProbe } from './site-health';

/** The site's health answers at once while the API is slow (decision 047). */
describe('apiProbe', () => {
  let api: http.Server;
  let apiBase = '';
  let status = 200;
  // While set, the API answers nothing until `release()`: a slow API, without a clock in the test.
  let holding = false;
  const held: http.ServerResponse[] = [];
  const release = () => {
    for (const response of held.splice(0)) {
      response.statusCode = status;
      response.end('{}');
    }
  };

  beforeAll(async () => {
    api = http.createServer((_request, response) => {
      if (holding) {
        held.push(response);
        return;
      }
      response.statusCode = status;
      response.end('{}');
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
    holding = true;
    status = 503;
    // The next probe hangs at the API; the health check is answered from the last one meanwhile.
    expect(await probe()).toBe(true);
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 10_000 });
    // Once the slow probe has settled, its answer is the one given.
    holding = false;
    release();
    await vi.waitFor(async () => expect(await probe()).toBe(false), { timeout: 10_000, interval: 50 });
    status = 200;
  });
});
