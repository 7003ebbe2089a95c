import { expect, type Locator, type Page } from '@playwright/test';

/** GET an API document through the site's /api forwarder, as the browser would; fails the test on a non-200. */
export async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export interface PagedApi<T> {
  data: T[];
  meta: { total: number; page: number; pages: number; perPage: number };
}

/** The titles of the cards of a content list, in page order. */
export function cardTitles(list: Locator): Locator {
  return list.locator('.article-card__title');
}

/** The home page's promotion popup stays closed in this page's session (tests that are not about it). */
export async function dismissPromoPopup(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('promoPopupDismissed', '1'));
}

/** 'dd/mm/yyyy' of an ISO timestamp in Warsaw, as the site prints dates. */
export function warsawDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
