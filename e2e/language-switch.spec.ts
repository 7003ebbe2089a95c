import { expect } from '@playwright/test';
import { decideConsent } from './support/shell';
import { test } from './support/test';

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

/**
 * SPEC §2 "Language switch mapping": [from, where the toggle leads, where that page sends the
 * visitor on when it is not the page itself (an item under the other prefix: its translation)].
 */
const PAIRS: Array<[string, string, string?]> = [
  // Same path under the other prefix: sale, rent, in preparation, news list, FAQ, contact, favourites.
  ['/sprzedaz', '/en/sprzedaz'],
  ['/en/sprzedaz', '/sprzedaz'],
  ['/sprzedaz/mazowieckie/warszawa', '/en/sprzedaz/mazowieckie/warszawa'],
  ['/wynajem', '/en/wynajem'],
  ['/en/wynajem/pomorskie', '/wynajem/pomorskie'],
  ['/do_sprzedania_wkrotce', '/en/do_sprzedania_wkrotce'],
  ['/en/do_sprzedania_wkrotce', '/do_sprzedania_wkrotce'],
  ['/aktualnosci', '/en/aktualnosci'],
  ['/en/aktualnosci', '/aktualnosci'],
  ['/faq', '/en/faq'],
  ['/en/faq', '/faq'],
  ['/kontakt', '/en/kontakt'],
  ['/en/kontakt', '/kontakt'],
  ['/ulubione', '/en/ulubione'],
  ['/en/ulubione', '/ulubione'],
  // Static pages by their pairs; the intermediaries page switches to for-developers.
  ['/pl/o-nas', '/en/about-us'],
  ['/en/about-us', '/pl/o-nas'],
  ['/pl/dla-posrednikow', '/en/for-developers'],
  ['/en/for-developers', '/pl/dla-posrednikow'],
  ['/en/for-intermediaries', '/pl/dla-posrednikow'],
  ['/pl/polityka-prywatnosci', '/en/privacy-policy'],
  ['/en/privacy-policy', '/pl/polityka-prywatnosci'],
  ['/pl/regulamin-serwisu', '/en/website-regulations'],
  ['/en/website-regulations', '/pl/regulamin-serwisu'],
  ['/pl/polityka-cookies', '/en/cookies-policy'],
  ['/en/cookies-policy', '/pl/polityka-cookies'],
  // News and event items keep their path, and the item page sends on to its translation (the
  // seed writes each item's Polish version, then its English one; decision 037).
  ['/aktualnosci/show/1', '/en/aktualnosci/show/1', '/en/aktualnosci/show/2'],
  ['/en/aktualnosci/show/2', '/aktualnosci/show/2', '/aktualnosci/show/1'],
  ['/wydarzenia/show/1', '/en/wydarzenia/show/1', '/en/wydarzenia/show/2'],
  ['/en/wydarzenia/show/2', '/wydarzenia/show/2', '/wydarzenia/show/1'],
  // Special offers keep their type.
  ['/oferta_specjalna/promocje', '/en/oferta_specjalna/promocje'],
  ['/oferta_specjalna/terytorialne/3', '/en/oferta_specjalna/terytorialne'],
  ['/en/oferta_specjalna/typy-nieruchomosci/2', '/oferta_specjalna/typy-nieruchomosci'],
  // Blog articles keep their path (the article page then sends it to its translation, below);
  // offer details, blog and events lists stay on the same page.
  ['/en/blog/some-post', '/blog/some-post'],
  ['/szczegoly_ogloszenia/1/2/T00001', '/en/szczegoly_ogloszenia/1/2/T00001'],
  ['/blog', '/en/blog'],
  ['/wydarzenia', '/en/wydarzenia'],
  // Any other page goes home.
  ['/', '/en'],
  ['/en', '/'],
  ['/nowosci', '/en'],
  ['/en/nowosci', '/'],
  ['/to/nie/istnieje', '/en'],
];

test.describe('the language toggle follows SPEC §2', () => {
  for (const [from, to, landing = to] of PAIRS) {
    test(`${from} -> ${to}`, async ({ page, baseURL }) => {
      await page.goto(from);
      const toggle = page.locator('.lang-toggle__link');
      await expect(toggle).toHaveAttribute('href', to);
      await toggle.click();
      await expect(page).toHaveURL(`${baseURL}${landing}`);
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        to === '/en' || to.startsWith('/en/') ? 'en' : 'pl',
      );
    });
  }
});

test('a blog article’s switch and hreflang land on its translation, and back (issue 18)', async ({
  page,
  baseURL,
}) => {
  const pl = '/blog/jak-kupic-dawna-centrale-telefoniczna-7-krokow';
  const en = '/en/blog/how-to-buy-a-former-telephone-exchange-in-7-steps';
  await page.goto(pl);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${baseURL}${en}`,
  );
  await page.locator('.lang-toggle__link').click();
  await expect(page).toHaveURL(`${baseURL}${en}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute(
    'href',
    `${baseURL}${pl}`,
  );
  await page.locator('.lang-toggle__link').click();
  await expect(page).toHaveURL(`${baseURL}${pl}`);
});

test('the toggle offers only the other language: switching to the current one does nothing', async ({
  page,
}) => {
  await page.goto('/kontakt');
  await expect(page.locator('.lang-toggle__link')).toHaveAttribute('hreflang', 'en');
  await expect(page.locator('.lang-toggle a[hreflang="pl"]')).toHaveCount(0);
  await expect(page.locator('.lang-toggle__current')).toContainText('PL');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the toggle is a real link rendered by the server', async ({ page, baseURL }) => {
    await page.goto('/sprzedaz/mazowieckie');
    await page.locator('.lang-toggle__link').click();
    await expect(page).toHaveURL(`${baseURL}/en/sprzedaz/mazowieckie`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property for sale: Masovian');
  });
});

test('the toggle follows client-side navigation', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(`${baseURL}/kontakt`);
  await expect(page.locator('.lang-toggle__link')).toHaveAttribute('href', '/en/kontakt');
});
