import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { tiles } from './support/offers';
import { decideConsent, waitForHydration } from './support/shell';
import { test } from './support/test';

// Issue 33 (decision 050): what a first visit makes a slow phone do besides showing the page.

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

for (const path of ['/', '/en/offline', '/sprzedaz']) {
  test(`${path}: the load fetches no other page in advance and no logo file`, async ({ page }) => {
    const prefetches: string[] = [];
    const logos: string[] = [];
    page.on('request', (request) => {
      const headers = request.headers();
      if (headers.rsc || headers['next-router-prefetch']) prefetches.push(request.url());
      if (/\/logo(-inverse)?\.svg$/.test(request.url())) logos.push(request.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    // The menu's and footer's links would be prefetched as they enter the viewport; scrolled to the
    // end, every link of the shell has been in view once.
    await page.keyboard.press('End');
    await page.waitForLoadState('networkidle');
    expect(prefetches).toEqual([]);
    expect(logos).toEqual([]);
  });
}

test('the logo is drawn in the page, named in both places, and its link still navigates in place', async ({
  page,
}) => {
  await page.goto('/kontakt');
  await waitForHydration(page);
  const home = page.getByRole('banner').getByRole('link', { name: 'Strona główna' });
  await expect(home.getByRole('img', { name: 'Strona główna' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('img', { name: 'Nieruchomości' })).toBeAttached();
  // A client-side navigation keeps the document: a mark set on it survives the click.
  await page.evaluate(() => {
    (window as { keptDocument?: boolean }).keptDocument = true;
  });
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { keptDocument?: boolean }).keptDocument)).toBe(true);
});

for (const path of ['/', '/en', '/sprzedaz', '/kontakt']) {
  test(`${path}: the server's HTML holds the whole page in place, readable without scripts`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    // React's server renderer may send a part of the page after the rest, in a hidden element a
    // script moves into place (`<!--$?-->`, `<div hidden id="S:…">`): without JavaScript that part
    // would never show (decision 050).
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).toContain('<footer class="site-footer"');
  });
}

/**
 * Counts the Intl number and date formatters the page makes in the browser: a browser's first one
 * costs about 350 ms on a slow phone (ICU's data; issue 33), so neither a load nor a first tap may
 * make one. Prices and areas are formatted on the server.
 */
async function countIntlFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as { intlFormatters?: string[] }).intlFormatters = made;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Original = Intl[name];
      const Counted = function (this: unknown, ...args: unknown[]) {
        made.push(`${name}(${JSON.stringify(args)})`);
        return new (Original as new (...a: unknown[]) => object)(...args);
      };
      Counted.prototype = Original.prototype;
      Object.assign(Counted, { supportedLocalesOf: Original.supportedLocalesOf });
      (Intl as Record<string, unknown>)[name] = Counted;
    }
  });
}

function intlFormatters(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as { intlFormatters?: string[] }).intlFormatters ?? []);
}

test('no page load and no first favourite makes an Intl formatter in the browser', async ({ page }) => {
  // Six page loads, each waited on until hydrated: more than one test's time on a slow day.
  test.slow();
  await countIntlFormatters(page);
  await page.goto('/sprzedaz');
  await waitForHydration(page);
  const id = await tiles(page).nth(0).getAttribute('data-offer-id');
  for (const path of [
    '/',
    '/en',
    '/en/sprzedaz',
    `/szczegoly_ogloszenia/${id}`,
    `/en/szczegoly_ogloszenia/${id}`,
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await intlFormatters(page), path).toEqual([]);
  }
  // The header's count then reads "(1 saved offer)" to screen readers: plural words around the bare
  // number, no number formatting. (The favourites page does format prices in the browser: it draws
  // its tiles from what this browser stored.)
  await page
    .locator('.offer-page__actions')
    .getByRole('button', { name: /^Add to favourites/ })
    .click();
  await expect(page.locator('.favourites-link__count')).toHaveAttribute('data-count', '1');
  await expect(page.getByRole('banner').getByText('(1 saved offer)')).toBeAttached();
  expect(await intlFormatters(page)).toEqual([]);
});

