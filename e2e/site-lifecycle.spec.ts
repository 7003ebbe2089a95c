import { expect } from '@playwright/test';
import { startExtraSite } from './support/extra-site';
import { test } from './support/test';

/**
 * Issue 15 "Health and drain": the site answers its own health, and on SIGTERM it says 'draining'
 * for SHUTDOWN_DRAIN_MS while it still serves what arrives, then finishes and exits. Each test
 * starts its own copy of the built site, so the shared one is never stopped.
 */
const apiBase = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

test('health says whether this site reaches the API', async ({ request }) => {
  // Starting a built site takes a while on a slow day.
  test.setTimeout(180_000);
  const up = await startExtraSite({ API_BASE: apiBase });
  const down = await startExtraSite({});
  try {
    const ok = await request.get(`${up.url}/health`);
    expect(ok.status()).toBe(200);
    expect(ok.headers()['cache-control']).toBe('no-store');
    expect(await ok.json()).toMatchObject({ status: 'ok', api: { reachable: true } });
    // The default extra site points at a port nobody listens on.
    const degraded = await request.get(`${down.url}/health`);
    expect(degraded.status()).toBe(503);
    expect(await degraded.json()).toMatchObject({ status: 'degraded', api: { reachable: false } });
  } finally {
    await up.stop();
    await down.stop();
  }
});

test('on SIGTERM it drains: health 503 draining, pages still served, then it exits', async ({ request }) => {
  test.setTimeout(180_000);
  const drainMs = 10_000;
  const site = await startExtraSite({ API_BASE: apiBase, SHUTDOWN_DRAIN_MS: String(drainMs) });
  const exited = site.terminate();
  await expect
    .poll(async () => (await request.get(`${site.url}/health`)).status(), { timeout: drainMs })
    .toBe(503);
  const health = await request.get(`${site.url}/health`);
  expect(await health.json()).toMatchObject({ status: 'draining' });
  // Still serving while draining, with no connection kept for more.
  const page = await request.get(`${site.url}/kontakt`);
  expect(page.status()).toBe(200);
  expect(page.headers().connection).toBe('close');
  const { exitCode, afterMs } = await exited;
  expect(exitCode).toBe(0);
  expect(afterMs).toBeGreaterThanOrEqual(drainMs);
});
