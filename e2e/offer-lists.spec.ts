import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiTotal, priceValue, resultCount, tiles } from './support/offers';
import { decideConsent } from './support/shell';
import { test } from './support/test';

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

test.describe('list variants of SPEC §7: six per page, counts from the API', () => {
  const CASES = [
    { path: '/sprzedaz', body: { typeClassified: 1 }, count: /^\d+ ofert/ },
    { path: '/wynajem', body: { typeClassified: 2 }, count: /^\d+ ofert/ },
    { path: '/nowosci', body: { typeClassified: 1, isNew: 1 }, count: /^\d+ ofert/ },
    { path: '/do_sprzedania_wkrotce', body: { isInPreparation: 1 }, count: /^\d+ ofert/ },
    { path: '/en/sprzedaz', body: { typeClassified: 1 }, count: /^\d+ offers$/ },
  ];
  for (const { path, body, count } of CASES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const total = await apiTotal(page, body);
      await expect(page.getByTestId('results-count')).toHaveText(count);
      await expect(page.getByTestId('results-count')).toHaveAttribute('data-total', String(total));
      await expect(tiles(page)).toHaveCount(Math.min(6, total));
      await expect(page.getByRole('navigation', { name: /Strony wyników|Result pages/ })).toBeVisible();
    });
  }

  test('new offers all carry the new badge; in preparation lists its own', async ({ page }) => {
    await page.goto('/nowosci');
    await expect(tiles(page)).toHaveCount(6);
    await expect(page.locator('.offer-grid [data-badge="isNew"]')).toHaveCount(6);
  });
});

test.describe('rent list applies the typeProperty area rules', () => {
  const CASES = [
    { type: 1, rule: { 'areaRentalOffice[gte]': 1 } },
    { type: 4, rule: { 'areaRentalWarehouse[gte]': 1 } },
    { type: 7, rule: { 'areaRentalRetail[gte]': 1 } },
    {
      type: 8,
      rule: { 'areaRentalOffice[lte]': 1, 'areaRentalWarehouse[lte]': 1, 'areaRentalRetail[lte]': 1 },
    },
  ];
  for (const { type, rule } of CASES) {
    test(`type ${type}`, async ({ page }) => {
      await page.goto(`/wynajem/f/typeProperty=${type}`);
      const withRule = await apiTotal(page, { typeClassified: 2, typeProperty: type, ...rule });
      await expect(page.getByTestId('results-count')).toHaveAttribute('data-total', String(withRule));
      await expect(page.getByLabel('Rodzaj nieruchomości')).toHaveValue(String(type));
    });
  }

  test('the sale list has no such rule', async ({ page }) => {
    await page.goto('/sprzedaz/f/typeProperty=1');
    const total = await apiTotal(page, { typeClassified: 1, typeProperty: 1 });
    await expect(page.getByTestId('results-count')).toHaveAttribute('data-total', String(total));
    await expect(page.getByRole('radio', { name: 'Sprzedaż' })).toBeChecked();
  });
});

test.describe('voivodeship and city in the path', () => {
  test('/sprzedaz/mazowieckie lists offers of that voivodeship only', async ({ page }) => {
    await page.goto('/sprzedaz/mazowieckie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nieruchomości na sprzedaż: mazowieckie',
    );
    const total = await apiTotal(page, { typeClassified: 1, localizationVoivodeship: 14, isSpecialOffer: 0 });
    await expect(page.getByTestId('results-count')).toHaveAttribute('data-total', String(total));
    for (const address of await page.locator('.offer-tile__address').all()) {
      await expect(address).toContainText('mazowieckie');
    }
    await expect(page.getByLabel('Województwo')).toHaveValue('mazowieckie');
  });

  test('/sprzedaz/mazowieckie/warszawa lists Warsaw only, English too', async ({ page }) => {
    await page.goto('/en/sprzedaz/mazowieckie/warszawa');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Warszawa');
    const total = await apiTotal(page, {
      typeClassified: 1,
      localizationVoivodeship: 14,
      localizationTown: 'Warszawa',
      isSpecialOffer: 0,
    });
    await expect(page.getByTestId('results-count')).toHaveAttribute('data-total', String(total));
    await expect(tiles(page)).toHaveCount(Math.min(total, 6));
    for (const address of await page.locator('.offer-tile__address').all()) {
      await expect(address).toContainText('Warszawa');
    }
    await expect(page.getByLabel('Town')).toHaveValue('Warszawa');
  });

  test('an unknown voivodeship or town is a 404', async ({ page }) => {
    const response = await page.goto('/sprzedaz/mazowieckie/atlantyda');
    await expect.poll(() => response?.status()).toBe(404);
  });
});

