import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { decideConsent, waitForHydration } from './support/shell';
import { test } from './support/test';

/**
 * Home page map (issue 5 "Map"): the static map's badges carry the API's counts for the 32 fixed
 * markers, a click swaps in the interactive map (Leaflet, fetched only then) whose clusters come
 * from the server by box and zoom. The site runs with MAP_TILE_URL=off here (playwright.config.ts):
 * no network in CI, so the interactive map draws the voivodeship outlines instead of tiles.
 */

interface StaticCluster {
  id: number;
  kind: 'city' | 'voivodeship';
  label: string;
  count: number;
}

async function staticClusters(page: Page, lang: 'pl' | 'en') {
  const response = await page.request.post('/api/classified/map', { data: { lang } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { total: number; clusters: StaticCluster[] } };
  return data;
}

/** Whether any stylesheet of the page holds Leaflet's rules. */
function leafletCssLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.styleSheets).some((sheet) => {
      try {
        return Array.from(sheet.cssRules).some(
          (rule) => (rule as CSSStyleRule).selectorText === '.leaflet-container',
        );
      } catch {
        return false;
      }
    }),
  );
}

/** The marker counts of the interactive map, once it has some. */
async function markerCounts(map: Locator): Promise<number[]> {
  const markers = map.locator('.leaflet-marker-icon[data-count]');
  await expect(markers.first()).toBeVisible();
  return (
    await markers.evaluateAll((nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.count)))
  ).filter((n) => Number.isFinite(n));
}

function isMapRequest(body: string | null): body is string {
  return typeof body === 'string' && body.includes('"bbox"');
}

/** Position on the page, not the viewport: focusing the map may scroll. */
function pageBox(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });
}

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

test.describe('home page map', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the static map shows the API’s count on every marker that has offers', async ({ page }) => {
    const { total, clusters } = await staticClusters(page, 'pl');
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Mapa ofert', exact: true });
    await expect(region).toBeVisible();

    const withOffers = clusters.filter((cluster) => cluster.count > 0);
    expect(withOffers.length).toBeGreaterThan(0);
    await expect(region.locator('[data-cluster-id]')).toHaveCount(withOffers.length);
    for (const cluster of withOffers) {
      await expect(region.locator(`[data-cluster-id="${cluster.id}"]`)).toHaveText(String(cluster.count));
    }
    // One image for assistive technology, its name giving the total.
    await expect(region.getByRole('img')).toHaveAccessibleName(
      new RegExp(total.toLocaleString('pl-PL').replace(/\s/g, '\\s')),
    );
    // The places, as links to their sale lists.
    const links = region.getByRole('navigation').getByRole('link');
    await expect(links).toHaveCount(withOffers.length);
    for (const href of await links.evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/sprzedaz\/[a-z]+(\/[a-z0-9-]+)?$/);
    }
    const city = withOffers.find((cluster) => cluster.kind === 'city');
    if (city) await expect(links.filter({ hasText: `${city.label}:` })).toHaveCount(1);
  });

  test('a click swaps in the interactive map, loaded only then, with clusters from the server', async ({
    page,
    baseURL,
  }) => {
    const { total } = await staticClusters(page, 'pl');
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL ?? '')) external.push(request.url());
    });
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Mapa ofert', exact: true });
    await expect(region.locator('[data-cluster-id]').first()).toBeVisible();
    expect(await leafletCssLoaded(page)).toBe(false);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    const boxBefore = await pageBox(region);

    const firstRequest = page.waitForRequest((request) => isMapRequest(request.postData()));
    await region.getByRole('button', { name: 'Pokaż mapę interaktywną' }).click();
    const body = JSON.parse((await firstRequest).postData() ?? '{}') as {
      lang: string;
      zoom: number;
      bbox: { south: number; west: number; north: number; east: number };
    };
    expect(body.lang).toBe('pl');
    expect(body.bbox.south).toBeLessThan(49.1);
    expect(body.bbox.north).toBeGreaterThan(54.8);

    const map = region.getByRole('region', { name: 'Interaktywna mapa ofert' });
    await expect(map).toBeVisible();
    await expect(map).toBeFocused();
    expect(await leafletCssLoaded(page)).toBe(true);
    // The whole country is in view: the clusters hold every offer of the static map.
    const counts = await markerCounts(map);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(total);
    await expect(region.getByRole('status')).toContainText(
      total.toLocaleString('pl-PL').replace(/\s/g, '\u00a0'),
    );

    // Offline: outlines instead of tiles, credited; nothing fetched from another host.
    await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(1);
    await expect(map.locator('.leaflet-control-attribution')).toContainText('PRG, GUGiK');
    expect(external.filter((url) => !url.startsWith('data:'))).toEqual([]);
    // Same box as the static map: nothing below moved.
    expect(await pageBox(region)).toEqual(boxBefore);
  });

  test('clusters zoom in from the keyboard; a single offer opens a popup linking to it', async ({ page }) => {
    await page.goto('/');
    // The button swaps in the map from a React handler: a click before hydration is lost.
    await waitForHydration(page);
    const region = page.getByRole('region', { name: 'Mapa ofert', exact: true });
    await region.getByRole('button', { name: 'Pokaż mapę interaktywną' }).click();
    const map = region.getByRole('region', { name: 'Interaktywna mapa ofert' });
    await markerCounts(map);

    let zoom = 0;
    for (let step = 0; step < 6; step++) {
      const single = map.locator('.leaflet-marker-icon[data-count="1"]');
      if ((await single.count()) > 0) {
        await single.first().focus();
        await page.keyboard.press('Enter');
        const link = map.locator('.leaflet-popup-content a');
        await expect(link).toBeFocused();
        await expect(link).toHaveAttribute('href', /^\/szczegoly_ogloszenia\/\d+$/);
        await page.keyboard.press('Escape');
        await expect(map.locator('.leaflet-popup')).toHaveCount(0);
        return;
      }
      const cluster = map.locator('.leaflet-marker-icon[role="button"]:not([data-count="1"])').first();
      await expect(cluster).toHaveAccessibleName(/przybliż/);
      const next = page.waitForRequest((request) => {
        const body = request.postData();
        return isMapRequest(body) && (JSON.parse(body) as { zoom: number }).zoom > zoom;
      });
      await cluster.focus();
      await page.keyboard.press('Enter');
      zoom = (JSON.parse((await next).postData() ?? '{}') as { zoom: number }).zoom;
      // Busy from the request until its clusters are drawn.
      await expect(map).toHaveAttribute('aria-busy', 'false');
    }
    throw new Error('no single-offer marker after zooming in six times');
  });

  test('the English home page has the English map, linking to English lists', async ({ page }) => {
    await page.goto('/en');
    const region = page.getByRole('region', { name: 'Offer map', exact: true });
    await expect(region.locator('[data-cluster-id]').first()).toBeVisible();
    const hrefs = await region
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/en\/sprzedaz\//);
    await region.getByRole('button', { name: 'Show interactive map' }).click();
    await expect(region.getByRole('region', { name: 'Interactive offer map' })).toBeVisible();
  });
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on the map, static and interactive, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Mapa ofert', exact: true });
    await expect(region.locator('[data-cluster-id]').first()).toBeVisible();
    await expectNoAxeViolations(page, '[data-offer-map-section]');
    await region.getByRole('button', { name: 'Pokaż mapę interaktywną' }).click();
    await markerCounts(region.getByRole('region', { name: 'Interaktywna mapa ofert' }));
    await expectNoAxeViolations(page, '[data-offer-map-section]');
  });
}
