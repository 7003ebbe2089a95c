// Screenshots of the offer screens (lists in three layouts, an offer page, favourites) at 375 and
// 1280 px in both languages, for review by eye:
//   node scripts/offer-screenshots.mjs http://localhost:3000 [out-dir] [filter]
// Needs a running site and Debian's Chromium; writes docs/screenshots/offers-<name>-<lang>-<width>.png.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.argv[2] ?? 'http://localhost:3000';
const outDir = path.resolve(process.argv[3] ?? path.join(root, 'docs/screenshots'));
const only = process.argv[4];

const shots = [
  { name: 'list-grid3', path: '/sprzedaz', view: 'grid3' },
  { name: 'list-grid6', path: '/sprzedaz', view: 'grid6' },
  { name: 'list-list', path: '/sprzedaz', view: 'list' },
  { name: 'offer', path: '/szczegoly_ogloszenia/14' },
  { name: 'favourites', path: '/ulubione', bookmarks: true },
  { name: 'home', path: '/' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const shot of shots.filter((s) => !only || s.name.startsWith(only))) {
    for (const lang of ['pl', 'en']) {
      for (const width of [375, 1280]) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          serviceWorkers: 'block',
        });
        const { hostname } = new URL(base);
        await context.addCookies([{ name: 'consentCookie', value: '1', domain: hostname, path: '/' }]);
        const page = await context.newPage();
        const url = `${base}${lang === 'en' ? `/en${shot.path === '/' ? '' : shot.path}` : shot.path}`;
        if (shot.view) await context.addInitScript((v) => localStorage.setItem('gridView', v), shot.view);
        if (shot.bookmarks) {
          // Two offers bookmarked from the sale list, as a visitor would.
          await page.goto(`${base}/sprzedaz`, { waitUntil: 'networkidle' });
          for (const button of (await page.locator('.favourite-toggle').all()).slice(0, 2))
            await button.click();
        }
        await page.goto(url, { waitUntil: 'networkidle' });
        // Lazy photos load as they come into view: scroll through once so the full-page shot has them.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          for (const track of document.querySelectorAll('.offer-slider__track')) track.scrollLeft = 0;
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const file = path.join(outDir, `offers-${shot.name}-${lang}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
