// Lighthouse and JavaScript weight (issue 7 items 3 and 4, issue 5 budgets): mobile Lighthouse
// (default config: emulated phone, simulated slow 4G and CPU) in Debian's Chromium on home, the sale
// list, an offer page, the blog and the contact page in both languages; and the gzip bytes of the
// scripts each page loads, against an empty page of the same build (`/offline`, the shell alone).
// Median of several runs; figures go to docs/BENCHMARKS.md.
//
//   node bench/lighthouse.mjs [--runs 3] [--pages home,sale] [--save DIR]
//
// --pages keeps the pages whose name or path contains one of the comma-separated words (both
// languages; `en` or `pl` as a word keeps one language), for quick iteration: a partial run prints
// its figures but leaves docs/BENCHMARKS.md alone. --save writes each Lighthouse report (JSON) to DIR.
// --bytes-only measures the script bytes and skips Lighthouse (a quick check that a change adds no
// JavaScript to public pages); it prints its figures and leaves docs/BENCHMARKS.md alone too.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { firstOffers, machine, median, startStack, writeReportSection } from './lib.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    save: { type: 'string' },
    'bytes-only': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const pageFilter = values.pages
  ?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
if (values.save) fs.mkdirSync(values.save, { recursive: true });
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

buildIfStale();
const stack = await startStack({ siteHost: 'localhost' });
const { apiBase, siteUrl } = stack;
const offerId = (await firstOffers(apiBase, 1))[0].id;
const ALL_PAGES = [
  ['home', '/'],
  ['sale list', '/sprzedaz'],
  ['offer page', `/szczegoly_ogloszenia/${offerId}`],
  ['blog', '/blog'],
  ['contact', '/kontakt'],
].flatMap(([name, p]) => [
  { name, lang: 'pl', path: p },
  { name, lang: 'en', path: p === '/' ? '/en' : `/en${p}` },
]);
const langWords = pageFilter?.filter((word) => word === 'pl' || word === 'en') ?? [];
const pageWords = pageFilter?.filter((word) => word !== 'pl' && word !== 'en') ?? [];
const PAGES = ALL_PAGES.filter(
  (page) =>
    (langWords.length === 0 || langWords.includes(page.lang)) &&
    (pageWords.length === 0 ||
      pageWords.some((word) => page.name.includes(word) || page.path.includes(word))),
);

// JavaScript weight: what a first visit downloads as scripts, gzip bytes as sent.
async function scriptBytes(browser, pagePath) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() === 'script') sizes.push((await request.sizes()).responseBodySize);
  });
  // Not 'networkidle': the menu links' RSC prefetches (Next aborts and re-sends some of them) can
  // keep the network busy past its timeout; the scripts a first visit needs are in by 'load'.
  await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(2000);
  await context.close();
  return sizes.reduce((sum, n) => sum + n, 0);
}

const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS });
// Renders every page once, so the page cache (decision 016) answers as it would in production.
for (const page of [...PAGES, { path: '/offline' }]) await fetch(`${siteUrl}${page.path}`);
const emptyBytes = median(
  await Promise.all(Array.from({ length: 3 }, () => scriptBytes(browser, '/offline'))),
);
for (const page of PAGES)
  page.jsBytes = median([await scriptBytes(browser, page.path), await scriptBytes(browser, page.path)]);
await browser.close();
if (values['bytes-only']) {
  console.log(`empty page (/offline): ${emptyBytes} B JS`);
  for (const page of PAGES) console.log(`${page.lang} ${page.name} (${page.path}): ${page.jsBytes} B JS`);
  await stack.stop();
  process.exit(0);
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
for (const page of PAGES) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    // A run Lighthouse could not record (NO_NAVSTART and the like) scores 0 and has no metrics:
    // it is run again rather than counted in the median (at most two retries).
    let lhr;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      ({ lhr } = await lighthouse(`${siteUrl}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      }));
      if (!lhr.runtimeError) break;
      console.log(page.lang, page.name, `run ${run + 1}: ${lhr.runtimeError.code}, again`);
    }
    if (values.save) {
      const file = `${page.name.replace(/ /g, '-')}-${page.lang}-${run + 1}.json`;
      fs.writeFileSync(path.join(values.save, file), JSON.stringify(lhr));
    }
    samples.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      failing: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    });
  }
  page.lighthouse = Object.fromEntries(
    ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls'].map((key) => [
      key,
      median(samples.map((sample) => sample[key])),
    ]),
  );
  page.failing = [...new Set(samples.flatMap((sample) => sample.failing))];
  console.log(page.lang, page.name, page.lighthouse, page.failing.join(' '), `${page.jsBytes} B JS`);
}
await chrome.kill();
await stack.stop();

if (pageFilter) {
  console.log(`partial run (--pages ${values.pages}), empty page ${emptyBytes} B JS: report not written`);
  process.exit(0);
}

const m = machine();
const kb = (bytes) => (bytes / 1024).toFixed(1);
const met = (ok) => (ok ? 'met' : 'missed');
const rows = PAGES.map((p) => {
  const l = p.lighthouse;
  const ratio = p.jsBytes / emptyBytes;
  const scores = l.performance >= 98 && l.accessibility === 100 && l.bestPractices === 100 && l.seo === 100;
  return `| ${p.name} (${p.lang}) | \`${p.path}\` | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${Math.round(l.lcp)} | ${Math.round(l.tbt)} | ${l.cls.toFixed(3)} | ${kb(p.jsBytes)} KB | ${ratio.toFixed(2)} × | ${met(scores)} / ${met(l.cls <= 0.02)} / ${met(ratio <= 1.25)} |`;
});
const failing = PAGES.filter((p) => p.failing.length > 0)
  .map((p) => `- ${p.name} (${p.lang}): ${p.failing.map((id) => `\`${id}\``).join(', ')}`)
  .join('\n');
writeReportSection(
  'lighthouse',
  `## Lighthouse (mobile) and JavaScript weight

${m.date} UTC · ${m.cores} cores, ${m.memoryGb} GiB (${m.cpu}) · Node ${m.node} · commit ${m.commit} ·
\`node bench/lighthouse.mjs --runs ${runs}\` · Lighthouse 12.8.2, default mobile config (emulated
phone, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium; median of ${runs} runs per page.
The built site on the seeded demo database, pages warmed once (as the page cache serves them).

JavaScript: gzip bytes of the scripts a first visit downloads (Chromium's transfer sizes, service
worker off), against an empty page of the same build: \`/offline\`, the shell alone, ${kb(emptyBytes)} KB.

Targets (issue 7): performance ≥ 98, accessibility, best practices and SEO 100; CLS ≤ 0.02;
JavaScript ≤ 1.25 × the empty page. (Issue 5's budgets, performance ≥ 95 and the same CLS and
JavaScript ratio for \`/\`, \`/sprzedaz\` and an offer page, are within these.) LCP and TBT in ms.

| Page | Path | Perf. | A11y | Best pr. | SEO | LCP | TBT | CLS | JS (gzip) | JS vs empty | Scores / CLS / JS |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}
${failing ? `\nAudits not passed in some run:\n${failing}\n` : ''}`,
);
