import { expect } from '@playwright/test';
import { decideConsent } from './support/shell';
import { test } from './support/test';

// This file alone lets the site's service worker run (see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

test('/sw.js is served fresh, named after the build', async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/sw.js`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toMatch(/const VERSION = "build-[a-z0-9]+";/);
});

test('registers at /sw.js with scope /, serves visited pages and the offline page without a network', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/kontakt');
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });

  // Controlled from the next load on; these visits are what it keeps.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Najczęściej zadawane pytania');
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).sort()))
    .toEqual([expect.stringMatching(/^pages-build-/), expect.stringMatching(/^static-build-/)]);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('pages-')) ?? '';
        return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname).sort();
      }),
    )
    .toEqual(['/en/offline', '/faq', '/kontakt', '/offline']);

  await context.setOffline(true);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Najczęściej zadawane pytania');
  await page.goto('/wynajem');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brak połączenia z internetem');
  await expect(page.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  await page.goto('/en/wynajem');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await context.setOffline(false);
  await page.goto('/wynajem');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieruchomości na wynajem');
});
