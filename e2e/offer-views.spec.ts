import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectNoAxeViolations } from './support/axe';
import { startExtraSite } from './support/extra-site';
import { uniqueEmail } from './support/forms';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 18's measured popularity (decision 034): the site's server counts offer page views,
 * cached pages included, without personal data; crawlers and repeated reloads count nothing; the
 * refresh makes an offer five visitors viewed the first of "most viewed"; staff see the figures.
 * The visitors come through a second site that believes X-Forwarded-For from this machine, as one
 * behind a load balancer does, so each simulated visitor has an address of its own.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function database(): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return new Database(path.join(dir, 'site.db'), { readonly: true, fileMustExist: true });
}

/** Two published offers nobody has viewed yet, with their Polish titles. */
function unviewedOffers(): { id: number; title: string }[] {
  const db = database();
  try {
    return db
      .prepare(
        `SELECT id, title_pl AS title FROM offers WHERE is_published = 1 AND views_period = 0
         AND id NOT IN (SELECT offer_id FROM offer_views_daily) ORDER BY id LIMIT 2`,
      )
      .all() as { id: number; title: string }[];
  } finally {
    db.close();
  }
}

function viewsCounted(offerId: number): number {
  const db = database();
  try {
    const row = db
      .prepare('SELECT COALESCE(SUM(views), 0) AS views FROM offer_views_daily WHERE offer_id = ?')
      .get(offerId) as { views: number };
    return row.views;
  } finally {
    db.close();
  }
}

test('five visitors make an offer the first of "most viewed"; a crawler’s hundred visits count nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const [viewed, crawled] = unviewedOffers();
  if (!viewed || !crawled) throw new Error('the demo has no two unviewed offers');
  const site = await startExtraSite({
    API_BASE: `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`,
    TRUST_PROXY: 'loopback',
  });
  try {
    const visit = async (offerId: number, address: string, agent: string) => {
      const response = await fetch(`${site.url}/szczegoly_ogloszenia/${offerId}`, {
        headers: { 'user-agent': agent, 'x-forwarded-for': address },
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    };
    // A crawler first, from a hundred addresses: its user agent gives it away.
    for (let i = 1; i <= 100; i++) await visit(crawled.id, `192.0.2.${i}`, CRAWLER_UA);
    // Five people, one of them reloading the page twice more (the page cache answers those).
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '2001:db8::4', '198.51.100.5'])
      await visit(viewed.id, address, BROWSER_UA);
    await visit(viewed.id, '198.51.100.1', BROWSER_UA);
    await visit(viewed.id, '198.51.100.1', BROWSER_UA);

    // The site reports every few seconds; the crawler's visits were reported first.
    await expect.poll(() => viewsCounted(viewed.id), { timeout: 60_000 }).toBe(5);
    expect(viewsCounted(crawled.id)).toBe(0);
  } finally {
    await site.stop();
  }

  // The hourly refresh, run by hand as an operator would (`npm run views:refresh`).
  const printed = execFileSync(
    process.execPath,
    [path.join(root, 'apps/api/dist/jobs.mjs'), 'views-refresh'],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: 'utf8',
    },
  );
  expect(printed).toMatch(/^views-refresh: done \{"offersChanged":[1-9]\d*\}/);

  // The refresh moved the offers' change version: the cached home page is dropped within seconds.
  const firstMostViewed = page.getByTestId('home-most-viewed').locator('.offer-tile').first();
  await expect(async () => {
    await page.goto('/');
    await expect(firstMostViewed).toContainText(viewed.title, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  // Staff read the offer's figures in the back office.
  const { context, page: editor } = await activatedStaff(browser, baseURL, {
    email: uniqueEmail('e2e-views-editor'),
    role: 'editor',
    name: 'Wiktoria Statystyka',
    password: 'Haslo-Statystyk-2026',
  });
  try {
    await editor.goto(`/panel/oferty/${viewed.id}`);
    const panel = editor.getByRole('region', { name: 'Zainteresowanie ofertą' });
    await expect(panel).toContainText('wyświetlenia 5, pokazania telefonu 0, zgłoszenia z formularzy 0');
    await expect(panel).toContainText('liczy tej ofercie 5 wyświetleń z 30 dni');
    const chart = panel.getByTestId('offer-activity-chart');
    await expect(chart).toContainText('Wyświetlenia: najwięcej 5 dziennie');
    // Today's bar, and none for the days nobody came.
    await expect(chart.locator('.bo-activity-views rect')).toHaveCount(1);
    await expect(chart.locator('.bo-activity-phoneReveals rect')).toHaveCount(0);
    await panel.getByText('Pokaż liczby w tabeli').click();
    const today = panel.getByRole('table').getByRole('row').nth(1);
    await expect(today.getByRole('cell')).toHaveText(['5', '0', '0']);
    await expectNoAxeViolations(editor);
    // A phone's width too: the table fits without a scrolling region.
    await editor.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(editor);
  } finally {
    await context.close();
  }
});
