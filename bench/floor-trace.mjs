// What a page load's main thread does outside the names Lighthouse gives (issue 33, decision 050
// "The floor of the light pages"): Chromium traces of cold loads at 4x CPU slowdown, scripts off by
// default (the floor of bench/lighthouse.mjs, the same `script-src 'none'` policy added by a proxy),
// the page's renderer main thread, each trace event's self time. Lighthouse's groups are rebuilt
// from the same events (its task-groups names; an unknown event takes its parent's group, as its
// main-thread-tasks does), and its "other" is split by the events that make it up, which its own
// trace categories do not record (blink, loading, fonts, mojo). The bare Next.js page
// (bench/baseline-next) is loaded in the same rounds, interleaved.
//
//   node bench/floor-trace.mjs [--pages /offline,/kontakt] [--loads 5] [--scripts on] [--wait 1500]
//        [--variant NAME=swap:CSS_FILE:CHUNK_NAME] [--variant NAME=strip-rsc] [--top 25]
//
// A variant loads the same page through a proxy that rewrites its answers, interleaved with the page
// as served: `swap` answers the style sheet whose URL contains CHUNK_NAME with CSS_FILE and every
// other sheet empty (another build's sheet on this build's pages, without a second build);
// `strip-rsc` drops the HTML's inline RSC payload (`self.__next_f.push` scripts). Each load is a
// fresh context after one load in another that fills the page cache, as bench/profile-sources.mjs.
// Figures are ms of the slowed CPU: self time summed per load, median (busy) or mean (per event).
// It writes nothing to docs/BENCHMARKS.md: a tool for finding the cost, not a measure of it.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildBaselineIfStale, startBaseline } from './baseline-next.mjs';
import { median, startStack } from './lib.mjs';
import { startScriptsOffProxy } from './scripts-off-proxy.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/offline' },
    loads: { type: 'string', default: '5' },
    scripts: { type: 'string', default: 'off' },
    variant: { type: 'string', multiple: true, default: [] },
    top: { type: 'string', default: '25' },
    wait: { type: 'string', default: '1500' },
  },
});
const loads = Number(values.loads);
const scriptsOff = values.scripts === 'off';
const variants = [['as served', null], ...values.variant.map((v) => v.split('='))];
if (!Number.isInteger(loads) || loads < 1) {
  console.error('--loads must be a whole number of at least 1');
  process.exit(2);
}

const GROUPS = {
  parseHTML: ['ParseHTML', 'ParseAuthorStyleSheet'],
  styleLayout: [
    'ScheduleStyleRecalculation',
    'UpdateLayoutTree',
    'InvalidateLayout',
    'Layout',
    'RecalculateStyles',
  ],
  paintCompositeRender: [
    'Animation',
    'HitTest',
    'PaintSetup',
    'Paint',
    'PaintImage',
    'RasterTask',
    'ScrollLayer',
    'UpdateLayer',
    'UpdateLayerTree',
    'CompositeLayers',
    'PrePaint',
    'Layerize',
  ],
  scriptParseCompile: ['v8.compile', 'v8.compileModule', 'v8.parseOnBackground'],
  scriptEvaluation: [
    'EventDispatch',
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
  ],
  garbageCollection: [
    'GCEvent',
    'MinorGC',
    'MajorGC',
    'ThreadState::performIdleLazySweep',
    'ThreadState::completeSweep',
    'BlinkGCMarking',
  ],
};
const groupOf = new Map(Object.entries(GROUPS).flatMap(([g, names]) => names.map((n) => [n, g])));

