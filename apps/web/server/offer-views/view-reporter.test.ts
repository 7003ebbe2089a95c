import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewReporter } from './view-reporter';

/** A stand-in API answering `status` and keeping every reported batch. */
async function fakeApi(
  statuses: number[],
): Promise<{ url: string; batches: unknown[]; close: () => Promise<void> }> {
  const batches: unknown[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const status = statuses.shift() ?? 200;
      if (status === 200) batches.push(JSON.parse(body));
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    batches,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('ViewReporter (decision 034)', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it('reports views in batches of at most 1,000, and keeps them while the API fails', async () => {
    const api = await fakeApi([503]);
    stops.push(api.close);
    const warnings: string[] = [];
    const reporter = new ViewReporter({ apiBase: api.url, warn: (message) => warnings.push(message) });
    for (let i = 0; i < 1_500; i++) reporter.add(7, `198.51.100.${i % 250}`);
    await reporter.flush();
    expect(api.batches).toEqual([]);
    expect(warnings).toEqual(['site: offer views not reported yet: status 503']);
    await reporter.flush();
    const sizes = api.batches.map((batch) => (batch as { views: unknown[] }).views.length);
    expect(sizes).toEqual([1_000, 500]);
    expect((api.batches[0] as { views: unknown[] }).views[0]).toEqual({
      offerId: 7,
      address: '198.51.100.0',
    });
    await reporter.flush();
    expect(api.batches).toHaveLength(2);
  });

  it('drops views beyond its bound while the API is away, and sends the rest on stop', async () => {
    const api = await fakeApi([]);
    stops.push(api.close);
    const reporter = new ViewReporter({ apiBase: api.url, maxPending: 3 });
    for (const offerId of [1, 2, 3, 4, 5]) reporter.add(offerId, '203.0.113.1');
    await reporter.stop();
    expect(api.batches).toEqual([
      {
        views: [1, 2, 3].map((offerId) => ({ offerId, address: '203.0.113.1' })),
      },
    ]);
  });
});