// Decision 050 "Client messages per page": a page's payload carries the texts its client components
// read; the forms' error texts (6 KB of the 18 KB every page carried) come with a form's check.
for (const path of ['/', '/en/offline', '/kontakt', '/en/sprzedaz']) {
  test(`${path}: the page's payload carries no form error texts, no back-office texts, no catalogue`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('self.__next_f.push');
    // The codes' namespace and two of its texts, in both languages.
    // (A boolean each: a failure would otherwise print the whole page.) The newsletter form's own
    // words beyond what the server rendered load with the form too.
    for (const text of [
      'errorCodes',
      'To pole jest wymagane.',
      'This field is required.',
      'backOffice',
      'alreadySubscribed',
    ])
      expect(html.includes(text), text).toBe(false);
  });
}

test("a form fetches its error texts on its first focus, not before, and shows them in the page's language", async ({
  page,
}) => {
  const fetched: string[] = [];
  const cacheControl: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/form-texts/')) fetched.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    if (response.url().includes('/form-texts/')) cacheControl.push(response.headers()['cache-control'] ?? '');
  });
  // The build's id, which names the texts' URL (decision 050 "The forms' texts' URL names the build").
  const build = /^\/form-texts\/([\w-]+)\/(pl|en)\.json$/;
  for (const [lang, path, error] of [
    ['pl', '/kontakt', 'Podaj poprawny adres e-mail.'],
    ['en', '/en/kontakt', 'Enter a valid e-mail address.'],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    expect(fetched.length).toBe(lang === 'pl' ? 0 : 1);
    const field = page.locator('#contact-email');
    await field.fill('jan@');
    await field.blur();
    await expect(field).toHaveAttribute('aria-describedby', 'contact-email-error');
    await expect(page.locator('#contact-email-error')).toHaveText(error);
    expect(build.exec(fetched.at(-1) ?? '')?.[2]).toBe(lang);
  }
  const [first, second] = fetched.map((path) => build.exec(path)?.[1]);
  expect(first).toBeTruthy();
  expect(second).toBe(first);
  await expect.poll(() => cacheControl).toEqual(Array(2).fill('public, max-age=31536000, immutable'));
  // Another build's address is not found and not cached, so no browser keeps texts under it.
  const old = await page.request.get('/form-texts/build-old/pl.json');
  expect(old.status()).toBe(404);
  expect(old.headers()['cache-control']).not.toContain('immutable');
});

test('the home page draws its later sections and the footer links only as they come near the view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await waitForHydration(page);
  // Chromium skips the style, layout and paint of a `content-visibility: auto` part away from the
  // view (decision 050); `checkVisibility` with `contentVisibilityAuto` reports what such a part
  // holds as not drawn, while it stays in the page for search, links and assistive technology.
  const drawn = (selector: string) =>
    page
      .locator(`${selector} > *`)
      .last()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  for (const selector of ['.offer-slider', '.home-faq', '.sales-tiles', '.site-footer__main'])
    expect(await drawn(selector), selector).toBe(false);
  const mostViewed = page.getByRole('heading', { name: 'Najczęściej oglądane' });
  await expect(mostViewed).toBeAttached();
  await mostViewed.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn('.offer-slider')).toBe(true);
  await expect(mostViewed).toBeVisible();
  await page.keyboard.press('End');
  await expect.poll(() => drawn('.site-footer__main')).toBe(true);
  await expect(page.getByRole('contentinfo').getByRole('heading').first()).toBeVisible();
});

