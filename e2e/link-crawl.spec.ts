import { expect } from '@playwright/test';
import { check, LinkState } from 'linkinator';
import { test } from './support/test';

/**
 * Issue 18: a crawl of the whole public site in both languages, as a link checker sees it, finds
 * no broken internal link (it found the blog's language switch pointing at 404s). Every page
 * reachable from the two home pages is fetched and every link, image and file on it checked, at a
 * polite concurrency; links off the site are not followed (nothing here may call the internet).
 */
test('a crawl of the whole site in both languages finds no broken internal link', async ({ baseURL }) => {
  // Hundreds of pages rendered once each: minutes on a slow day.
  test.setTimeout(1_200_000);
  const site = baseURL ?? '';
  const result = await check({
    path: [`${site}/`, `${site}/en`],
    recurse: true,
    concurrency: 2,
    timeout: 60_000,
    // The site sheds load when renders queue up (503 and Retry-After) and refuses a client over
    // its render budget (429 and Retry-After; a crawl asks for far more than 600 pages a minute):
    // a crawler that waits as told is a polite one, not a failure (decision 025 "Crawlers").
    retry: true,
    retryErrors: true,
    retryErrorsCount: 6,
    retryErrorsJitter: 2_000,
    linksToSkip: async (link) => !link.startsWith(site),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? 'error'} ${link.url} (on ${link.parent ?? 'the start'})`);
  const checked = result.links.filter((link) => link.state === LinkState.OK).length;
  console.log(`link crawl: ${checked} internal links checked, ${broken.length} broken`);
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(500);
});
