// Screenshots of the site's forms at 375 and 1280 px, for review by eye:
//   node scripts/forms-screenshots.mjs http://localhost:3000 [out-dir]
// Needs a running site and Debian's Chromium; writes docs/screenshots/forms-<name>-<width>.png.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.argv[2] ?? 'http://localhost:3000';
const outDir = path.resolve(process.argv[3] ?? path.join(root, 'docs/screenshots'));

/** Each shot: a page, what to do on it, and the element to capture (the whole page when absent). */
const shots = [
  {
    name: 'newsletter-errors',
    path: '/faq',
    target: '#newsletter',
    act: async (page) => {
      await page.locator('#newsletter button[type="submit"]').click();
      await page.locator('#newsletter .form-field__error').first().waitFor();
    },
  },
  {
    name: 'newsletter-picker',
    path: '/en/faq',
    act: async (page) => {
      const form = page.locator('#newsletter form');
      await form.getByRole('button', { name: /Voivodeships/ }).click();
      await form.getByLabel('Masovian', { exact: true }).check();
      await form.getByLabel('Łódź', { exact: true }).check();
      await page.evaluate(() => document.getElementById('newsletter')?.scrollIntoView());
    },
  },
  { name: 'contact', path: '/kontakt', full: true },
  { name: 'offer', path: '/szczegoly_ogloszenia/14', target: '#contact-offer' },
  { name: 'ask-request', path: '/sprzedaz/mazowieckie/f/price-gte=999999999', target: '.ask-request' },
  { name: 'confirm', path: `/newsletter/potwierdz/${'A'.repeat(43)}` },
  { name: 'unsubscribe', path: '/en/newsletter/unsubscribe' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const shot of shots) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
      const { hostname } = new URL(base);
      await context.addCookies([{ name: 'consentCookie', value: '1', domain: hostname, path: '/' }]);
      const page = await context.newPage();
      await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' });
      if (shot.act) await shot.act(page);
      const file = path.join(outDir, `forms-${shot.name}-${width}.png`);
      if (shot.target) await page.locator(shot.target).screenshot({ path: file });
      else await page.screenshot({ path: file, fullPage: Boolean(shot.full) });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
