// Lighthouse and JavaScript weight (issue 19): mobile Lighthouse (default config: emulated phone,
// simulated slow 4G and CPU) in Debian's Chromium on home, the sale list, an offer page, the blog and
// the contact page in both languages, and on the site's empty shell (`/offline`); and the gzip bytes
// of the scripts each page loads. Every figure is set beside a trivial Next.js page built with the
// same next/react versions (bench/baseline-next), measured in the same run, interleaved with the
// site's pages (baseline, page 1, page 2, ..., then again), so a slower machine or browser moves both.
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
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { buildBaselineIfStale, frameworkVersions, startBaseline } from './baseline-next.mjs';
import { firstOffers, machine, median, root, startStack, writeReportSection } from './lib.mjs';

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
buildBaselineIfStale();
const stack = await startStack({ siteHost: 'localhost' });
const baseline = await startBaseline();
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
// Measured beside the pages: the framework alone, and the site's shell alone (no target of its own;
// it shows what every page pays before its content).
const BASELINE = { name: 'Next.js baseline', lang: '', path: '/', origin: baseline.url };
const SHELL = { name: 'empty shell', lang: 'pl', path: '/offline' };
const MEASURED = [BASELINE, SHELL, ...PAGES];
const urlOf = (page) => `${page.origin ?? siteUrl}${page.path}`;

// JavaScript weight: what a first visit downloads as scripts, each gzipped here at zlib's default
// level. Not the bytes as sent: the site's server answers Chromium with brotli, `next start` (the
// baseline) with gzip, and the budget compares the same measure on both sides.
async function scriptBytes(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    if (response) sizes.push(gzipSync(await response.body()).length);
  });
  // Not 'networkidle': the menu links' RSC prefetches (Next aborts and re-sends some of them) can
  // keep the network busy past its timeout; the scripts a first visit needs are in by 'load'.
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2000);
  await context.close();
  return sizes.reduce((sum, n) => sum + n, 0);
}

// A site page fresh in the page cache (decision 016) before it is measured, as a visited page is:
// a stale one would be answered at once but rendered again in the background, in the same process
// that serves the page's scripts and style sheets during the measured load. The few renders that
// refresh a busy page are `bench/pages.mjs`'s to measure, not a first paint's.
async function warm(page) {
  if (page.origin) return;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(urlOf(page));
    await response.arrayBuffer();
    if (response.headers.get('x-page-cache') === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS });
// Renders every page once, so the page cache (decision 016) answers as it would in production.
for (const page of MEASURED) await fetch(urlOf(page));
for (const page of MEASURED)
  page.jsBytes = median([await scriptBytes(browser, urlOf(page)), await scriptBytes(browser, urlOf(page))]);
await browser.close();
async function stopServers() {
  await baseline.stop();
  await stack.stop();
}
if (values['bytes-only']) {
  for (const page of MEASURED)
    console.log(
      `${page.lang} ${page.name} (${page.path}): ${page.jsBytes} B JS, ${(page.jsBytes / BASELINE.jsBytes).toFixed(2)} x the baseline`,
    );
  await stopServers();
  process.exit(0);
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
const browserVersion = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();

async function audit(page, run) {
  // A run Lighthouse could not record (NO_NAVSTART and the like) scores 0 and has no metrics:
  // it is run again rather than counted in the median (at most two retries).
  let lhr;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await warm(page);
    ({ lhr } = await lighthouse(urlOf(page), { port: chrome.port, output: 'json', logLevel: 'error' }));
    if (!lhr.runtimeError) break;
    console.log(page.lang, page.name, `run ${run + 1}: ${lhr.runtimeError.code}, again`);
  }
  if (values.save) {
    const file = `${page.name.replace(/[ .]/g, '-')}-${page.lang || 'baseline'}-${run + 1}.json`;
    fs.writeFileSync(path.join(values.save, file), JSON.stringify(lhr));
  }
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id),
  };
}

// Interleaved: each round measures the baseline and then every page once, so whatever slows the
// machine during the run weighs on the baseline as on the pages.
for (const page of MEASURED) page.samples = [];
for (let run = 0; run < runs; run += 1) {
  for (const page of MEASURED) page.samples.push(await audit(page, run));
  console.log(`round ${run + 1} of ${runs} done`);
}
await chrome.kill();
await stopServers();