test.describe('order, pagination and the empty result', () => {
  test('ordering by price keeps the path and sorts the tiles', async ({ page }) => {
    await page.goto('/sprzedaz');
    await page.getByLabel('Sortuj', { exact: true }).selectOption('price_asc');
    await expect(page).toHaveURL(/\/sprzedaz\/f\/order=price_asc$/);
    await expect(page.getByLabel('Sortuj', { exact: true })).toHaveValue('price_asc');
    const prices = (await page.getByTestId('offer-price').allTextContents()).map(priceValue);
    await expect.poll(() => prices.length).toBe(6);
    await expect.poll(() => [...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  test('pages are links with the page in the path', async ({ page }) => {
    await page.goto('/sprzedaz');
    const first = await tiles(page).first().getAttribute('data-offer-id');
    const pages = page.getByRole('navigation', { name: 'Strony wyników' });
    await pages.getByRole('link', { name: 'Strona 2' }).click();
    await expect(page).toHaveURL(/\/sprzedaz\/f\/page=2$/);
    await expect(pages.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    await expect(tiles(page)).toHaveCount(6);
    await expect(tiles(page).first()).not.toHaveAttribute('data-offer-id', String(first));
    await expect(page).toHaveTitle(/\(Strona 2\)/);
    await pages.getByRole('link', { name: 'Poprzednia strona' }).click();
    await expect(page).toHaveURL(/\/sprzedaz$/);
  });

  test('no match says so, in both languages', async ({ page }) => {
    await page.goto('/sprzedaz/f/price-gte=999999999');
    await expect(page.getByText('Brak wyników wyszukiwania')).toBeVisible();
    await expect(tiles(page)).toHaveCount(0);
    await page.goto('/en/wynajem/f/price-gte=999999999');
    await expect(page.getByText('No search results')).toBeVisible();
  });

  test('list pages declare canonical and alternates', async ({ page }) => {
    await page.goto('/wynajem/f/typeProperty=1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/wynajem\/f\/typeProperty%3D1$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/wynajem\/f\/typeProperty%3D1$/,
    );
  });
});

test.describe('search form', () => {
  async function search(page: Page) {
    await page.goto('/sprzedaz');
    const form = page.getByRole('form', { name: 'Wyszukiwarka nieruchomości' });
    await form.getByRole('radio', { name: 'Wynajem' }).check();
    await form.getByLabel('Województwo').selectOption('lodzkie');
    await form.getByLabel('Miejscowość').fill('Łódź');
    await form.getByText('Więcej filtrów').click();
    await form.getByLabel('Cena (zł) od').fill('1000');
    await form.getByLabel('Sortowanie').selectOption('price_desc');
    await form.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/wynajem\/lodzkie\/lodz\/f\/price-gte=1000;order=price_desc$/);
    return form;
  }

  test('submitting goes to the path; Back and a copied link restore the filters', async ({
    page,
    context,
  }) => {
    const form = await search(page);
    await expect(form.getByLabel('Miejscowość')).toHaveValue('Łódź');
    const total = await resultCount(page);
    const url = page.url();

    await page.goto('/kontakt');
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(form.getByRole('radio', { name: 'Wynajem' })).toBeChecked();
    await expect(form.getByLabel('Województwo')).toHaveValue('lodzkie');
    await expect(form.getByLabel('Cena (zł) od')).toHaveValue('1000');
    await expect(page.getByLabel('Sortuj', { exact: true })).toHaveValue('price_desc');

    const copied = await context.newPage();
    await copied.goto(url);
    await expect(copied.getByTestId('results-count')).toHaveAttribute('data-total', String(total));
    await expect(copied.getByLabel('Miejscowość')).toHaveValue('Łódź');
    await expect(copied.getByLabel('Cena (zł) od')).toHaveValue('1000');
    await copied.close();
  });

  test('without JavaScript the form posts to /szukaj, which answers 303 to the path', async ({ page }) => {
    const response = await page.request.post('/en/szukaj', {
      form: { typeClassified: 'sale', voivodeship: 'mazowieckie', town: 'Warszawa', isDiscount: '1' },
      maxRedirects: 0,
    });
    await expect.poll(() => response.status()).toBe(303);
    await expect
      .poll(() => response.headers().location)
      .toBe('/en/sprzedaz/mazowieckie/warszawa/f/isDiscount=1');
  });
});

test.describe('go to an offer by its number (issue 36)', () => {
  test('a number typed as the town opens that offer; an unknown one says so and keeps it', async ({
    page,
  }) => {
    await page.goto('/sprzedaz');
    const tile = tiles(page).first();
    const tipi = (await tile.getAttribute('data-tipi')) ?? '';
    const id = (await tile.getAttribute('data-offer-id')) ?? '';
    const title = (await tile.getByRole('heading').textContent())?.trim() ?? '';
    expect(tipi).toMatch(/\d/);

    const form = page.getByRole('form', { name: 'Wyszukiwarka nieruchomości' });
    await form.getByLabel('Miejscowość lub numer oferty').fill(` ${tipi.toLowerCase()} `);
    await form.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(new RegExp(`/szczegoly_ogloszenia/${id}(/|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.goto('/en/sprzedaz');
    const english = page.getByRole('form', { name: 'Property search' });
    await english.getByLabel('Town or offer number').fill('T99999');
    await english.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/szukaj\/numer\/T99999$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer no. T99999');
    await expect(page.getByRole('status')).toHaveText('We have no published offer numbered T99999.');
    await expect(page.getByLabel('Town or offer number')).toHaveValue('T99999');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
  });

  test('without JavaScript: /szukaj answers 303 to the number page, which redirects to the offer', async ({
    page,
  }) => {
    await page.goto('/sprzedaz');
    const tile = tiles(page).first();
    const tipi = (await tile.getAttribute('data-tipi')) ?? '';
    const id = (await tile.getAttribute('data-offer-id')) ?? '';
    const posted = await page.request.post('/szukaj', {
      form: { typeClassified: 'sale', voivodeship: 'mazowieckie', town: tipi },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    expect(posted.headers().location).toBe(`/szukaj/numer/${tipi}`);
    const number = await page.request.get(`/szukaj/numer/${tipi}`, { maxRedirects: 0 });
    expect(number.status()).toBe(307);
    expect(number.headers().location).toBe(`/szczegoly_ogloszenia/${id}`);
    const unknown = await page.request.get('/szukaj/numer/T99999');
    expect(unknown.status()).toBe(200);
    expect(await unknown.text()).toContain('Nie mamy opublikowanej oferty o numerze T99999.');
  });
});

test.describe('tiles', () => {
  test('three layouts, remembered after reload', async ({ page }) => {
    await page.goto('/sprzedaz');
    const results = page.locator('.offer-results');
    await expect(results).toHaveAttribute('data-view', 'grid3');
    for (const [name, view] of [
      ['Siatka, 6 kolumn', 'grid6'],
      ['Lista', 'list'],
      ['Siatka, 3 kolumny', 'grid3'],
    ] as const) {
      await page.getByRole('button', { name }).click();
      await expect(results).toHaveAttribute('data-view', view);
      await page.reload();
      await expect(results).toHaveAttribute('data-view', view);
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('gridView'))).toBe(view);
    }
  });

  test('the layout stays through client-side navigation between lists', async ({ page }) => {
    await page.goto('/sprzedaz');
    await page.getByRole('button', { name: 'Siatka, 6 kolumn' }).click();
    await page
      .getByRole('navigation', { name: 'Strony wyników' })
      .getByRole('link', { name: 'Strona 2' })
      .click();
    await expect(page).toHaveURL(/\/sprzedaz\/f\/page=2$/);
    await expect(page.locator('.offer-results')).toHaveAttribute('data-view', 'grid6');
    await page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('link', { name: 'Wynajem' })
      .click();
    await expect(page).toHaveURL(/\/wynajem$/);
    await expect(page.locator('.offer-results')).toHaveAttribute('data-view', 'grid6');
    await expect(page.getByRole('button', { name: 'Siatka, 6 kolumn' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the remembered layout is there before the first paint', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('gridView', 'list'));
    await page.goto('/sprzedaz', { waitUntil: 'commit' });
    await page.waitForSelector('.offer-results', { state: 'attached' });
    await expect(page.locator('.offer-results')).toHaveAttribute('data-view', 'list');
  });

  test('badges, formatted price and the struck-through old price', async ({ page }) => {
    await page.goto('/sprzedaz/f/isDiscount=1');
    const tile = tiles(page).first();
    await expect(tile.locator('[data-badge="isDiscount"]')).toHaveText('Przecena');
    await expect(tile.getByTestId('offer-price')).toHaveText(/^\d{1,3}(\u00a0\d{3})*\u00a0zł$/);
    await expect(tile.locator('del')).toHaveText(/^Poprzednia cena: \d{1,3}(\u00a0\d{3})*\u00a0zł$/);
    const [now, old] = [
      await tile.getByTestId('offer-price').textContent(),
      await tile.locator('del').textContent(),
    ];
    await expect.poll(() => priceValue(now ?? '') < priceValue(old ?? '')).toBe(true);
    for (const badge of ['isNew', 'isMakeOffer', 'isSold', 'isNewPrice']) {
      await page.goto(`/sprzedaz/f/${badge}=1`);
      await expect(tiles(page).first().locator(`[data-badge="${badge}"]`)).toBeVisible();
    }
    await page.goto('/en/sprzedaz/f/isNewPrice=1');
    await expect(tiles(page).first().locator('[data-badge="isNewPrice"]')).toHaveText('New price');
    await expect(tiles(page).first().getByTestId('offer-price')).toHaveText(/^PLN\u00a0\d{1,3}(,\d{3})*$/);
  });

  test('title links to the offer; share links show on hover and on focus', async ({ page }) => {
    await page.goto('/en/sprzedaz');
    const tile = tiles(page).first();
    const id = await tile.getAttribute('data-offer-id');
    await expect(tile.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      `/en/szczegoly_ogloszenia/${id}`,
    );
    const share = tile.locator('.offer-tile__share');
    await expect(share).toHaveCSS('opacity', '0');
    await tile.hover();
    await expect(share).toHaveCSS('opacity', '1');
    const facebook = tile.getByRole('link', { name: /^Share on Facebook/ });
    await expect(facebook).toHaveAttribute(
      'href',
      new RegExp(
        `^https://www\\.facebook\\.com/sharer/sharer\\.php\\?u=http%3A%2F%2F.+%2Fen%2Fszczegoly_ogloszenia%2F${id}$`,
      ),
    );
    await expect(tile.getByRole('link', { name: /^Share on X/ })).toHaveAttribute(
      'href',
      /^https:\/\/x\.com\//,
    );
    await expect(tile.getByRole('link', { name: /^Share on LinkedIn/ })).toHaveAttribute(
      'href',
      /linkedin\.com/,
    );
    await page.mouse.move(0, 0);
    await facebook.focus();
    await expect(share).toHaveCSS('opacity', '1');
  });

  test('photos are responsive, sized and lazy, and those in view load', async ({ page }) => {
    await page.goto('/sprzedaz');
    // The tiles' photos, not the "Brak zdjęcia" box of an offer without one (another spec may have
    // published such an offer, newest and so first, before this one runs).
    const photos = page.locator('img.offer-tile__photo');
    await expect(photos.first()).toHaveAttribute(
      'srcset',
      /-480\.webp 480w, .+-960\.webp 960w, .+-1600\.webp 1600w/,
    );
    await expect(photos.first()).toHaveAttribute('sizes', /.+/);
    await expect(photos.first()).toHaveAttribute('width', /\d+/);
    // Decision 041: no tile photo is preloaded ahead of the style sheets and scripts; the browser
    // fetches those near the view once the layout is known.
    await expect(photos.first()).toHaveAttribute('loading', 'lazy');
    // Every tile's photo, however many of the page's tiles have one (other specs publish offers
    // without photos, newest and so first).
    expect(
      await photos.evaluateAll((imgs) => imgs.filter((img) => img.getAttribute('loading') !== 'lazy').length),
    ).toBe(0);
    await expect(
      page.locator('head link[rel="preload"][as="image"][imagesrcset*="/media/offers/"]'),
    ).toHaveCount(0);
    await photos.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });
});

test('XLSX export of the current list downloads a spreadsheet', async ({ page }) => {
  await page.goto('/wynajem/mazowieckie');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz listę (XLSX)' }).click();
  const download = await downloading;
  await expect.poll(() => download.suggestedFilename()).toMatch(/^oferty-.+\.xlsx$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  await expect.poll(() => bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on a list at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sprzedaz/f/isDiscount=1');
    await page.getByText('Więcej filtrów').click();
    await tiles(page).first().hover();
    await expectNoAxeViolations(page);
  });
}

test('home: search form and the new, recommended and most-viewed sliders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('form', { name: 'Wyszukiwarka nieruchomości' })).toBeVisible();
  const newTotal = await apiTotal(page, { typeClassified: 1, isNew: 1 });
  await expect(page.getByTestId('home-new').locator('.offer-tile')).toHaveCount(Math.min(8, newTotal));
  await expect(page.getByTestId('home-new').locator('[data-badge="isNew"]')).toHaveCount(
    Math.min(8, newTotal),
  );
  const recommended = await apiTotal(page, { isRecommended: 1 });
  await expect(page.getByTestId('home-recommended').locator('.offer-tile')).toHaveCount(
    Math.min(6, recommended),
  );
  await expect(page.getByTestId('home-most-viewed').locator('.offer-tile')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Zobacz wszystkie' })).toHaveAttribute('href', '/nowosci');
  // The home form lands on the list path like the list's own form.
  const form = page.getByRole('form', { name: 'Wyszukiwarka nieruchomości' });
  await form.getByLabel('Województwo').selectOption('slaskie');
  await form.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/\/sprzedaz\/slaskie$/);
  await expect(page.getByLabel('Województwo')).toHaveValue('slaskie');
});
