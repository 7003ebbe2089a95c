import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { tiles } from './support/offers';
import { decideConsent } from './support/shell';
import { test } from './support/test';

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

/** Issue 36: up to four offers side by side, from tiles, shareable and readable without scripts. */
test('four offers added from tiles compare side by side; the link shows the same table anywhere', async ({
  page,
  browser,
  baseURL,
}) => {
  // Four pages, a fresh browser and three axe runs: more than one page's usual time.
  test.slow();
  await page.goto('/sprzedaz');
  const ids: string[] = [];
  const titles: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const tile = tiles(page).nth(index);
    ids.push((await tile.getAttribute('data-offer-id')) ?? '');
    titles.push((await tile.getByRole('heading').textContent())?.trim() ?? '');
    const toggle = tile.locator('button.compare-toggle');
    await expect(toggle).toHaveAccessibleName(`Dodaj do porównania: ${titles[index]}`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName(`Usuń z porównania: ${titles[index]}`);
  }
  // A fifth does not fit, and says why.
  const fifth = tiles(page).nth(4).locator('button.compare-toggle');
  await expect(fifth).toHaveAccessibleName(/^Porównanie jest pełne/);
  await expect(fifth).toHaveAttribute('aria-disabled', 'true');
  // Still focusable, so a keyboard user reaches it and hears why; pressing it changes nothing.
  await fifth.focus();
  await page.keyboard.press('Enter');
  await expect(fifth).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('link', { name: 'Porównaj (4)' }).click();
  await expect(page).toHaveURL(new RegExp(`/porownaj/${ids.join('-')}$`));
  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  for (const title of titles)
    await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(table.locator('tr[data-row="price"] td')).toHaveCount(4);
  await expect(table.locator('tr[data-row^="distance-"]')).toHaveCount(4);
  // The offer codes always differ: marked in words, not by colour alone.
  await expect(table.locator('tr[data-row="tipi"] th')).toContainText('różni się');
  const url = page.url();
  const cells = await table.locator('tbody tr').allInnerTexts();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing but the table's own box scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  }

  // A fresh browser without JavaScript, as someone the link was sent to: the same table.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 900 },
  });
  await decideConsent(context, baseURL ?? '');
  const fresh = await context.newPage();
  await fresh.goto(url);
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Porównanie ofert');
  expect(await fresh.getByTestId('compare-table').locator('tbody tr').allInnerTexts()).toEqual(cells);
  expect(await fresh.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
  await page.setViewportSize({ width: 1280, height: 900 });

  // Taking one out is a link to the comparison without it.
  await table.getByRole('link', { name: `Usuń z porównania: ${titles[1]}` }).click();
  await expect(page).toHaveURL(new RegExp(`/porownaj/${[ids[0], ids[2], ids[3]].join('-')}$`));
  await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(3);

  await page.goto(`/en/porownaj/${ids.slice(0, 2).join('-')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare offers');
  await expect(page.getByTestId('compare-table').locator('tr[data-row="tipi"] th')).toContainText('differs');
  await expectNoAxeViolations(page);
});

test('the offer page adds to the comparison; a malformed link is a 404, an empty one explains', async ({
  page,
}) => {
  await page.goto('/sprzedaz');
  const tile = tiles(page).first();
  const id = (await tile.getAttribute('data-offer-id')) ?? '';
  const title = (await tile.getByRole('heading').textContent())?.trim() ?? '';
  await tile.getByRole('heading').getByRole('link').click();
  await page.getByRole('button', { name: `Dodaj do porównania: ${title}`, exact: true }).click();
  await page.getByRole('link', { name: 'Porównaj (1)' }).click();
  await expect(page).toHaveURL(new RegExp(`/porownaj/${id}$`));
  await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(1);

  for (const path of ['/porownaj/1-1', '/porownaj/1-2-3-4-5', '/en/porownaj/abc']) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  await page.goto('/porownaj');
  await expect(page.getByText(/Nie wybrano ofert do porównania/)).toBeVisible();
});
