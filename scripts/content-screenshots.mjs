// Screenshots of the content screens (home, news, events, blog, FAQ, special offers) at 375 and
// 1280 px in both languages, for review by eye:
//   node scripts/content-screenshots.mjs http://localhost:3000 [out-dir] [filter]
// Needs a running site and Debian's Chromium; writes docs/screenshots/content-<name>-<lang>-<width>.png.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.argv[2] ?? 'http://localhost:3000';
const outDir = path.resolve(process.argv[3] ?? path.join(root, 'docs/screenshots'));
const only = process.argv[4];

/** Paths are Polish; English ones get the /en prefix. Items are found through their list. */
const shots = [
  { name: 'home', path: '/' },
  { name: 'news', path: '/aktualnosci' },
  { name: 'news-item', path: '/aktualnosci', follow: '.article-card__link' },
  { name: 'events', path: '/wydarzenia' },
  { name: 'event', path: '/wydarzenia', follow: '.article-card__link' },
  { name: 'blog', path: '/blog/f/category=porady' },
  { name: 'blog-article', path: '/blog', follow: '.article-card__link' },
  { name: 'faq', path: '/faq', open: '.faq-item__question' },
  { name: 'special-promotions', path: '/oferta_specjalna/promocje' },
  { name: 'special-group', path: '/oferta_specjalna/terytorialne', follow: '.group-tile__link' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const shot of shots.filter((s) => !only || s.name === only)) {
    for (const lang of ['pl', 'en']) {
      for (const width of [375, 1280]) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          serviceWorkers: 'block',
        });
        const { hostname } = new URL(base);
        // A returning visitor: no cookie banner, so the home page shows its promotion popup.
        await context.addCookies([{ name: 'consentCookie', value: '1', domain: hostname, path: '/' }]);
        const page = await context.newPage();
        const url = `${base}${lang === 'en' ? `/en${shot.path === '/' ? '' : shot.path}` : shot.path}`;
        await page.goto(url, { waitUntil: 'networkidle' });
        if (shot.follow) {
          const href = await page.locator(shot.follow).first().getAttribute('href');
          await page.goto(`${base}${href}`, { waitUntil: 'networkidle' });
        }
        if (shot.open) await page.locator(shot.open).first().click();
        // Lazy pictures load as they come into view: scroll through once so the full-page shot has them.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          for (const track of document.querySelectorAll('.offer-slider__track')) track.scrollLeft = 0;
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const file = path.join(outDir, `content-${shot.name}-${lang}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
