import { expect } from '@playwright/test';
import { decideConsent } from './support/shell';
import { test } from './support/test';

/**
 * Issue 5 "Map": the map is offered on the list pages as a view of the current results, so its
 * markers count exactly the offers the list counts, and it links back to the rent list on /wynajem.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

test.use({ viewport: { width: 1280, height: 900 } });

for (const [path, region, listBase] of [
  ['/sprzedaz/mazowieckie', 'Wyniki na mapie', '/sprzedaz/'],
  ['/en/wynajem', 'Results on the map', '/en/wynajem/'],
] as const) {
  test(`${path}: the results map counts the listed offers and links to the same list`, async ({ page }) => {
    await page.goto(path);
    const count = page.getByTestId('results-count');
    await expect(count).toBeVisible();
    const total = Number(await count.getAttribute('data-total'));
    expect(total).toBeGreaterThan(0);

    const map = page.getByRole('region', { name: region, exact: true });
    await expect(map).toBeVisible();
    const badges = await map
      .locator('[data-cluster-id]')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.textContent?.replace(/\D/g, ''))));
    expect(badges.reduce((sum, n) => sum + n, 0)).toBe(total);

    const hrefs = await map
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(listBase)).toBe(true);
  });
}

test('an empty result shows no map', async ({ page }) => {
  await page.goto('/sprzedaz/f/price-gte=999999999');
  await expect(page.getByText('Brak wyników wyszukiwania')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wyniki na mapie', exact: true })).toHaveCount(0);
});
