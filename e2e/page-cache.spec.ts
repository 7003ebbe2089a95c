import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { test } from './support/test';

/**
 * The site's page cache (decision 016): a page is rendered once and answered from memory for a
 * while, each answer with a nonce of its own; error pages are never kept; answers are compressed.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function nonceOf(policy: string | undefined): string {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? '';
}

test('a page answered twice is rendered once, and each answer has its own nonce', async ({ request }) => {
  await request.get('/en/faq');
  const first = await request.get('/en/faq');
  const second = await request.get('/en/faq');
  expect(first.headers()['x-page-cache']).toBe('hit');
  expect(second.headers()['x-page-cache']).toBe('hit');

  const answers = [first, second];
  const nonces = answers.map((answer) => nonceOf(answer.headers()['content-security-policy']));
  expect(nonces[0]).not.toBe('');
  expect(nonces[0]).not.toBe(nonces[1]);
  const bodies = await Promise.all(answers.map((answer) => answer.text()));
  for (const [index, body] of bodies.entries()) {
    expect(body).toContain(`nonce="${nonces[index]}"`);
    expect(body).not.toContain(nonces[1 - index]);
  }
  // The same page otherwise, byte for byte.
  expect(bodies[0]?.split(nonces[0] ?? '').join('N')).toBe(bodies[1]?.split(nonces[1] ?? '').join('N'));
});

test('a cached page still runs its scripts in the browser, with no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.request.get('/faq');
  const response = await page.goto('/faq');
  expect(response?.headers()['x-page-cache']).toBe('hit');
  // Next's bootstrap ran with the substituted nonce: the router is up and navigates client-side.
  await page.waitForFunction(() => 'next' in window);
  await page
    .getByRole('link', { name: /Wynajem/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/wynajem$/);
  expect(violations).toEqual([]);
});

test('not-found pages, redirects and client navigations are never answered from the cache', async ({
  request,
}) => {
  for (let i = 0; i < 2; i += 1) {
    const missing = await request.get('/nie-ma-takiej-strony');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-page-cache']).toBe('miss');
  }
  const rsc = await request.get('/faq', { headers: { RSC: '1' } });
  expect(rsc.headers()['x-page-cache']).toBeUndefined();
  const redirect = await request.get('/faq/', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['x-page-cache']).toBeUndefined();
});

test('answers are compressed when the browser accepts it', async ({ request }) => {
  await request.get('/kontakt');
  const hit = await request.get('/kontakt', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(hit.headers()['x-page-cache']).toBe('hit');
  expect(['gzip', 'br']).toContain(hit.headers()['content-encoding']);
  const asset = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await hit.text())?.[1] ?? '';
  const script = await request.get(asset, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(['gzip', 'br']).toContain(script.headers()['content-encoding']);
  // The API's answers the site forwards (decision 047): the API sends its JSON plain.
  const chunks = await request.get('/api/chunks', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(chunks.status()).toBe(200);
  expect(['gzip', 'br']).toContain(chunks.headers()['content-encoding']);
  expect((await chunks.json()).data.length).toBeGreaterThan(0);
});

test('build assets are sent as compressed at build time: brotli or gzip as accepted, cached for good', async ({
  request,
}) => {
  const html = await (await request.get('/kontakt')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/chunks\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(assets.length).toBeGreaterThan(3);
  const staticDir = path.join(root, 'apps/web/.next/static');
  for (const asset of assets) {
    const file = path.join(staticDir, asset.slice('/_next/static/'.length));
    for (const [accept, coding, suffix] of [
      ['gzip, deflate, br, zstd', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const response = await request.get(asset, { headers: { 'accept-encoding': accept } });
      const headers = response.headers();
      expect(headers['content-encoding'], `${asset} ${accept}`).toBe(coding);
      // The very bytes written at build time (decision 044), decoded here to the file itself.
      expect(Number(headers['content-length']), asset).toBe(fs.statSync(`${file}${suffix}`).size);
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect((await response.body()).equals(fs.readFileSync(file)), asset).toBe(true);
    }
  }
});