/** The page through the scripts-off proxy, with a variant's rewrite of its answers. */
function startProxy(origin, variant) {
  const [kind, file, chunk] = (variant ?? '').split(':');
  const rewrite = (url, headers) => {
    const type = String(headers['content-type'] ?? '');
    if (kind === 'strip-rsc' && type.includes('text/html'))
      return (html) => html.replace(/<script[^>]*>self\.__next_f\.push\(.*?<\/script>/gs, '');
    // Another build's sheet in place of this build's chunk, every other sheet empty.
    if (kind === 'swap' && type.includes('text/css'))
      return () => (url.includes(chunk) ? fs.readFileSync(file, 'utf8') : '');
    return null;
  };
  return startScriptsOffProxy(origin, { scriptsOff, rewrite: variant ? rewrite : undefined });
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'blink.user_timing',
  'loading',
  'fonts',
  'v8',
  'disabled-by-default-v8.compile',
  'navigation',
  'blink_style',
  'disabled-by-default-blink.debug.layout',
  'cc',
  'benchmark',
  'renderer.scheduler',
  'input',
  'sequence_manager',
  'mojom',
  'ipc',
];

async function traceLoad(browser, url) {
  const warm = await browser.newContext({ serviceWorkers: 'block' });
  await (await warm.newPage()).goto(url);
  await warm.close();
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Number(values.wait));
  const buffer = await browser.stopTracing();
  await context.close();
  return JSON.parse(buffer.toString('utf8'));
}

function analyse(trace) {
  const events = trace.traceEvents ?? trace;
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  );
  // The page's renderer: the main thread with the most ParseHTML.
  let best = null;
  let bestCount = -1;
  for (const m of mains) {
    const count = events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'ParseHTML').length;
    if (count > bestCount) {
      best = m;
      bestCount = count;
    }
  }
  const mine = events.filter(
    (e) => e.pid === best.pid && e.tid === best.tid && (e.ph === 'X' || e.ph === 'B' || e.ph === 'E'),
  );
  // Turn B/E into complete events.
  const complete = [];
  const open = [];
  for (const e of mine.sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X') complete.push({ name: e.name, ts: e.ts, end: e.ts + (e.dur ?? 0), args: e.args });
    else if (e.ph === 'B') open.push(e);
    else {
      const i = open.findLastIndex((o) => o.name === e.name);
      if (i >= 0) {
        const [b] = open.splice(i, 1);
        complete.push({ name: b.name, ts: b.ts, end: e.ts, args: b.args });
      }
    }
  }
  complete.sort((a, b) => a.ts - b.ts || b.end - a.end);
  const selfByName = new Map();
  const byGroup = new Map();
  const otherByName = new Map();
  const counts = new Map();
  const stack = [];
  let busy = 0;
  const add = (map, key, v) => map.set(key, (map.get(key) ?? 0) + v);
  const close = (node) => {
    const self = node.end - node.ts - node.childTime;
    add(selfByName, node.name, self);
    add(byGroup, node.group, self);
    if (node.group === 'other') add(otherByName, node.name, self);
  };
  for (const ev of complete) {
    while (stack.length && stack.at(-1).end <= ev.ts) close(stack.pop());
    const parent = stack.at(-1);
    if (!parent && !['RunTask', 'ThreadControllerImpl::RunTask'].includes(ev.name)) continue; // outside tasks
    if (parent && ev.end > parent.end) ev.end = parent.end;
    const node = { ...ev, childTime: 0, group: groupOf.get(ev.name) ?? parent?.group ?? 'other' };
    if (parent) parent.childTime += node.end - node.ts;
    else busy += node.end - node.ts;
    add(counts, ev.name, 1);
    stack.push(node);
  }
  while (stack.length) close(stack.pop());
  return { busy, selfByName, byGroup, otherByName, counts };
}

