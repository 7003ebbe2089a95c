import { expect } from '@playwright/test';
import { decideConsent, waitForHydration } from './support/shell';
import { test } from './support/test';

// Issue 33 (decision 050): what a first visit makes a slow phone do besides showing the page.

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

for (const path of ['/', '/en/offline', '/sprzedaz']) {
  test(`${path}: the load fetches no other page in advance and no logo file`, async ({ page }) => {
    const prefetches: string[] = [];
    const logos: string[] = [];
    page.on('request', (request) => {
      const headers = request.headers();
      if (headers.rsc || headers['next-router-prefetch']) prefetches.push(request.url());
      if (/\/logo(-inverse)?\.svg$/.test(request.url())) logos.push(request.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    // The menu's and footer's links would be prefetched as they enter the viewport; scrolled to the
    // end, every link of the shell has been in view once.
    await page.keyboard.press('End');
    await page.waitForLoadState('networkidle');
    expect(prefetches).toEqual([]);
    expect(logos).toEqual([]);
  });
}

test('the logo is drawn in the page, named in both places, and its link still navigates in place', async ({
  page,
}) => {
  await page.goto('/kontakt');
  await waitForHydration(page);
  const home = page.getByRole('banner').getByRole('link', { name: 'Strona główna' });
  await expect(home.getByRole('img', { name: 'Strona główna' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('img', { name: 'Nieruchomości' })).toBeAttached();
  // A client-side navigation keeps the document: a mark set on it survives the click.
  await page.evaluate(() => {
    (window as { keptDocument?: boolean }).keptDocument = true;
  });
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { keptDocument?: boolean }).keptDocument)).toBe(true);
});

for (const path of ['/', '/en', '/sprzedaz', '/kontakt']) {
  test(`${path}: the server's HTML holds the whole page in place, readable without scripts`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    // React's server renderer may send a part of the page after the rest, in a hidden element a
    // script moves into place (`<!--$?-->`, `<div hidden id="S:…">`): without JavaScript that part
    // would never show (decision 050).
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).toContain('<footer class="site-footer"');
  });
}
