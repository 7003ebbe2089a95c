import { type BrowserContext, expect } from '@playwright/test';
import { startExtraSite } from './support/extra-site';
import { dataLayerOf, decideConsent } from './support/shell';
import { test } from './support/test';

const DEFAULT = [
  'consent',
  'default',
  {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    security_storage: 'granted',
  },
];

const ALL = (value: 'granted' | 'denied') => ({
  ad_storage: value,
  analytics_storage: value,
  functionality_storage: value,
  personalization_storage: value,
  ad_user_data: value,
  ad_personalization: value,
});

const YEAR_S = 365 * 24 * 60 * 60;

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return Object.fromEntries(
    cookies
      .filter((c) => c.name.startsWith('consent'))
      .map((c) => [c.name, { value: c.value, expires: c.expires }]),
  );
}

/** The newest Consent Mode command: page_view events may land after it. */
function lastConsentCommand(layer: unknown[]) {
  return layer.filter((entry) => Array.isArray(entry) && entry[0] === 'consent').at(-1);
}

function expectYear(expires: number | undefined) {
  const left = (expires ?? 0) - Date.now() / 1000;
  expect(left).toBeGreaterThan(YEAR_S - 120);
  expect(left).toBeLessThan(YEAR_S + 120);
}

test.describe('the cookie dialog (SPEC §2, §4)', () => {
  test('shows on a first visit with the default already in the data layer', async ({ page, context }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Szanujemy Twoją prywatność' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Akceptuję wszystkie' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Odrzucam', exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Polityka cookies' })).toHaveAttribute(
      'href',
      '/pl/polityka-cookies',
    );
    await expect.poll(() => dataLayerOf(page)).toContainEqual(DEFAULT);
    const layer = await dataLayerOf(page);
    expect(layer[0]).toEqual(DEFAULT);
    expect(layer.filter((entry) => Array.isArray(entry) && entry[1] === 'update')).toEqual([]);
    expect(await consentCookies(context)).toEqual({});
  });

  test('accept all writes the five cookies for 365 days, pushes the update and hides', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Akceptuję wszystkie' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const cookies = await consentCookies(context);
    expect(Object.fromEntries(Object.entries(cookies).map(([name, c]) => [name, c.value]))).toEqual({
      consentCookie: '1',
      consentStatistics: 'true',
      consentMarketing: 'true',
      consentPreferencesy: 'true',
      consentNecessary: 'true',
    });
    for (const cookie of Object.values(cookies)) expectYear(cookie.expires);
    expect(lastConsentCommand(await dataLayerOf(page))).toEqual(['consent', 'update', ALL('granted')]);
  });

  test('decline sets every category to false and pushes everything denied', async ({ page, context }) => {
    await page.goto('/en');
    await page
      .getByRole('dialog', { name: 'We value your privacy' })
      .getByRole('button', { name: 'Decline' })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const cookies = await consentCookies(context);
    expect(Object.fromEntries(Object.entries(cookies).map(([name, c]) => [name, c.value]))).toEqual({
      consentCookie: '1',
      consentStatistics: 'false',
      consentMarketing: 'false',
      consentPreferencesy: 'false',
      consentNecessary: 'false',
    });
    for (const cookie of Object.values(cookies)) expectYear(cookie.expires);
    expect(lastConsentCommand(await dataLayerOf(page))).toEqual(['consent', 'update', ALL('denied')]);
  });

  test('details: accept-all and reject-all until a category is touched, then a save button', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Ustawienia' }).click();
    for (const name of ['Analityczne', 'Marketingowe', 'Personalizacyjne', 'Funkcjonalne']) {
      const group = dialog.getByRole('group', { name });
      await expect(group.getByRole('radio', { name: 'Akceptuję', exact: true })).not.toBeChecked();
      await expect(group.getByRole('radio', { name: 'Nie akceptuję' })).not.toBeChecked();
    }
    await expect(dialog.getByRole('button', { name: 'Akceptuję wszystkie' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Odrzucam wszystkie' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Zapisz wybór' })).toHaveCount(0);

    await dialog
      .getByRole('group', { name: 'Analityczne' })
      .getByRole('radio', { name: 'Akceptuję', exact: true })
      .check();
    const save = dialog.getByRole('button', { name: 'Zapisz wybór' });
    await expect(save).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Akceptuję wszystkie' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Odrzucam wszystkie' })).toHaveCount(0);

    await dialog
      .getByRole('group', { name: 'Marketingowe' })
      .getByRole('radio', { name: 'Nie akceptuję' })
      .check();
    await dialog
      .getByRole('group', { name: 'Personalizacyjne' })
      .getByRole('radio', { name: 'Nie akceptuję' })
      .check();
    await expect(save).toBeDisabled();
    await dialog
      .getByRole('group', { name: 'Funkcjonalne' })
      .getByRole('radio', { name: 'Akceptuję', exact: true })
      .check();
    await expect(save).toBeEnabled();
  });

  test('saving the details stores each choice and maps it to Consent Mode', async ({ page, context }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Ustawienia' }).click();
    await dialog
      .getByRole('group', { name: 'Analityczne' })
      .getByRole('radio', { name: 'Akceptuję', exact: true })
      .check();
    await dialog
      .getByRole('group', { name: 'Marketingowe' })
      .getByRole('radio', { name: 'Nie akceptuję' })
      .check();
    await dialog
      .getByRole('group', { name: 'Personalizacyjne' })
      .getByRole('radio', { name: 'Akceptuję', exact: true })
      .check();
    await dialog
      .getByRole('group', { name: 'Funkcjonalne' })
      .getByRole('radio', { name: 'Nie akceptuję' })
      .check();
    await dialog.getByRole('button', { name: 'Zapisz wybór' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const cookies = await consentCookies(context);
    expect(Object.fromEntries(Object.entries(cookies).map(([name, c]) => [name, c.value]))).toEqual({
      consentCookie: '1',
      consentStatistics: 'true',
      consentMarketing: 'false',
      consentPreferencesy: 'true',
      consentNecessary: 'false',
    });
    expect(lastConsentCommand(await dataLayerOf(page))).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        personalization_storage: 'granted',
        functionality_storage: 'denied',
      },
    ]);
  });

  test('the details view can go back to the summary', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Ustawienia' }).click();
    await expect(dialog.getByRole('group', { name: 'Analityczne' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Wróć' }).click();
    await expect(dialog.getByRole('group', { name: 'Analityczne' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Odrzucam', exact: true })).toBeVisible();
  });

  test('a returning visitor sees no dialog; the stored choice is pushed on every page load', async ({
    page,
    context,
    baseURL,
  }) => {
    await decideConsent(context, baseURL ?? '', {
      statistics: true,
      marketing: false,
      preferences: false,
      necessary: true,
    });
    const update = [
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        personalization_storage: 'denied',
        functionality_storage: 'granted',
      },
    ];
    for (const path of ['/', '/en/kontakt']) {
      await page.goto(path);
      const layer = await dataLayerOf(page);
      expect(layer.slice(0, 2)).toEqual([DEFAULT, update]);
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('the footer reopens the dialog with the stored choice', async ({ page, context, baseURL }) => {
    await decideConsent(context, baseURL ?? '', {
      statistics: true,
      marketing: true,
      preferences: false,
      necessary: false,
    });
    await page.goto('/kontakt');
    await page.getByRole('button', { name: 'Ustawienia cookies' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog
        .getByRole('group', { name: 'Marketingowe' })
        .getByRole('radio', { name: 'Akceptuję', exact: true }),
    ).toBeChecked();
    await expect(
      dialog.getByRole('group', { name: 'Personalizacyjne' }).getByRole('radio', { name: 'Nie akceptuję' }),
    ).toBeChecked();
    await dialog
      .getByRole('group', { name: 'Marketingowe' })
      .getByRole('radio', { name: 'Nie akceptuję' })
      .check();
    await dialog.getByRole('button', { name: 'Zapisz wybór' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'consentMarketing')?.value).toBe('false');
  });

  test('no tag manager loads without GTM_ID, whatever the choice', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('googletagmanager')) requests.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Akceptuję wszystkie' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('script#gtm-script')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

test.describe('page_view (SPEC §2: 250 ms after each route change)', () => {
  test('is pushed for the first page and 250 ms after a client-side navigation', async ({
    page,
    context,
    baseURL,
  }) => {
    await decideConsent(context, baseURL ?? '');
    await page.addInitScript(() => {
      // Timestamps of URL changes and of page_view pushes, read by the test.
      const w = window as unknown as { urlChangedAt: number[]; pageViewAt: number[]; dataLayer: unknown[] };
      w.urlChangedAt = [];
      w.pageViewAt = [];
      const pushState = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        w.urlChangedAt.push(performance.now());
        return pushState(...args);
      };
      w.dataLayer = [];
      const push = w.dataLayer.push.bind(w.dataLayer);
      w.dataLayer.push = (...items: unknown[]) => {
        for (const item of items) {
          if ((item as { event?: string }).event === 'page_view') w.pageViewAt.push(performance.now());
        }
        return push(...items);
      };
    });
    await page.goto('/');
    await expect
      .poll(async () =>
        (await dataLayerOf(page)).filter((e) => (e as { event?: string }).event === 'page_view'),
      )
      .toEqual([
        {
          event: 'page_view',
          page_path: '/',
          page_location: `${baseURL}/`,
          page_title: 'Nieruchomości na sprzedaż i wynajem w całej Polsce',
          page_language: 'pl',
        },
      ]);

    await page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('link', { name: 'Kontakt' })
      .click();
    await expect(page).toHaveURL(`${baseURL}/kontakt`);
    await expect
      .poll(async () =>
        (await dataLayerOf(page)).filter((e) => (e as { event?: string }).event === 'page_view').at(-1),
      )
      .toEqual({
        event: 'page_view',
        page_path: '/kontakt',
        page_location: `${baseURL}/kontakt`,
        page_title: 'Kontakt | Nieruchomości — sprzedaż i wynajem',
        page_language: 'pl',
      });
    const { changed, viewed } = await page.evaluate(() => {
      const w = window as unknown as { urlChangedAt: number[]; pageViewAt: number[] };
      return { changed: w.urlChangedAt.at(-1) ?? 0, viewed: w.pageViewAt.at(-1) ?? 0 };
    });
    // A timer never fires early, so the lower bound is exact. It fires late by however long the main
    // thread is busy rendering the new page, which depends on the machine: the upper bound only says
    // the push is one short delay after the change, not a second navigation or a reload later.
    expect(viewed - changed).toBeGreaterThanOrEqual(245);
    expect(viewed - changed).toBeLessThan(2500);
  });
});

test.describe('with GTM_ID configured', () => {
  let site: Awaited<ReturnType<typeof startExtraSite>>;

  test.beforeAll(async () => {
    site = await startExtraSite({ GTM_ID: 'GTM-TEST123' });
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test('the tag manager loads only after a choice that grants something', async ({ page }) => {
    const requests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      requests.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: 'window.gtmStub = true;' });
    });
    await page.goto(`${site.url}/faq`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('script#gtm-script')).toHaveCount(0);

    await page.getByRole('button', { name: 'Odrzucam', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('script#gtm-script')).toHaveCount(0);
    expect(requests).toEqual([]);

    await page.getByRole('button', { name: 'Ustawienia cookies' }).click();
    await page
      .getByRole('dialog')
      .getByRole('group', { name: 'Analityczne' })
      .getByRole('radio', { name: 'Akceptuję', exact: true })
      .check();
    await page.getByRole('dialog').getByRole('button', { name: 'Zapisz wybór' }).click();
    await expect(page.locator('script#gtm-script')).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
    );
    await expect.poll(() => requests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    // The consent update reached the data layer before the tag manager's start event.
    const layer = await dataLayerOf(page);
    const update = layer.findLastIndex((e) => Array.isArray(e) && e[1] === 'update');
    const start = layer.findIndex((e) => (e as { event?: string }).event === 'gtm.js');
    expect(update).toBeGreaterThan(0);
    expect(start).toBeGreaterThan(update);
  });
});
