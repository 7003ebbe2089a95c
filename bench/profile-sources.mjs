// Where a page load's main-thread time goes, by source file (issue 33): Chromium's sampling
// profiler during the load of each page under a 4x CPU slowdown, every sample's stack mapped through
// the build's source maps to the file it came from (our `src/…` and `domain/…` modules, each
// package under `nm:`, Turbopack's runtime, native browser work). The bare Next.js page
// (bench/baseline-next) is profiled in the same run for its totals, its own scripts being unmapped.
// Lighthouse says how much a page costs against the bare page; this says which code it is.
//
//   BROWSER_SOURCE_MAPS=1 npm run build -w @estate/web   (the site's scripts with their source maps)
//   node bench/profile-sources.mjs [--pages /offline,/] [--loads 6] [--top 30] [--split next]
//
// --split names packages to show file by file (next: React's client, the RSC client, the router).
// Each load is a fresh browser context, a renderer of its own (no cache, no consent cookie, no
// script V8 compiled before: a first visit), after one unmeasured load in another context that fills
// the page cache, as bench/lighthouse.mjs measures a page. Per page it
// prints the median over the loads of the profile's total, its JavaScript and its "(program)" (the
// main thread busy outside JavaScript: HTML parsing, style, layout, paint, compiling), the mean self
// time per source, and the mean inclusive time per source (a sample counts once for each source on
// its stack: what a source costs with everything it calls). Figures are ms of the slowed CPU.
// It writes nothing to docs/BENCHMARKS.md: a tool for finding the cost, not a measure of it.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { buildBaselineIfStale, startBaseline } from './baseline-next.mjs';
import { median, root, startStack } from './lib.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/offline,/' },
    loads: { type: 'string', default: '6' },
    top: { type: 'string', default: '30' },
    split: { type: 'string', default: '' },
  },
});
const pages = values.pages.split(',').filter(Boolean);
/** Packages shown file by file instead of as one line (`--split next`: React, the router, ...). */
const split = new Set(values.split.split(',').filter(Boolean));
const loads = Number(values.loads);
const top = Number(values.top);
if (!Number.isInteger(loads) || loads < 1 || !Number.isInteger(top) || top < 1) {
  console.error('--loads and --top must be whole numbers of at least 1');
  process.exit(2);
}
const CPU_SLOWDOWN = 4;
const chunksDir = path.join(root, 'apps/web/.next/static/chunks');
const mapped = fs.existsSync(chunksDir) && fs.readdirSync(chunksDir).some((file) => file.endsWith('.js.map'));
if (!mapped) {
  console.error('The site was built without source maps: BROWSER_SOURCE_MAPS=1 npm run build -w @estate/web');
  process.exit(2);
}

/** One consumer per served script, found through the script's own `sourceMappingURL` comment. */
const consumers = new Map();
function consumerOf(url) {
  const file = url.split('/_next/')[1]?.split('?')[0];
  if (!file) return null;
  if (!consumers.has(file)) {
    const script = path.join(root, 'apps/web/.next', file);
    const comment =
      fs.existsSync(script) && /sourceMappingURL=(\S+)\s*$/.exec(fs.readFileSync(script, 'utf8'));
    const mapFile = comment && path.join(path.dirname(script), comment[1]);
    consumers.set(
      file,
      mapFile && fs.existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')))
        : null,
    );
  }
  return consumers.get(file);
}

/** A frame's source: `src/…`, `domain/…`, `nm:<package>`, Turbopack's runtime file, or native. */
function sourceOf(frame) {
  if (!frame.url)
    return frame.functionName.startsWith('(') ? frame.functionName : `native ${frame.functionName}`;
  const consumer = frame.lineNumber >= 0 ? consumerOf(frame.url) : null;
  const position = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position?.source) return `${frame.url.split('/').pop()} (unmapped)`;
  const source = position.source;
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = source.slice(inModules + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return split.has(name) ? `nm:${parts.join('/')}` : `nm:${name}`;
  }
  return source
    .replace(/^.*\/apps\/web\/src\//, 'src/')
    .replace(/^.*\/packages\/domain\/src\//, 'domain/')
    .replace(/^turbopack:\/\/\/\[turbopack\]\//, 'turbopack runtime: ');
}

async function profileLoad(browser, url) {
  // The page's first load fills the site's page cache, in a context of its own: a load in the same
  // renderer reuses the scripts V8 compiled then, which a first visit never has, and it did so for
  // the bare Next.js page far more than for the site's pages: the comparison was of a warm baseline
  // with half-warm pages (decision 050, "A first visit is a cold renderer").
  const warmup = await browser.newContext({ serviceWorkers: 'block' });
  await (await warmup.newPage()).goto(url);
  await warmup.close();
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // The hydration and the idle-time work after it (decision 050) finish within this on a slow day.
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return profile;
}

function tally(profile, sums) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const sources = new Map();
  const source = (id) => {
    if (!sources.has(id)) sources.set(id, sourceOf(nodes.get(id).callFrame));
    return sources.get(id);
  };
  const totals = { all: 0, program: 0 };
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index];
    const own = source(id);
    if (own === '(idle)') return;
    totals.all += us;
    if (own === '(program)') totals.program += us;
    sums.self.set(own, (sums.self.get(own) ?? 0) + us);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const name = source(at);
      if (name === '(root)' || seen.has(name)) continue;
      seen.add(name);
      sums.inclusive.set(name, (sums.inclusive.get(name) ?? 0) + us);
    }
  });
  return totals;
}

const ms = (us) => (us / 1000).toFixed(0);
const ranked = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => `  ${ms(us / loads).padStart(6)}  ${name}`)
    .join('\n');

buildBaselineIfStale();
const stack = await startStack({ siteHost: 'localhost' });
const baseline = await startBaseline();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const targets = [['bare Next.js page', `${baseline.url}/`], ...pages.map((p) => [p, stack.siteUrl + p])];
  for (const [name, url] of targets) {
    const sums = { self: new Map(), inclusive: new Map() };
    const runs = [];
    for (let load = 0; load < loads; load += 1) runs.push(tally(await profileLoad(browser, url), sums));
    const all = median(runs.map((run) => run.all));
    const program = median(runs.map((run) => run.program));
    console.log(
      `\n== ${name}: ${ms(all)} ms busy at ${CPU_SLOWDOWN}x (median of ${loads}), JavaScript ${ms(
        median(runs.map((run) => run.all - run.program)),
      )}, outside JavaScript ${ms(program)}`,
    );
    if (name === 'bare Next.js page') continue;
    console.log(`-- self time per source (mean ms)\n${ranked(sums.self)}`);
    console.log(`-- inclusive time per source (mean ms)\n${ranked(sums.inclusive)}`);
  }
} finally {
  await browser.close();
  await stack.stop();
  await baseline.stop();
}
