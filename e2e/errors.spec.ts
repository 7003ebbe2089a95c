import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
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

// Issue 32, decision 049: Next 16 answers a notFound() thrown while a page renders with an empty
// `<html id="__next_error__">` document; every kind of 404 must be the whole page in the HTML itself.
const MISSING = [
  { kind: 'unmatched route', path: '/nie-ma-takiej-strony', lang: 'pl' },
  { kind: 'unmatched route', path: '/en/no-such-page/at/all', lang: 'en' },
  { kind: 'offer', path: '/szczegoly_ogloszenia/999999', lang: 'pl' },
  { kind: 'offer', path: '/en/szczegoly_ogloszenia/999999', lang: 'en' },
  { kind: 'offer list of an unknown voivodeship', path: '/sprzedaz/nieznane', lang: 'pl' },
  { kind: 'news item', path: '/aktualnosci/show/999999', lang: 'pl' },
  { kind: 'event', path: '/en/wydarzenia/show/999999', lang: 'en' },
  { kind: 'blog post', path: '/blog/nie-ma-takiego-wpisu', lang: 'pl' },
  { kind: 'blog post', path: '/en/blog/no-such-post', lang: 'en' },
  { kind: 'content page', path: '/en/no-such-page', lang: 'en' },
  { kind: 'the 404 page asked for directly', path: '/nie_znaleziono', lang: 'pl' },
] as const;

const TEXTS = {
  pl: {
    message: 'Przykro nam, ale pod wskazanym adresem nie mamy nieruchomości.',
    sale: '<a href="/sprzedaz">nieruchomości na sprzedaż</a>',
    promotions: '<a href="/oferta_specjalna/promocje">promocje</a>',
    home: '>Wróć na stronę główną</a>',
    menu: 'aria-label="Menu główne"',
  },
  en: {
    message: 'We are sorry, but the page you are looking for was not found.',
    sale: '<a href="/en/sprzedaz">property for sale</a>',
    promotions: '<a href="/en/oferta_specjalna/promocje">promotions</a>',
    home: '>Back to the home page</a>',
    menu: 'aria-label="Main menu"',
  },
} as const;

test.describe('every 404 is server-rendered HTML (issue 32, decision 049)', () => {
  for (const { kind, path, lang } of MISSING) {
    test(`${kind} ${path}: status 404, the texts, header, footer and style sheet in the HTML`, async ({
      request,
    }) => {
      const texts = TEXTS[lang];
      // Twice: the page cache must neither keep the 404 nor answer it as a 200 the second time.
      for (const round of [1, 2]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), `round ${round}`).toBe(404);
        expect(response.headers()['content-type']).toContain('text/html');
        const html = await response.text();
        expect(html).not.toContain('__next_error__');
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
        expect(html).toMatch(/<h1 class="error-page__title">[^<]*<\/h1>/);
        expect(html).toContain(`<h1 class="error-page__title">${texts.message}</h1>`);
        expect(html).toContain('<p class="error-page__text" lang="en">This page could not be found</p>');
        expect(html).toContain(texts.sale);
        expect(html).toContain(texts.promotions);
        expect(html).toContain(texts.home);
        expect(html).toContain('<header class="site-header');
        expect(html).toContain(texts.menu);
        expect(html).toContain('<footer class="site-footer"');
        expect(html).toMatch(/<meta name="robots" content="noindex/);
      }
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a missing offer shows the whole page, styled', async ({ page }) => {
      const response = await page.goto('/szczegoly_ogloszenia/999999');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.pl.message);
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute(
        'href',
        '/',
      );
      // The style sheet applied: the footer is laid out by it, not the browser's default block.
      expect(await page.locator('footer').evaluate((footer) => getComputedStyle(footer).display)).not.toBe(
        'inline',
      );
      await expect(page).toHaveTitle(/Nie znaleziono strony/);
    });

    test('a missing English blog post', async ({ page }) => {
      const response = await page.goto('/en/blog/no-such-post');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.en.message);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    });
  });

  test('with JavaScript the page hydrates at the address asked for, without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/en/szczegoly_ogloszenia/999999');
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/en/szczegoly_ogloszenia/999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.en.message);
    // The header's menu works after hydration: a client navigation from the 404 page.
    await page.locator('main').getByRole('link', { name: 'property for sale' }).click();
    await expect(page).toHaveURL(/\/en\/sprzedaz$/);
    expect(errors).toEqual([]);
  });

  test('the 404 page passes axe', async ({ page }) => {
    await page.goto('/aktualnosci/show/999999');
    await expectNoAxeViolations(page);
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
