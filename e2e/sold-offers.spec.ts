import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/forms';
import { offerForm, publishOffer, tiles } from './support/offers';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 32, item 2 (decision 045): the newest offer of the sale list, its price lowered (which sets
 * "new price") and marked sold. Its tile shows "Sprzedane" alone, /sprzedaz does not open with it,
 * and its page has no enquiry form but a notice with a link to similar offers.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const TITLE = `Sprzedana centrala ${stamp}`;
let offerId = 0;

/** Written, published, repriced and marked sold through the back office's API; its id. */
async function soldOffer(editor: Page, baseURL: string): Promise<number> {
  const headers = { origin: new URL(baseURL).origin };
  const titles = { titlePl: TITLE, titleEn: `Sold exchange ${stamp}` };
  const id = await publishOffer(editor, baseURL, titles);
  const opened = await editor.request.get(`${baseURL}/api/back-office/offers/${id}`);
  const saved = await editor.request.put(`${baseURL}/api/back-office/offers/${id}`, {
    headers: { ...headers, 'if-match': opened.headers().etag ?? '' },
    data: offerForm({ ...titles, price: 199_000_000, flags: { isSold: true } }),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const stored = (await (await editor.request.get(`${baseURL}/api/classified/${id}?lang=pl`)).json()) as {
    data: { isSold: number; isNewPrice: number };
  };
  // What issue 32 found: sold, and "new price" set by the lower price.
  expect(stored.data).toMatchObject({ isSold: 1, isNewPrice: 1 });
  return id;
}

test('a sold offer is shown as sold alone, after the available offers, and its page offers similar ones instead of the forms', async ({
  browser,
  page,
  baseURL,
}) => {
  test.slow();
  const { context, page: editor } = await activatedStaff(browser, baseURL, {
    email: uniqueEmail('e2e-sold-editor'),
    role: 'editor',
    name: 'Sara Sprzedaż',
    password: 'Haslo-Sprzedazy-2026',
  });
  try {
    offerId = await soldOffer(editor, baseURL ?? '');
  } finally {
    await context.close();
  }

  // Lists follow a publication within the bound of decision 030 (the site's page cache).
  const soldTile = () => page.locator(`.offer-tile[data-offer-id="${offerId}"]`);
  await expect(async () => {
    await page.goto('/sprzedaz/f/isSold=1');
    await expect(soldTile()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  await expect(soldTile().locator('[data-badge]')).toHaveText(['Sprzedane']);

  // The newest offer of all, but sold: /sprzedaz opens with available offers, none sold.
  await page.goto('/sprzedaz');
  await expect(tiles(page).first()).toBeVisible();
  await expect(tiles(page).first()).not.toHaveAttribute('data-offer-id', String(offerId));
  await expect(page.locator('.offer-grid [data-badge="isSold"]')).toHaveCount(0);

  await page.goto(`/szczegoly_ogloszenia/${offerId}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator('.offer-page__badges [data-badge]')).toHaveText(['Sprzedane']);
  await expect(page.locator('.offer-page form')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Zapytaj o tę ofertę' })).toHaveCount(0);
  const notice = page.getByTestId('sold-notice');
  await expect(notice.getByRole('heading', { level: 2 })).toHaveText('Ta nieruchomość jest już sprzedana');
  const similar = notice.getByRole('link', { name: /^Podobne oferty: / });
  await expect(similar).toHaveAttribute('href', '/sprzedaz/mazowieckie/f/typeProperty=3');
  await expectNoAxeViolations(page);
  await similar.click();
  await expect(page).toHaveURL(/\/sprzedaz\/mazowieckie\/f\/typeProperty=3$/);
  await expect(tiles(page).first()).not.toHaveAttribute('data-offer-id', String(offerId));

  await page.goto(`/en/szczegoly_ogloszenia/${offerId}`);
  await expect(page.getByTestId('sold-notice').getByRole('heading', { level: 2 })).toHaveText(
    'This property has been sold',
  );
  await expect(page.locator('.offer-page__badges [data-badge]')).toHaveText(['Sold']);
});
