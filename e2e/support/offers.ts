import { expect, type Locator, type Page } from '@playwright/test';

/** The tiles of the list on the page. */
export function tiles(page: Page): Locator {
  return page.locator('.offer-grid .offer-tile');
}

/** '1 830 000 zł' or 'PLN 1,830,000' -> 1830000. */
export function priceValue(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/** The figure in the results count ('180 ofert'). */
export async function resultCount(page: Page): Promise<number> {
  const count = page.getByTestId('results-count');
  await expect(count).toBeVisible();
  return Number(await count.getAttribute('data-total'));
}

/** POST /api/classified through the site, as the list page sends it; answers meta.total. */
export async function apiTotal(page: Page, body: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/api/classified', { data: body });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}