const ms = (us) => (us / 1000).toFixed(1);
function report(name, results) {
  const med = (get) => median(results.map(get));
  console.log(
    `\n== ${name}: busy ${ms(med((r) => r.busy))} ms (median of ${results.length}, trace ms at 4x)`,
  );
  const groups = new Set(results.flatMap((r) => [...r.byGroup.keys()]));
  console.log(
    `  groups: ${[...groups].map((g) => `${g} ${ms(med((r) => r.byGroup.get(g) ?? 0))}`).join(', ')}`,
  );
  const mean = (get) => results.reduce((a, r) => a + get(r), 0) / results.length;
  const names = new Set(results.flatMap((r) => [...r.selfByName.keys()]));
  const rows = [...names].map((n) => [
    n,
    mean((r) => r.selfByName.get(n) ?? 0),
    mean((r) => r.otherByName.get(n) ?? 0),
    mean((r) => r.counts.get(n) ?? 0),
  ]);
  rows.sort((a, b) => b[1] - a[1]);
  console.log('  self ms (mean) | of it in LH "other" | count');
  for (const [n, s, o, c] of rows.slice(0, Number(values.top)))
    console.log(`  ${ms(s).padStart(7)} ${ms(o).padStart(7)} ${c.toFixed(0).padStart(4)}  ${n}`);
  const causes = [
    [
      'tasks and messages',
      /^(RunTask|ThreadControllerImpl::RunTask|BlinkScheduler_OnTaskCompleted|Receive mojo|SimpleWatcher|Closed mojo|Send mojo)/,
    ],
    [
      'navigation, frame and V8 context',
      /CommitNavigation|CommitProvisionalLoad|didCommitProvisionalLoad|CreateFrame|CreateWebView|DeserializeContext|CreateContext|CommitDocumentLoader|InstallConditionalFeatures|^Document::(Document|Initialize)|DocumentLoader::|RenderFrameImpl::(?!DidDispatchDOM)|Frame::Detach|DidCreateScriptContext|InitializeWindow|LocalWindowProxy|FrameDestroyed|RenderFrameCreated|ProvisionalLoad|NotifyObservers|LocalDOMWindow/,
    ],
    [
      'resource fetching and loading',
      /ResourceFetcher|ResponseBodyLoader|TextResourceDecoder|ResourceLoader|ImageResource|PreloadScanner|Resource::|ImageDecod|MemoryCache/,
    ],
    ['parser outside ParseHTML', /HTMLDocumentParser|HTMLParserScriptRunner|PumpTokenizer/],
    [
      'DOMContentLoaded and load',
      /DidDispatchDOMContentLoaded|FinishedParsing|DispatchLoad|DidFinishLoad|CheckCompleted/,
    ],
    [
      'frame lifecycle and commit',
      /UpdateLifecycle|BeginMainFrame|^Commit$|ProxyMain|DidFinishLifecycleUpdate|PaintTime|UpdateTime/,
    ],
  ];
  const causeOf = (n) => causes.find(([, re]) => re.test(n))?.[0] ?? 'rest';
  const byCause = new Map();
  for (const [n, , o] of rows) byCause.set(causeOf(n), (byCause.get(causeOf(n)) ?? 0) + o);
  console.log(`  LH "other" by cause (mean ms): ${[...byCause].map(([c, v]) => `${c} ${ms(v)}`).join(', ')}`);
  const named = [
    ['style sheet parse', /CSSParserImpl|ParseAuthorStyleSheet|StyleSheetContents/],
    ['style recalculation', /recalcStyle|UpdateLayoutTree|rebuildLayoutTree|StyleEngine/],
    ['layout', /performLayout|^Layout$|LayoutBlock|LayoutNG/],
    ['text shaping', /Shape/],
    ['font matching (system fonts)', /Font|MatchFamilyName/],
    ['HTML parse', /^ParseHTML$/],
  ];
  console.log(
    '  named (self, mean ms, any group): ' +
      named
        .map(([c, re]) => `${c} ${ms(rows.filter(([n]) => re.test(n)).reduce((a, r) => a + r[1], 0))}`)
        .join(', '),
  );
  rows.sort((a, b) => b[2] - a[2]);
  console.log(`  LH "other" by event (mean, total ${ms(mean((r) => r.byGroup.get('other') ?? 0))})`);
  for (const [n, , o] of rows.slice(0, 15)) console.log(`  ${ms(o).padStart(7)}  ${n}`);
}

buildBaselineIfStale();
const stack = await startStack({ siteHost: 'localhost' });
const baseline = await startBaseline();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const targets = [
    ['bare', baseline.url, '/', null],
    ...values.pages.split(',').flatMap((p) => variants.map(([vn, v]) => [`${p} ${vn}`, stack.siteUrl, p, v])),
  ];
  const proxies = [];
  const results = new Map(targets.map((t) => [t[0], []]));
  for (const t of targets) {
    const px = await startProxy(t[1], t[3]);
    proxies.push(px);
    t.push(px.origin);
  }
  // Interleaved: each round loads every target once.
  for (let round = 0; round < loads; round += 1)
    for (const [name, , p, , origin] of targets)
      results.get(name).push(analyse(await traceLoad(browser, origin + p)));
  for (const [name, r] of results) report(name, r);
  await Promise.all(proxies.map((px) => px.stop()));
} finally {
  await browser.close();
  await stack.stop();
  await baseline.stop();
}
