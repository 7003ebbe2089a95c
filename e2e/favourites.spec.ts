import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { tiles } from './support/offers';
import { decideConsent } from './support/shell';
import { test } from './support/test';

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

function headerCount(page: Page) {
  return page.locator('.favourites-link__count');
}

async function storedTipis(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (JSON.parse(localStorage.getItem('bookmarks') ?? '[]') as { tipi: string }[]).map((b) => b.tipi),
  );
}

test('add from tiles, count in the header, no duplicates, kept after reload', async ({ page }) => {
  await page.goto('/sprzedaz');
  await expect(headerCount(page)).toHaveAttribute('data-count', '0');
  const first = tiles(page).nth(0);
  const second = tiles(page).nth(1);
  const tipis = [await first.getAttribute('data-tipi'), await second.getAttribute('data-tipi')];
  await first.getByRole('button', { name: /^Dodaj do ulubionych/ }).click();
  await second.getByRole('button', { name: /^Dodaj do ulubionych/ }).click();
  await expect(headerCount(page)).toHaveAttribute('data-count', '2');
  await expect(first.getByRole('button', { name: /^Usuń z ulubionych/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => storedTipis(page)).toEqual(tipis);

  await page.reload();
  await expect(headerCount(page)).toHaveAttribute('data-count', '2');
  await expect(
    tiles(page)
      .nth(0)
      .getByRole('button', { name: /^Usuń z ulubionych/ }),
  ).toBeVisible();

  // The same offer on its own page is already a favourite: nothing is added twice.
  const id = await tiles(page).nth(0).getAttribute('data-offer-id');
  await page.goto(`/szczegoly_ogloszenia/${id}`);
  await expect(
    page.locator('.offer-page__actions').getByRole('button', { name: /^Usuń z ulubionych/ }),
  ).toBeVisible();
  await expect.poll(() => storedTipis(page)).toEqual(tipis);

  // Removing from the tile again: the count follows.
  await page.goto('/sprzedaz');
  await tiles(page)
    .nth(1)
    .getByRole('button', { name: /^Usuń z ulubionych/ })
    .click();
  await expect(headerCount(page)).toHaveAttribute('data-count', '1');
  await expect.poll(() => storedTipis(page)).toEqual([tipis[0]]);
});

test('/ulubione lists them with remove and an empty state, in both languages', async ({ page }) => {
  await page.goto('/ulubione');
  await expect(page.getByText('Nie masz jeszcze ulubionych ofert.', { exact: false })).toBeVisible();
  await page.goto('/sprzedaz');
  const titles = [
    await tiles(page).nth(0).locator('.offer-tile__title').textContent(),
    await tiles(page).nth(2).locator('.offer-tile__title').textContent(),
  ];
  await tiles(page)
    .nth(0)
    .getByRole('button', { name: /^Dodaj do ulubionych/ })
    .click();
  await tiles(page)
    .nth(2)
    .getByRole('button', { name: /^Dodaj do ulubionych/ })
    .click();

  await page.goto('/ulubione');
  await expect(tiles(page)).toHaveCount(2);
  await expect(page.getByTestId('favourites-count')).toHaveText('2 ulubione oferty');
  await expect(tiles(page).locator('.offer-tile__title')).toHaveText(titles.map((t) => t ?? ''));
  await page.reload();
  await expect(tiles(page)).toHaveCount(2);
  await page.getByRole('button', { name: `Usuń z ulubionych: ${titles[0]}` }).click();
  await expect(tiles(page)).toHaveCount(1);
  await expect(headerCount(page)).toHaveAttribute('data-count', '1');

  await page.goto('/en/ulubione');
  await expect(page.getByTestId('favourites-count')).toHaveText('1 favourite offer');
  await page.getByRole('button', { name: /^Remove from favourites/ }).click();
  await expect(page.getByText('You have no favourite offers yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse offers for sale' })).toHaveAttribute(
    'href',
    '/en/sprzedaz',
  );
  await expect(headerCount(page)).toHaveAttribute('data-count', '0');
});

test('a bookmark with only a tipi, stored twice, shows once and can be removed', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('bookmarks', JSON.stringify([{ tipi: 'X-1' }, { tipi: 'X-1' }]));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/ulubione');
  // A repeated tipi in storage is read once.
  await expect(page.locator('[data-tipi="X-1"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Usuń z ulubionych: X-1' }).click();
  await expect(page.locator('[data-tipi="X-1"]')).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on favourites at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sprzedaz');
    await tiles(page)
      .nth(0)
      .getByRole('button', { name: /^Dodaj do ulubionych/ })
      .click();
    await page.goto('/ulubione');
    await expect(tiles(page)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}
