import { expect } from '@playwright/test';
import { test } from './support/test';

test.describe('the site is wired to the API', () => {
  test('Polish home page renders content from the API with lang="pl"', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { name: 'Kim jesteśmy' })).toBeVisible();
  });

  test('English home page renders English content with lang="en"', async ({ page }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Who we are' })).toBeVisible();
  });

  test('the browser reaches the API on the same origin', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
  });

  test('an unmatched route answers 404 with the not-found text', async ({ page }) => {
    const response = await page.goto('/to-nie-istnieje/wcale');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
});

test('public pages load no back-office code or styles (the back office adds no bytes to them)', async ({
  page,
}) => {
  // Markers only the back office's bundles hold: its flash message's test id, the rich-text
  // editor's (Tiptap, ProseMirror) class name, and the skip link of its own style sheet.
  // Seven page loads, each until the network is quiet: a generous bound of its own for slow days.
  test.setTimeout(180_000);
  const scriptMarkers = ['bo-flash', 'ProseMirror'];
  const styleMarker = '.bo-skip';
  const bodies: Promise<{ url: string; type: string; text: string }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    // The bundles Next serves; not /sw.js, which registers after the first paint (decision 050) and
    // whose body the next navigation may drop.
    const bundle = new URL(response.url()).pathname.startsWith('/_next/static/');
    if (bundle && (type === 'script' || type === 'stylesheet')) {
      bodies.push(response.text().then((text) => ({ url: response.url(), type, text })));
    }
  });
  await page.goto('/sprzedaz', { waitUntil: 'networkidle' });
  const offerHref = await page.locator('.offer-tile__title a').first().getAttribute('href');
  expect(offerHref).toBeTruthy();
  for (const path of ['/', '/en', '/sprzedaz', offerHref ?? '', '/blog', '/kontakt']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  const loaded = await Promise.all(bodies);
  expect(loaded.filter((body) => body.type === 'script').length).toBeGreaterThan(5);
  const offending = loaded
    .filter((body) =>
      body.type === 'script'
        ? scriptMarkers.some((marker) => body.text.includes(marker))
        : body.text.includes(styleMarker),
    )
    .map((body) => body.url);
  expect(offending).toEqual([]);
});

test.describe('URL rules of SPEC §2', () => {
  const cases: Array<[string, number, string]> = [
    ['/sprzedaz?page=2', 302, '/sprzedaz'],
    ['/en/?x=1', 302, '/en'],
    ['/en/', 301, '/en'],
    ['/sprzedaz/', 301, '/sprzedaz'],
    ['//sprzedaz//mazowieckie', 301, '/sprzedaz/mazowieckie'],
  ];
  for (const [from, status, to] of cases) {
    test(`${from} -> ${status} ${to}`, async ({ request, baseURL }) => {
      // Absolute URL: a path starting with // would otherwise read as a host name.
      const response = await request.get(`${baseURL}${from}`, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to);
    });
  }
});
