import { expect } from '@playwright/test';
import { decideConsent } from './support/shell';
import { test } from './support/test';

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

test.describe('each page declares title, description, canonical and hreflang', () => {
  const CASES: Array<{ path: string; title: string; canonical: string; pl?: string; en?: string }> = [
    {
      path: '/',
      title: 'Nieruchomości na sprzedaż i wynajem w całej Polsce',
      canonical: '/',
      pl: '/',
      en: '/en',
    },
    {
      path: '/pl/sprzedaz/mazowieckie',
      title: 'Nieruchomości na sprzedaż: mazowieckie | Nieruchomości — sprzedaż i wynajem',
      canonical: '/sprzedaz/mazowieckie',
      pl: '/sprzedaz/mazowieckie',
      en: '/en/sprzedaz/mazowieckie',
    },
    {
      path: '/en/kontakt',
      title: 'Contact | Property — for sale and for rent',
      canonical: '/en/kontakt',
      pl: '/kontakt',
      en: '/en/kontakt',
    },
    {
      path: '/en/for-developers',
      title: 'For intermediaries | Property — for sale and for rent',
      canonical: '/en/for-intermediaries',
      pl: '/pl/dla-posrednikow',
      en: '/en/for-intermediaries',
    },
    {
      path: '/aktualnosci/show/1',
      title:
        'Jesienna obniżka cen: wybrane nieruchomości nawet 20% taniej | Nieruchomości — sprzedaż i wynajem',
      canonical: '/aktualnosci/show/1',
      pl: '/aktualnosci/show/1',
      // Its English translation (the seed's item 2; decision 037).
      en: '/en/aktualnosci/show/2',
    },
  ];

  for (const c of CASES) {
    test(c.path, async ({ page, baseURL }) => {
      await page.goto(c.path);
      await expect(page).toHaveTitle(c.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      // The home page's URL is written without its trailing slash.
      const url = (path: string) => (path === '/' ? baseURL : `${baseURL}${path}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url(c.canonical) ?? '');
      const hreflang = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
      for (const [lang, path] of [
        ['pl', c.pl],
        ['en', c.en],
        ['x-default', c.pl],
      ] as const) {
        if (path === undefined) await expect(hreflang(lang)).toHaveCount(0);
        else await expect(hreflang(lang)).toHaveAttribute('href', url(path) ?? '');
      }
    });
  }

  test('theme colour and the Organization JSON-LD with the customer phone', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f16e00');
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: `${baseURL}/`,
      contactPoint: [
        { '@type': 'ContactPoint', telephone: '+48 22 000 00 00', contactType: 'customer service' },
      ],
    });
  });
});

test.describe('robots.txt, sitemap.xml and the manifest', () => {
  test('robots.txt allows the site and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/robots.txt`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /api/');
    // A search alert's sign-up page exists for every list path: crawlers keep out (and the link says nofollow).
    for (const path of ['/alerty/', '/pl/alerty/', '/en/alerts/', '/pl/podglad/']) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml lists the pages in both languages, every offer in both, and articles', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`${baseURL}/sitemap.xml`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/en',
      '/sprzedaz',
      '/en/sprzedaz',
      '/wynajem',
      '/en/wynajem',
      '/do_sprzedania_wkrotce',
      '/en/do_sprzedania_wkrotce',
      '/nowosci',
      '/faq',
      '/en/kontakt',
      '/aktualnosci',
      '/en/wydarzenia',
      '/blog',
      '/oferta_specjalna/promocje',
      '/en/oferta_specjalna/terytorialne',
      '/pl/o-nas',
      '/en/about-us',
      '/pl/dla-posrednikow',
      '/en/for-intermediaries',
      '/en/cookies-policy',
    ]) {
      expect(urls, path).toContain(`${baseURL}${path}`);
    }
    const offers = await request.post(`${baseURL}/api/classified`, { data: { itemsPerPage: 1 } });
    const { meta } = (await offers.json()) as { meta: { total: number } };
    expect(meta.total).toBeGreaterThan(0);
    expect(
      urls.filter((u) => /\/szczegoly_ogloszenia\/\d+$/.test(u ?? '') && !u?.includes('/en/')),
    ).toHaveLength(meta.total);
    expect(urls.filter((u) => u?.includes('/en/szczegoly_ogloszenia/'))).toHaveLength(meta.total);
    expect(urls.some((u) => /\/aktualnosci\/show\/\d+$/.test(u ?? ''))).toBe(true);
    expect(urls.some((u) => /\/en\/blog\/[\w-]+$/.test(u ?? ''))).toBe(true);
    expect(xml).toContain('hreflang="en"');
  });

  test('the manifest carries the theme colour', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/manifest.webmanifest`);
    expect(await response.json()).toMatchObject({ theme_color: '#f16e00', start_url: '/' });
  });
});
