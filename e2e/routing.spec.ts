import { expect } from '@playwright/test';
import { decideConsent } from './support/shell';
import { test } from './support/test';

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

/** Every route of SPEC §2, each in both languages, with the heading it shows. */
const ROUTES: Array<[string, string, string, string]> = [
  // [Polish path, Polish heading, English path, English heading]
  [
    '/',
    'Nieruchomości na sprzedaż i wynajem w całej Polsce',
    '/en',
    'Property for sale and for rent all over Poland',
  ],
  ['/aktualnosci', 'Aktualności', '/en/aktualnosci', 'News'],
  // Without an id: the list (decision 013). Items and articles show their own titles (seeded data).
  ['/aktualnosci/show', 'Aktualności', '/en/aktualnosci/show', 'News'],
  [
    '/aktualnosci/show/1',
    'Jesienna obniżka cen: wybrane nieruchomości nawet 20% taniej',
    '/en/aktualnosci/show/2',
    'Autumn price cut: selected properties up to 20% cheaper',
  ],
  ['/blog', 'Blog', '/en/blog', 'Blog'],
  [
    '/blog/jak-kupic-dawna-centrale-telefoniczna-7-krokow',
    'Jak kupić dawną centralę telefoniczną – 7 kroków',
    '/en/blog/how-to-buy-a-former-telephone-exchange-in-7-steps',
    'How to buy a former telephone exchange in 7 steps',
  ],
  [
    '/do_sprzedania_wkrotce',
    'Nieruchomości w przygotowaniu',
    '/en/do_sprzedania_wkrotce',
    'Property in preparation',
  ],
  ['/faq', 'Najczęściej zadawane pytania', '/en/faq', 'Frequently asked questions'],
  ['/kontakt', 'Kontakt', '/en/kontakt', 'Contact'],
  ['/nowosci', 'Nowe oferty', '/en/nowosci', 'New offers'],
  ['/sprzedaz', 'Nieruchomości na sprzedaż', '/en/sprzedaz', 'Property for sale'],
  // List headings name the place in the path.
  [
    '/sprzedaz/mazowieckie',
    'Nieruchomości na sprzedaż: mazowieckie',
    '/en/sprzedaz/mazowieckie',
    'Property for sale: Masovian',
  ],
  [
    '/sprzedaz/mazowieckie/warszawa',
    'Nieruchomości na sprzedaż: Warszawa, mazowieckie',
    '/en/sprzedaz/slaskie/katowice',
    'Property for sale: Katowice, Silesian',
  ],
  ['/wynajem', 'Nieruchomości na wynajem', '/en/wynajem', 'Property for rent'],
  [
    '/wynajem/pomorskie/gdansk',
    'Nieruchomości na wynajem: Gdańsk, pomorskie',
    '/en/wynajem/pomorskie',
    'Property for rent: Pomeranian',
  ],
  // The offer page's heading is the offer's title (seeded offer 1).
  [
    '/szczegoly_ogloszenia/1',
    'Budynek dawnej centrali telefonicznej, 248 m², Złotoryja',
    '/en/szczegoly_ogloszenia/1',
    'Former telephone exchange building, 248 m², Złotoryja',
  ],
  [
    '/szczegoly_ogloszenia/1/2/T00001',
    'Budynek dawnej centrali telefonicznej, 248 m², Złotoryja',
    '/en/szczegoly_ogloszenia/1/2',
    'Former telephone exchange building, 248 m², Złotoryja',
  ],
  ['/ulubione', 'Ulubione oferty', '/en/ulubione', 'Favourite offers'],
  ['/wydarzenia', 'Wydarzenia', '/en/wydarzenia', 'Events'],
  [
    '/wydarzenia/show/1',
    'Spotkanie z pośrednikami nieruchomości',
    '/en/wydarzenia/show/2',
    'Meeting for estate agents',
  ],
  ['/oferta_specjalna/promocje', 'Promocje', '/en/oferta_specjalna/promocje', 'Promotions'],
  [
    '/oferta_specjalna/typy-nieruchomosci',
    'Typy nieruchomości',
    '/en/oferta_specjalna/typy-nieruchomosci',
    'Property types',
  ],
  // A group's page is headed by the group's name (seeded territorial group 8).
  [
    '/oferta_specjalna/terytorialne/8',
    'Nieruchomości na Dolnym Śląsku',
    '/en/oferta_specjalna/terytorialne/8',
    'Property in Lower Silesia',
  ],
  ['/sprzedaz/f/page=2', 'Nieruchomości na sprzedaż', '/en/wynajem/f/typeProperty=1', 'Property for rent'],
];

