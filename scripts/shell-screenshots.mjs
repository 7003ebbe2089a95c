// Screenshots of the site shell at 375, 768 and 1280 px in both languages, for review by eye:
//   node scripts/shell-screenshots.mjs http://localhost:3000 [out-dir]
// Needs a running site (npm start) and Debian's Chromium; writes docs/screenshots/shell-<lang>-<width>.png.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.argv[2] ?? 'http://localhost:3000';
const outDir = path.resolve(process.argv[3] ?? path.join(root, 'docs/screenshots'));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const lang of ['pl', 'en']) {
    for (const width of [375, 768, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
      // A decided visitor: the cookie dialog has its own screenshots below.
      const { hostname } = new URL(base);
      await context.addCookies([{ name: 'consentCookie', value: '1', domain: hostname, path: '/' }]);
      const page = await context.newPage();
      await page.goto(`${base}${lang === 'en' ? '/en' : '/'}`, { waitUntil: 'networkidle' });
      const file = path.join(outDir, `shell-${lang}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
