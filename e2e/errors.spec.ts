import { expect } from '@playwright/test';
import { startExtraSite } from './support/extra-site';
import { decideConsent } from './support/shell';
import { test } from './support/test';

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

test.describe('404 page (SPEC §8)', () => {
  test('Polish: the spec text, the unmatched-route sentence, hints and the way home', async ({ page }) => {
    const response = await page.goto('/nie-ma-takiej-strony');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Przykro nam, ale pod wskazanym adresem nie mamy nieruchomości.',
    );
    await expect(page.getByText('This page could not be found')).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'nieruchomości na sprzedaż' })).toHaveAttribute(
      'href',
      '/sprzedaz',
    );
    await expect(main.getByRole('link', { name: 'promocje' })).toHaveAttribute(
      'href',
      '/oferta_specjalna/promocje',
    );
    await expect(main.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('English counterpart, also for a missing content page', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'We are sorry, but the page you are looking for was not found.',
    );
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'property for sale' })).toHaveAttribute(
      'href',
      '/en/sprzedaz',
    );
    await expect(page.locator('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
  });
});

test.describe('error page when the API does not answer (SPEC §8: 500)', () => {
  let site: Awaited<ReturnType<typeof startExtraSite>>;

  test.beforeAll(async () => {
    site = await startExtraSite({});
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test('Polish: status 500, the generic text, hints, and no back link on the home page', async ({ page }) => {
    const response = await page.goto(`${site.url}/`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Coś poszło nie tak. Już nad tym pracujemy.',
    );
    await expect(page.locator('main').getByRole('link', { name: 'nieruchomości na sprzedaż' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'promocje' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Wróć na stronę główną' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
    // The shell stays usable, its footer without the API's texts.
    await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('Poniedziałek–piątek, 8:00–16:00');
  });

  test('English: status 500 and the English text with a back link', async ({ page }) => {
    const response = await page.goto(`${site.url}/en/pl-page-that-needs-the-api`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Something went wrong. We are already working on it.',
    );
    await expect(page.locator('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
  });

  test('pages that need no API still render', async ({ page }) => {
    // Favourites live in the browser; the FAQ, once a placeholder, now reads the API (decision 013).
    const response = await page.goto(`${site.url}/ulubione`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ulubione oferty');
  });
});