test('the sale list draws its tiles and map only as they come near the view', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/sprzedaz');
  await waitForHydration(page);
  // A phone's first view ends in the search form: the tiles and the map below it wait, skipped by
  // `content-visibility: auto` (decision 050), but for the first two tiles, within the margin that
  // Chromium draws around the view (about a viewport's height); each is drawn once scrolled to.
  const drawn = (item: Locator) =>
    item
      .locator('> *')
      .last()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  const items = page.locator('.offer-results .offer-grid__item');
  expect(await items.count()).toBeGreaterThan(3);
  const map = page.locator('.offer-list-page__map');
  for (const part of [items.nth(2), items.last(), map]) expect(await drawn(part)).toBe(false);
  const last = tiles(page).last();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(items.last())).toBe(true);
  await expect(last.getByRole('heading')).toBeVisible();
  await expect(map.getByRole('heading')).toBeAttached();
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(map)).toBe(true);
  await expect(map.getByRole('heading')).toBeVisible();
});

/**
 * Opens `path` on a 412 x 823 phone as Chromium may paint it while its HTML is still being parsed:
 * the server's own HTML cut before the first element with `cutBefore` in its class (the parser
 * closes what is open), scripts off, no consent cookie. With `cutBefore` null, the whole page.
 */
async function partlyParsed(browser: Browser, baseURL: string, path: string, cutBefore: string | null) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const at = cutBefore === null ? html.length : html.lastIndexOf('<', html.indexOf(`class="${cutBefore}`));
    expect(at, `${cutBefore} in the HTML`).toBeGreaterThan(0);
    // The body is sent as text: the original's encoding and length no longer apply.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => !['content-encoding', 'content-length'].includes(name),
      ),
    );
    await route.fulfill({ status: response.status(), headers, body: html.slice(0, at) });
  });
  await page.goto(path);
  return { page, close: () => context.close() };
}

// Decision 050 "Layout shifts during parsing": in one Lighthouse run of three the footer of
// `/offline` moved up 189 px (0.126) and the cookie dialog moved on `/`, each drawn in a paint
// before the parser had reached their end.
test('a short page painted before its footer is parsed does not pin the half footer to the bottom', async ({
  browser,
  baseURL,
}) => {
  const whole = await partlyParsed(browser, baseURL ?? '', '/en/offline', null);
  const top = await whole.page
    .locator('footer.site-footer')
    .evaluate((footer) => footer.getBoundingClientRect().top);
  await whole.close();
  // Cut at the newsletter's start: its form, the footer's links and bottom row still to come.
  const cut = await partlyParsed(browser, baseURL ?? '', '/en/offline', 'container newsletter__inner');
  const footer = cut.page.locator('footer.site-footer');
  await expect(footer.locator('.newsletter')).toBeAttached();
  expect(await footer.evaluate((element) => element.getBoundingClientRect().top)).toBe(top);
  await cut.close();
});

test('the cookie dialog is not painted until the parser has passed it', async ({ browser, baseURL }) => {
  const cut = await partlyParsed(browser, baseURL ?? '', '/', 'consent__actions');
  await expect(cut.page.locator('.consent__text')).toBeAttached();
  await expect(cut.page.getByRole('dialog')).toBeHidden();
  await cut.close();
  const whole = await partlyParsed(browser, baseURL ?? '', '/', null);
  await expect(
    whole.page.getByRole('dialog').getByRole('button', { name: 'Akceptuję wszystkie' }),
  ).toBeVisible();
  await whole.close();
});

for (const viewport of [
  { width: 412, height: 823 },
  { width: 800, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`the footer's links keep, drawn, the height they had until drawn at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForHydration(page);
    // `contain-intrinsic-size` is the content box: a guess that forgot the padding made the page 97
    // px longer until the footer was drawn (decision 050 "Layout shifts during parsing").
    const links = page.locator('.site-footer__main');
    const drawn = () =>
      links
        .locator('> *')
        .last()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const height = () => links.evaluate((element) => element.getBoundingClientRect().height);
    expect(await drawn()).toBe(false);
    const guessed = await height();
    await page.keyboard.press('End');
    await expect.poll(drawn).toBe(true);
    const drawnHeight = await height();
    expect(
      Math.abs(drawnHeight - guessed),
      `${guessed} px until drawn, ${drawnHeight} px drawn`,
    ).toBeLessThanOrEqual(2);
  });
}
