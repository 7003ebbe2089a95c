// Screenshots of the site's screens for review by eye, in sets:
//   node scripts/screenshots.mjs <shell|offers|content|forms|all> [site-url] [out-dir] [name-prefix]
// Needs a running site (npm start) and Debian's Chromium; writes docs/screenshots/<set>-<name>-<lang>-<width>.png
// (forms are named per width only: each shot's path carries its language).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [setName = 'all', base = 'http://localhost:3000', out, only] = process.argv.slice(2);
const outDir = path.resolve(out ?? path.join(root, 'docs/screenshots'));

/**
 * A shot: a Polish path (the English one gets the /en prefix) unless `langs` is off, then
 * optionally `follow` the first link matching a selector, `open` (click) something, or `act`; the
 * whole page is captured (`target` narrows it to one element). `scroll` loads lazy pictures first.
 */
const sets = {
  shell: {
    file: 'shell',
    widths: [375, 768, 1280],
    shots: [{ name: '', path: '/' }],
  },
  offers: {
    file: 'offers',
    widths: [375, 1280],
    scroll: true,
    shots: [
      { name: 'list-grid3', path: '/sprzedaz', view: 'grid3' },
      { name: 'list-grid6', path: '/sprzedaz', view: 'grid6' },
      { name: 'list-list', path: '/sprzedaz', view: 'list' },
      { name: 'offer', path: '/szczegoly_ogloszenia/14' },
      { name: 'favourites', path: '/ulubione', favourites: true },
      { name: 'home', path: '/' },
    ],
  },
  content: {
    file: 'content',
    widths: [375, 1280],
    scroll: true,
    shots: [
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
    ],
  },
  forms: {
    file: 'forms',
    widths: [375, 1280],
    langs: false,
    shots: [
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
        viewportOnly: true,
        act: async (page) => {
          const form = page.locator('#newsletter form');
          await form.getByRole('button', { name: /Voivodeships/ }).click();
          await form.getByLabel('Masovian', { exact: true }).check();
          await form.getByLabel('Łódź', { exact: true }).check();
          await page.evaluate(() => document.getElementById('newsletter')?.scrollIntoView());
        },
      },
      { name: 'contact', path: '/kontakt' },
      { name: 'offer', path: '/szczegoly_ogloszenia/14', target: '#contact-offer' },
      { name: 'ask-request', path: '/sprzedaz/mazowieckie/f/price-gte=999999999', target: '.ask-request' },
      { name: 'confirm', path: `/newsletter/potwierdz/${'A'.repeat(43)}`, viewportOnly: true },
      { name: 'unsubscribe', path: '/en/newsletter/unsubscribe', viewportOnly: true },
    ],
  },
};

const chosen = setName === 'all' ? Object.keys(sets) : [setName];
if (!chosen.every((name) => name in sets)) {
  console.error(`Unknown set "${setName}": one of ${Object.keys(sets).join(', ')}, all`);
  process.exit(2);
}

async function capture(browser, set, shot, lang, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  try {
    const { hostname } = new URL(base);
    // A returning visitor who has decided about cookies (the home page then shows its promotion popup).
    await context.addCookies([{ name: 'consentCookie', value: '1', domain: hostname, path: '/' }]);
    if (shot.view) await context.addInitScript((v) => localStorage.setItem('gridView', v), shot.view);
    const page = await context.newPage();
    if (shot.favourites) {
      // Two offers saved from the sale list, as a visitor would.
      await page.goto(`${base}/sprzedaz`, { waitUntil: 'networkidle' });
      for (const button of (await page.locator('.favourite-toggle').all()).slice(0, 2)) await button.click();
    }
    const prefix = lang === 'en' ? '/en' : '';
    await page.goto(`${base}${prefix}${prefix && shot.path === '/' ? '' : shot.path}`, {
      waitUntil: 'networkidle',
    });
    if (shot.follow) {
      const href = await page.locator(shot.follow).first().getAttribute('href');
      await page.goto(`${base}${href}`, { waitUntil: 'networkidle' });
    }
    if (shot.open) await page.locator(shot.open).first().click();
    if (shot.act) await shot.act(page);
    if (set.scroll) {
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
    }
    const name = [set.file, shot.name, lang, width].filter(Boolean).join('-');
    const file = path.join(outDir, `${name}.png`);
    if (shot.target) await page.locator(shot.target).screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: !shot.viewportOnly });
    console.log(file);
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const set of chosen.map((name) => sets[name])) {
    for (const shot of set.shots.filter((s) => !only || s.name.startsWith(only))) {
      for (const lang of set.langs === false ? [undefined] : ['pl', 'en']) {
        for (const width of set.widths) await capture(browser, set, shot, lang, width);
      }
    }
  }
} finally {
  await browser.close();
}
