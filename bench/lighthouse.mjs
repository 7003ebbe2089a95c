// Lighthouse, main-thread work and JavaScript weight (issues 19 and 33): mobile Lighthouse in
// Debian's Chromium on home, the sale list, an offer page, the blog and the contact page in both
// languages, and on the site's empty shell (`/offline`); and the gzip bytes of the scripts each
// page loads. Every figure is set beside a trivial Next.js page built with the same next/react
// versions (bench/baseline-next), measured in the same run, interleaved with the site's pages
// (baseline, page 1, page 2, ..., then again), so a slower machine or browser moves both.
// Each page is measured three ways (the report's text says what each column means):
// - normally (default mobile config: emulated phone, simulated slow 4G and 4x CPU): scores, TBT,
//   main-thread work and its script evaluation, the longest task;
// - with scripts off (bench/scripts-off-proxy.mjs): the floor, what its HTML and CSS alone cost;
// - with the CPU slowdown calibrated from the machine's benchmark index (lighthouse-figures.mjs) to
//   one fixed device, after the normal rounds, so performance scores of different days compare.
// Medians of the rounds; figures go to docs/BENCHMARKS.md (lighthouse-report.mjs). With --runs 3
// the whole run takes about 14 minutes on two cores.
//
//   node bench/lighthouse.mjs [--runs 3] [--calibrated-runs 1] [--pages home,sale] [--save DIR]
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
import { calibratedSlowdown, figuresOf, medianFigures } from './lighthouse-figures.mjs';
import { consoleLines, reportMarkdown } from './lighthouse-report.mjs';
import { startScriptsOffProxy } from './scripts-off-proxy.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'calibrated-runs': { type: 'string', default: '1' },
    pages: { type: 'string' },
    save: { type: 'string' },
    'bytes-only': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const calibratedRuns = Number(values['calibrated-runs']);
// Every figure is a median over the rounds, so a kind of run with no round has none to report.
for (const [name, value] of [
  ['--runs', runs],
  ['--calibrated-runs', calibratedRuns],
]) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of at least 1`);
    process.exit(2);
  }
}
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
// `limit`: issue 33's bound on main-thread work and script evaluation, × the baseline's: 2 on the
// content-heavy pages (whose own HTML and CSS cost more), 1.5 on the others.
const ALL_PAGES = [
  ['home', '/', 2],
  ['sale list', '/sprzedaz', 2],
  ['offer page', `/szczegoly_ogloszenia/${offerId}`, 2],
  ['blog', '/blog', 1.5],
  ['contact', '/kontakt', 1.5],
].flatMap(([name, p, limit]) => [
  { name, lang: 'pl', path: p, limit },
  { name, lang: 'en', path: p === '/' ? '/en' : `/en${p}`, limit },
]);
const langWords = pageFilter?.filter((word) => word === 'pl' || word === 'en') ?? [];
const pageWords = pageFilter?.filter((word) => word !== 'pl' && word !== 'en') ?? [];
const PAGES = ALL_PAGES.filter(
  (page) =>
    (langWords.length === 0 || langWords.includes(page.lang)) &&
    (pageWords.length === 0 ||
      pageWords.some((word) => page.name.includes(word) || page.path.includes(word))),
);
// Measured beside the pages: the framework alone, and the site's shell alone (what every page pays
// before its content).
const BASELINE = { name: 'Next.js baseline', lang: '', path: '/', origin: baseline.url };
const SHELL = { name: 'empty shell', lang: 'pl', path: '/offline', limit: 1.5 };
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
const scriptsOff = {
  site: await startScriptsOffProxy(siteUrl),
  baseline: await startScriptsOffProxy(baseline.url),
};
const scriptsOffUrlOf = (page) =>
  `${(page.origin ? scriptsOff.baseline : scriptsOff.site).origin}${page.path}`;

// The three ways each page is measured. Scripts off needs only the main-thread figures; the
// calibrated runs only the performance category (its slowdown is set once the normal runs have
// measured the machine).
const MODES = {
  normal: { name: 'normal', urlOf, flags: {} },
  scriptsOff: {
    name: 'scripts-off',
    urlOf: scriptsOffUrlOf,
    flags: { onlyAudits: ['mainthread-work-breakdown', 'long-tasks', 'total-blocking-time'] },
  },
};

async function audit(page, mode, run) {
  // A run Lighthouse could not record (NO_NAVSTART and the like) scores 0 and has no metrics:
  // it is run again rather than counted in the median (at most two retries).
  let lhr;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await warm(page);
    ({ lhr } = await lighthouse(mode.urlOf(page), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...mode.flags,
    }));
    if (!lhr.runtimeError) break;
    console.log(page.lang, page.name, mode.name, `run ${run + 1}: ${lhr.runtimeError.code}, again`);
  }
  if (values.save) {
    const file = `${page.name.replace(/[ .]/g, '-')}-${page.lang || 'baseline'}-${mode.name}-${run + 1}.json`;
    fs.writeFileSync(path.join(values.save, file), JSON.stringify(lhr));
  }
  return figuresOf(lhr);
}

/** Interleaved: each round measures the baseline and then every page, so whatever slows the
 * machine during the run weighs on the baseline as on the pages. */
async function rounds(count, modes) {
  for (let run = 0; run < count; run += 1) {
    for (const page of MEASURED)
      for (const mode of modes) page.samples[mode.name].push(await audit(page, mode, run));
    console.log(`${modes.map((mode) => mode.name).join(' and ')}: round ${run + 1} of ${count} done`);
  }
}

const started = Date.now();
for (const page of MEASURED) page.samples = { normal: [], 'scripts-off': [], calibrated: [] };
await rounds(runs, [MODES.normal, MODES.scriptsOff]);
const indexes = MEASURED.flatMap((page) =>
  [...page.samples.normal, ...page.samples['scripts-off']].map((sample) => sample.benchmarkIndex),
);
const benchmarkIndex = {
  median: median(indexes),
  min: Math.min(...indexes),
  max: Math.max(...indexes),
  count: indexes.length,
};
const slowdown = calibratedSlowdown(benchmarkIndex.median);
console.log(`benchmark index ${Math.round(benchmarkIndex.median)}: calibrated CPU slowdown ${slowdown}x`);
await rounds(calibratedRuns, [
  {
    name: 'calibrated',
    urlOf,
    flags: { onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier: slowdown } },
  },
]);
console.log(`Lighthouse runs took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
await chrome.kill();
await scriptsOff.site.stop();
await scriptsOff.baseline.stop();
await stopServers();

for (const page of MEASURED)
  page.figures = {
    normal: medianFigures(page.samples.normal),
    scriptsOff: medianFigures(page.samples['scripts-off']),
    calibrated: medianFigures(page.samples.calibrated),
  };
for (const line of consoleLines(MEASURED, BASELINE)) console.log(line);

if (pageFilter) {
  console.log(`partial run (--pages ${values.pages}): report not written`);
  process.exit(0);
}

const versions = frameworkVersions();
const lighthouseVersion = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
writeReportSection(
  'lighthouse',
  reportMarkdown(MEASURED, BASELINE, {
    machine: machine(),
    runs,
    calibratedRuns,
    command: `node bench/lighthouse.mjs --runs ${runs}${calibratedRuns === 1 ? '' : ` --calibrated-runs ${calibratedRuns}`}`,
    lighthouseVersion,
    browser: browserVersion.Browser,
    versions,
    benchmarkIndex,
    calibratedIndex: median(
      MEASURED.flatMap((page) => page.samples.calibrated.map((sample) => sample.benchmarkIndex)),
    ),
    slowdown,
  }),
);
