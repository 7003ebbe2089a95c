import { expect, type Page } from '@playwright/test';
import { test } from './support/test';

/**
 * Security headers and privacy (issue 8 "Headers and privacy"): what Mozilla's HTTP Observatory
 * grades, read from the running site, and a browser that sees no CSP violation and no third party.
 */

const PAGES = ['/', '/en', '/sprzedaz', '/blog', '/kontakt', '/nie-ma-takiej-strony'];

async function firstOfferPath(page: Page): Promise<string> {
  const response = await page.request.post('/api/classified', {
    data: { typeClassified: 1, itemsPerPage: 1 },
  });
  const { data } = (await response.json()) as { data: Array<{ id: number }> };
  return `/szczegoly_ogloszenia/${data[0]?.id}`;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

test.describe('security headers', () => {
  for (const path of PAGES) {
    test(`${path} carries a nonce-based CSP and the Observatory's headers`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const policy = directives(headers['content-security-policy'] ?? '');
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc.some((value) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(value))).toBe(true);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);

      const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    });
  }

  test('files, redirects and forwarded API answers carry the static headers too', async ({ request }) => {
    for (const path of ['/robots.txt', '/sprzedaz/', '/api/health']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers()['strict-transport-security'], path).toContain('max-age=31536000');
    }
  });

  test('every inline script carries this response nonce, which changes per response', async ({ request }) => {
    const nonces: string[] = [];
    for (const path of ['/', '/sprzedaz', '/']) {
      const response = await request.get(path);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
      nonces.push(nonce);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
      const executable = scripts.filter((attributes) => !attributes.includes('application/ld+json'));
      expect(executable.length).toBeGreaterThan(0);
      for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(new Set(nonces).size).toBe(3);
  });
});

test.describe('in the browser', () => {
  test('pages, the interactive map and client navigation run with no CSP violation and no third party', async ({
    page,
    baseURL,
  }) => {
    // Five page loads, the interactive map among them: more than one test's default time on a slow day.
    test.slow();
    const violations: string[] = [];
    const external: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:') && !url.startsWith('blob:'))
        external.push(url);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    await page.goto('/');
    await page.getByRole('button', { name: 'Pokaż mapę interaktywną' }).click();
    await expect(page.getByRole('region', { name: 'Interaktywna mapa ofert' })).toBeVisible();
    await page.goto(await firstOfferPath(page));
    await expect(page.locator('h1')).toBeVisible();
    await page.goto('/sprzedaz');
    await page
      .getByRole('link', { name: /Wynajem/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/wynajem$/);
    await page.goto('/en/blog');

    expect(violations).toEqual([]);
    expect(external).toEqual([]);
    // Only the site's own cookies, and none before a consent decision.
    expect(await page.context().cookies()).toEqual([]);
  });

  test('a script injected into the page is refused by the policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const holder = document.createElement('div');
      // What a stored XSS in rich text would try: an inline handler and an inline script element.
      holder.innerHTML = '<img src="x" onerror="window.__xss = 1">';
      document.body.append(holder);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return (window as unknown as { __xss?: number }).__xss ?? 0;
    });
    expect(ran).toBe(0);
    // The browser reports the refusal on the console, which may arrive after the evaluation returns.
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
