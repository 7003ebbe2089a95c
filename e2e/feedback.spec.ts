import { expect } from '@playwright/test';
import { decideConsent } from './support/shell';
import { test } from './support/test';

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

test.describe('online/offline status through the notifications area', () => {
  test('going offline shows a lasting warning; coming back replaces it with a short confirmation', async ({
    page,
    context,
  }) => {
    await page.goto('/kontakt');
    const area = page.getByRole('region', { name: 'Powiadomienia' });
    await expect(area).toBeAttached();
    await expect(area.getByRole('button')).toHaveCount(0);

    await context.setOffline(true);
    const offline = area.getByRole('button', { name: /Brak połączenia z internetem/ });
    await expect(offline).toBeVisible();
    await expect(offline).toHaveClass(/notification--warning/);
    // hasNoTimeout: still there after the default lifetime.
    await page.waitForTimeout(5500);
    await expect(offline).toBeVisible();

    // When the confirmation enters and leaves the page, timed in the page itself, so the test's own
    // latency on a slow machine does not count.
    await page.evaluate(() => {
      const w = window as unknown as { shownAt?: number; removedAt?: number };
      new MutationObserver(() => {
        const present = document.querySelector('.notification--success') !== null;
        if (present) w.shownAt ??= performance.now();
        else if (w.shownAt !== undefined) w.removedAt ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
    const online = area.getByRole('button', { name: /Połączenie z internetem zostało przywrócone/ });
    await expect(online).toBeVisible();
    await expect(online).toHaveClass(/notification--success/);
    // The default lifetime is 5000 ms: not removed before, and removed by itself soon after.
    await expect(online).toHaveCount(0);
    const lifetime = await page.evaluate(() => {
      const w = window as unknown as { shownAt: number; removedAt: number };
      return w.removedAt - w.shownAt;
    });
    expect(lifetime).toBeGreaterThanOrEqual(4950);
    expect(lifetime).toBeLessThan(8000);
  });

  test('a click removes a notification', async ({ page, context }) => {
    await page.goto('/en');
    await context.setOffline(true);
    const area = page.getByRole('region', { name: 'Notifications' });
    const offline = area.getByRole('button', { name: /You are offline/ });
    await expect(offline).toBeVisible();
    await offline.click();
    await expect(offline).toHaveCount(0);
    await context.setOffline(false);
    await expect(area.getByRole('button', { name: /You are back online/ })).toBeVisible();
  });
});

test.describe('loading bar (SPEC §4)', () => {
  test('appears after the 200 ms throttle on a slow navigation and hides after finishing', async ({
    page,
    baseURL,
  }) => {
    // Slow down every request for the next page, the router's prefetch included.
    await page.route(
      (url) => url.pathname === '/kontakt',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue();
      },
    );
    await page.goto('/');
    // The count appears once the page is hydrated, when the router handles link clicks.
    await expect(page.locator('header .favourites-link__count')).toBeVisible();
    await page.evaluate(() => {
      const w = window as unknown as { barShownAt?: number; clickedAt?: number; lastValue?: string | null };
      // The bar shows 100 only for a moment before it hides: the page notes what it showed last, so
      // a slow machine's polling cannot miss it.
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (!bar) return;
        if (w.barShownAt === undefined) w.barShownAt = performance.now();
        w.lastValue = bar.getAttribute('aria-valuenow');
      }).observe(document.body, { childList: true, subtree: true, attributeFilter: ['aria-valuenow'] });
      w.clickedAt = performance.now();
      // The footer's link: below the fold, so the router has not prefetched it.
      document.querySelector<HTMLAnchorElement>('footer a[href="/kontakt"]')?.click();
    });
    const bar = page.getByRole('progressbar', { name: 'Wczytywanie strony' });
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    const throttle = await page.evaluate(() => {
      const w = window as unknown as { barShownAt: number; clickedAt: number };
      return w.barShownAt - w.clickedAt;
    });
    expect(throttle).toBeGreaterThanOrEqual(195);
    // Shown while the (3 s) navigation is still pending, with room for a slow machine's rendering.
    expect(throttle).toBeLessThan(2500);

    await expect(page).toHaveURL(`${baseURL}/kontakt`);
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { lastValue?: string }).lastValue)).toBe('100');
  });
});

test.describe('a failed code chunk (SPEC §2, §8)', () => {
  test('forces one full reload, and not a loop', async ({ page }) => {
    await page.goto('/kontakt');
    const reload = page.waitForEvent('load');
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
      void Promise.reject(Object.assign(new Error('Loading chunk 742 failed.'), { name: 'ChunkLoadError' }));
    });
    await reload;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    await expect.poll(() => page.evaluate(() => 'beforeReload' in window)).toBe(false);

    // The same failure right after the reload is left alone.
    await page.evaluate(() => {
      (window as unknown as { afterReload: boolean }).afterReload = true;
      void Promise.reject(Object.assign(new Error('Loading chunk 742 failed.'), { name: 'ChunkLoadError' }));
    });
    await page.waitForTimeout(1000);
    await expect.poll(() => page.evaluate(() => 'afterReload' in window)).toBe(true);
  });
});