for (const page of MEASURED) {
  page.lighthouse = Object.fromEntries(
    ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls'].map((key) => [
      key,
      median(page.samples.map((sample) => sample[key])),
    ]),
  );
  page.failing = [...new Set(page.samples.flatMap((sample) => sample.failing))];
}
const base = BASELINE.lighthouse;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const signed = (value, digits = 0) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;
const met = (ok) => (ok ? 'met' : 'missed');
/** Issue 19's targets, each against the baseline of this run. */
function targets(page) {
  const l = page.lighthouse;
  const ratio = page.jsBytes / BASELINE.jsBytes;
  return [
    met(l.performance >= base.performance - 3),
    met(l.tbt <= base.tbt + 100),
    met(l.cls <= 0.02),
    met(l.accessibility === 100 && l.bestPractices === 100 && l.seo === 100),
    met(ratio <= 1.25),
  ].join(' / ');
}
for (const page of MEASURED) {
  const l = page.lighthouse;
  console.log(
    `${page.lang} ${page.name}: performance ${l.performance} (${signed(l.performance - base.performance)}), ` +
      `TBT ${Math.round(l.tbt)} ms (${signed(l.tbt - base.tbt)}), LCP ${Math.round(l.lcp)} ms, CLS ${l.cls.toFixed(3)}, ` +
      `${page.jsBytes} B JS (${(page.jsBytes / BASELINE.jsBytes).toFixed(2)} x), ${page.failing.join(' ')}`,
  );
}

if (pageFilter) {
  console.log(`partial run (--pages ${values.pages}): report not written`);
  process.exit(0);
}

const m = machine();
const versions = frameworkVersions();
const lighthouseVersion = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
const row = (page) => {
  const l = page.lighthouse;
  const isBaseline = page === BASELINE;
  const delta = (value) => (isBaseline ? '' : ` (${value})`);
  return `| ${page.name}${page.lang ? ` (${page.lang})` : ''} | \`${page.path}\` | ${l.performance}${delta(signed(l.performance - base.performance))} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${Math.round(l.lcp)} | ${Math.round(l.tbt)}${delta(signed(l.tbt - base.tbt))} | ${l.cls.toFixed(3)} | ${kb(page.jsBytes)} KB | ${(page.jsBytes / BASELINE.jsBytes).toFixed(2)} × | ${isBaseline || page === SHELL ? '' : targets(page)} |`;
};
const failing = PAGES.filter((p) => p.failing.length > 0)
  .map((p) => `- ${p.name} (${p.lang}): ${p.failing.map((id) => `\`${id}\``).join(', ')}`)
  .join('\n');
writeReportSection(
  'lighthouse',
  `## Lighthouse (mobile) and JavaScript weight, beside a bare Next.js page

${m.date} UTC · ${m.cores} cores, ${m.memoryGb} GiB (${m.cpu}) · Node ${m.node} · commit ${m.commit} ·
\`node bench/lighthouse.mjs --runs ${runs}\` · Lighthouse ${lighthouseVersion}, default mobile config
(emulated phone, simulated slow 4G and 4× CPU slowdown) in ${browserVersion.Browser}; median of ${runs}
rounds, each measuring the baseline and then every page once.

Baseline: \`bench/baseline-next\`, one heading and no client component, built with the site's
next ${versions.next}, react ${versions.react} and react-dom ${versions.reactDom}, served by \`next start\`.
The site: built, on the seeded demo database, each page fresh in the page cache when measured (as a
visited page is served; no background refresh during the load). JavaScript: the scripts a first
visit downloads (service worker off), each gzipped at zlib's default level on both sides (the site
sends brotli, \`next start\` gzip). In brackets: the difference to the baseline of the same run.

Targets (issue 19), each against this run's baseline: performance ≥ baseline − 3; TBT ≤ baseline
+ 100 ms; CLS ≤ 0.02; accessibility, best practices and SEO 100; JavaScript ≤ 1.25 × the baseline's.
The empty shell (\`/offline\`) has no target: it shows what every page pays before its content.
LCP and TBT in ms.

| Page | Path | Perf. | A11y | Best pr. | SEO | LCP | TBT | CLS | JS (gzip) | JS vs baseline | Perf. / TBT / CLS / scores / JS |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${MEASURED.map(row).join('\n')}
${failing ? `\nAudits not passed in some run:\n${failing}\n` : ''}`,
);
