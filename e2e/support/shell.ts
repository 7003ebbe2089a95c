import type { BrowserContext, Page } from '@playwright/test';

/** Stores a consent decision as the site does, so a test starts as a returning visitor. */
export async function decideConsent(
  context: BrowserContext,
  baseURL: string,
  choices: { statistics: boolean; marketing: boolean; preferences: boolean; necessary: boolean } = {
    statistics: false,
    marketing: false,
    preferences: false,
    necessary: false,
  },
): Promise<void> {
  const url = baseURL;
  await context.addCookies([
    { name: 'consentCookie', value: '1', url },
    { name: 'consentStatistics', value: String(choices.statistics), url },
    { name: 'consentMarketing', value: String(choices.marketing), url },
    { name: 'consentPreferencesy', value: String(choices.preferences), url },
    { name: 'consentNecessary', value: String(choices.necessary), url },
  ]);
}

/** window.dataLayer with gtag's Arguments objects turned into arrays. */
export async function dataLayerOf(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Waits until the page has hydrated: the header's favourites count is drawn only in the browser.
 * A click before that still navigates, but React never adopts the server-rendered head of the page
 * it leaves, so its canonical link would stay beside the new one (seen on a slowed CPU).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('header .favourites-link__count').waitFor();
}