test.describe('every route of SPEC §2 in both languages', () => {
  for (const [plPath, plHeading, enPath, enHeading] of ROUTES) {
    test(`${plPath} and ${enPath}`, async ({ page }) => {
      const pl = await page.goto(plPath);
      expect(pl?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(plHeading);

      const en = await page.goto(enPath);
      expect(en?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(enHeading);
    });
  }

  test('Polish routes also answer under /pl', async ({ page }) => {
    for (const path of ['/pl', '/pl/sprzedaz/mazowieckie', '/pl/kontakt', '/pl/oferta_specjalna/promocje']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promocje');
  });
});

test.describe('content pages from /api/page', () => {
  const PAGES: Array<[string, string]> = [
    ['/pl/o-nas', 'O nas'],
    ['/o-nas', 'O nas'],
    ['/pl/dla-posrednikow', 'Dla pośredników'],
    ['/pl/polityka-prywatnosci', 'Polityka prywatności'],
    ['/pl/regulamin-serwisu', 'Regulamin serwisu'],
    ['/pl/polityka-cookies', 'Polityka cookies'],
    ['/en/about-us', 'About us'],
    ['/en/for-intermediaries', 'For intermediaries'],
    ['/en/for-developers', 'For intermediaries'],
    ['/en/privacy-policy', 'Privacy policy'],
    ['/en/website-regulations', 'Website regulations'],
    ['/en/cookies-policy', 'Cookies policy'],
  ];
  for (const [path, title] of PAGES) {
    test(`${path} shows "${title}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('.prose h2').first()).toBeVisible();
    });
  }

  test('both English readings of the intermediaries page declare one canonical URL', async ({
    page,
    baseURL,
  }) => {
    for (const path of ['/en/for-developers', '/en/for-intermediaries']) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}/en/for-intermediaries`,
      );
    }
  });

  test('the footer links every static page in each language, intermediaries as for-intermediaries', async ({
    page,
  }) => {
    await page.goto('/en');
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['About us', '/en/about-us'],
      ['For intermediaries', '/en/for-intermediaries'],
      ['Privacy policy', '/en/privacy-policy'],
      ['Website regulations', '/en/website-regulations'],
      ['Cookies policy', '/en/cookies-policy'],
    ] as Array<[string, string]>) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await page.goto('/');
    for (const [name, href] of [
      ['O nas', '/pl/o-nas'],
      ['Dla pośredników', '/pl/dla-posrednikow'],
      ['Polityka prywatności', '/pl/polityka-prywatnosci'],
      ['Regulamin serwisu', '/pl/regulamin-serwisu'],
      ['Polityka cookies', '/pl/polityka-cookies'],
    ] as Array<[string, string]>) {
      await expect(page.locator('footer').getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  test('content HTML is sanitised', async ({ page }) => {
    await page.goto('/pl/o-nas');
    await expect(page.locator('.prose script')).toHaveCount(0);
    await expect(page.locator('.prose [onclick], .prose [onerror]')).toHaveCount(0);
  });
});

test.describe('unmatched routes answer 404 with the not-found page', () => {
  const MISSES = [
    '/to-nie-istnieje',
    '/to-nie-istnieje/wcale',
    '/en/no-such-page',
    '/de/sprzedaz',
    '/sprzedaz/atlantyda',
    '/sprzedaz/mazowieckie/nie-ma-miasta',
    '/oferta_specjalna/nieznany-typ',
    '/szczegoly_ogloszenia',
    '/faq/extra',
  ];
  for (const path of MISSES) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    });
  }

  test('a page’s slug of the other language sends on to its translation (decision 037)', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/en/o-nas');
    await expect(page).toHaveURL(`${baseURL}/en/about-us`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('URL rules of SPEC §2 with their statuses', () => {
  const cases: Array<[string, number, string]> = [
    ['/kontakt?utm_source=x', 302, '/kontakt'],
    ['/?a=1', 302, '/'],
    ['/en/sprzedaz/mazowieckie?page=2', 302, '/en/sprzedaz/mazowieckie'],
    ['/pl/o-nas/?x=1', 302, '/pl/o-nas'],
    ['/en/', 301, '/en'],
    ['/kontakt/', 301, '/kontakt'],
    ['/pl/o-nas/', 301, '/pl/o-nas'],
    ['//en//faq', 301, '/en/faq'],
    ['/sprzedaz///mazowieckie/', 301, '/sprzedaz/mazowieckie'],
  ];
  for (const [from, status, to] of cases) {
    test(`${from} -> ${status} ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(`${baseURL}${from}`, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to);
      expect(new URL(response.headers().location ?? '', 'http://x').search).toBe('');
    });
  }

  test('the root is not redirected', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});
