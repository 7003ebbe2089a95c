// Interaction latency (issue 33): how long a tap on the public pages' controls takes to show its
// effect on a slow phone, as the Event Timing API measures it, which is what INP counts. Chromium
// with a 4x CPU slowdown on a phone-sized screen taps the main menu's toggle (open and close), the
// language toggle, the sale list's search form (a voivodeship chosen, then "search"), the favourite
// heart on a tile and on an offer page, the cookie dialog's three buttons and the offer gallery's
// next photo, in both languages, each on a fresh page load, several rounds. A plain button on the
// bare Next.js page (bench/baseline-next) gives the floor of the same browser and slowdown.
//
//   node bench/interactions.mjs [--runs 5] [--only menu,gallery]
//
// --only keeps the scenarios whose name contains one of the comma-separated words, for quick
// iteration: a partial run prints its figures but leaves docs/BENCHMARKS.md alone.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { buildBaselineIfStale, startBaseline } from './baseline-next.mjs';
import { firstOffers, machine, median, root, startStack, writeReportSection } from './lib.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const onlyWords = values.only?.split(',').filter(Boolean);

const CPU_SLOWDOWN = 4;
/** The "good" INP bound (web.dev): an interaction at most this long feels immediate. */
const GOOD_MS = 200;
/** Lighthouse's emulated phone (Moto G Power); below 1200 px the menu is an overlay behind a toggle. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** Waits on a slowed page load: bounds, not expectations (machines vary 2-3x in speed). */
const WAIT_MS = 60_000;
/** How long a finger rests on the screen in a tap (a model of the hand, not of the machine). */
const FINGER_MS = 80;
/** A whole scenario's bound: a load and a few taps, several times what a slow day needs. */
const SCENARIO_MS = 5 * WAIT_MS;
/** Frames drawn after an interaction before its entries are read: by then its paint is presented. */
const SETTLE_FRAMES = 10;

const messages = Object.fromEntries(
  ['pl', 'en'].map((lang) => [
    lang,
    JSON.parse(fs.readFileSync(path.join(root, `apps/web/messages/${lang}.json`), 'utf8')),
  ]),
);
const localPath = (lang, p) => (lang === 'pl' ? p : p === '/' ? '/en' : `/en${p}`);

/**
 * Runs in every page before its own scripts: keeps the Event Timing entries of interactions (at
 * the API's lowest threshold, 16 ms; shorter ones are never reported) and the long animation
 * frames with the scripts they ran, so a slow interaction can be traced to its cost.
 */
function instrumentPage() {
  const kept = { events: [], frames: [] };
  const nameOf = (node) =>
    node instanceof Element
      ? `${node.localName}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`
      : '';
  const keepEvents = (entries) => {
    for (const e of entries) {
      if (!e.interactionId) continue;
      kept.events.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        duration: e.duration,
        target: nameOf(e.target),
      });
    }
  };
  const keepFrames = (entries) => {
    for (const f of entries) {
      kept.frames.push({
        startTime: f.startTime,
        duration: f.duration,
        blockingDuration: f.blockingDuration,
        renderStart: f.renderStart,
        styleAndLayoutStart: f.styleAndLayoutStart,
        scripts: f.scripts.map((s) => ({
          invoker: s.invoker,
          sourceURL: s.sourceURL,
          sourceFunctionName: s.sourceFunctionName,
          duration: s.duration,
          forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
        })),
      });
    }
  };
  const events = new PerformanceObserver((list) => keepEvents(list.getEntries()));
  events.observe({ type: 'event', durationThreshold: 16, buffered: true });
  let frames = null;
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    frames = new PerformanceObserver((list) => keepFrames(list.getEntries()));
    frames.observe({ type: 'long-animation-frame', buffered: true });
  }
  // Entries queued but not yet handed to the callbacks (a busy page delays them) are taken too.
  kept.flush = () => {
    keepEvents(events.takeRecords());
    if (frames) keepFrames(frames.takeRecords());
  };
  window.__interactionBench = kept;
}

/** A fresh phone-sized context; a consent decision stored unless the cookie dialog is measured. */
async function openPage(browser, origin, { decided }) {
  const context = await browser.newContext(PHONE);
  if (decided) {
    await context.addCookies(
      [
        'consentCookie',
        'consentStatistics',
        'consentMarketing',
        'consentPreferencesy',
        'consentNecessary',
      ].map((name) => ({ name, value: name === 'consentCookie' ? '1' : 'false', url: origin })),
    );
  }
  await context.addInitScript(instrumentPage);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  sessions.set(page, cdp);
  return { context, page };
}

/**
 * Until a visitor would tap: the page loaded, the control shown and enabled (the favourite heart
 * is disabled until the stored favourites are read), its React handler attached (`handler` on the
 * control or an ancestor, e.g. the form's onSubmit for its button), and the main thread idle once.
 * A tap before hydration would measure a click React never sees.
 */
async function whenReady(page, control, handler) {
  await page.waitForLoadState('load');
  await control.waitFor({ state: 'visible' });
  // Asked again each time through the locator: React may replace the server's element.
  await until(() => control.isEnabled(), 'enabled');
  if (handler) await until(() => control.evaluate(reactHandlerAttached, handler), `${handler} attached`);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
  );
}

/** Whether React has attached the `name` handler to the element or an ancestor (it is hydrated). */
function reactHandlerAttached(element, name) {
  for (let node = element; node; node = node.parentElement) {
    const key = Object.keys(node).find((k) => k.startsWith('__reactProps$'));
    if (key && typeof node[key][name] === 'function') return true;
  }
  return false;
}

/** Polls `check` until it holds, for at most WAIT_MS. */
async function until(check, what) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not ${what} within ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the page has drawn `count` more frames (a busy main thread draws them later). */
function framesDrawn(page, count) {
  return page.evaluate(
    (n) =>
      new Promise((resolve) => {
        const next = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    count,
  );
}

/**
 * One interaction: `act` taps and waits for the visible effect; afterwards the entries of the one
 * interaction that began since are read. Its latency is the longest of its events (pointerdown,
 * pointerup, click, or keydown/keyup), as INP counts it; none reported means under 16 ms.
 */
async function measure(page, act) {
  const since = await page.evaluate(() => performance.now());
  const countBefore = await page.evaluate(() => performance.interactionCount ?? null);
  await act();
  await framesDrawn(page, SETTLE_FRAMES);
  const { events, frames, count } = await page.evaluate(() => {
    const kept = window.__interactionBench;
    kept.flush();
    return { events: kept.events, frames: kept.frames, count: performance.interactionCount ?? null };
  });
  if (countBefore !== null && count === countBefore)
    throw new Error('the tap was not counted as an interaction');
  const mine = events.filter((e) => e.startTime >= since);
  const ids = new Set(mine.map((e) => e.interactionId));
  if (ids.size > 1) console.warn(`  (${ids.size} interactions in one tap; the longest is kept)`);
  if (mine.length === 0) return { duration: 0, events: [] };
  const longest = mine.reduce((a, b) => (b.duration > a.duration ? b : a));
  const end = longest.startTime + longest.duration;
  return {
    duration: longest.duration,
    inputDelay: longest.processingStart - longest.startTime,
    processing: longest.processingEnd - longest.processingStart,
    presentation: end - longest.processingEnd,
    // A control the tap removed (the cookie dialog's buttons) is no longer named.
    event: longest.target ? `${longest.name} on ${longest.target}` : longest.name,
    // The long frames that overlap the interaction: where its time went.
    frames: frames.filter((f) => f.startTime < end && f.startTime + f.duration > longest.startTime),
  };
}

/** The DevTools session of each page, which taps through. */
const sessions = new WeakMap();

/**
 * A finger's tap on the control's centre: touch start, the finger on the glass for FINGER_MS, touch
 * end (then the browser's gesture detector makes the click). Playwright's own tap lifts the finger
 * in the same millisecond, so every event of the tap (some twenty, each a slowed dispatch) queues
 * behind the others: on the bare page that alone came to 56-256 ms, which no real tap costs.
 */
async function tap(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box to tap`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = sessions.get(locator.page());
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((resolve) => setTimeout(resolve, FINGER_MS));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * The scenarios: each loads `path` in a fresh context and measures one or more interactions in a
 * row (the menu closes after it opened; "search" is pressed after a voivodeship was chosen).
 */
function scenarios({ saleOfferId }) {
  const button = (page, name) => page.getByRole('button', { name, exact: true });
  const consent = (page, lang) => page.getByRole('dialog', { name: messages[lang].consent.title });
  const consentButton = (key) => ({
    path: '/',
    decided: false,
    async run(page, lang, record) {
      const control = consent(page, lang).getByRole('button', {
        name: messages[lang].consent[key],
        exact: true,
      });
      await whenReady(page, control, 'onClick');
      await record(() => tap(control));
    },
  });
  return [
    {
      name: 'menu',
      path: '/',
      decided: true,
      labels: ['menu: open', 'menu: close'],
      async run(page, lang, record) {
        const t = messages[lang].header;
        const toggle = page.locator('button.menu-toggle');
        await whenReady(page, toggle, 'onClick');
        await record(async () => {
          await tap(button(page, t.openMenu));
          await page.locator('button.menu-toggle[aria-expanded="true"]').waitFor();
        });
        await record(async () => {
          await tap(button(page, t.closeMenu));
          await page.locator('button.menu-toggle[aria-expanded="false"]').waitFor();
        });
      },
    },
    {
      name: 'language switch',
      path: '/',
      decided: true,
      async run(page, _lang, record) {
        const link = page.locator('header .lang-toggle__link');
        // A plain link (a full load of the other language): the page is ready once hydrated, which
        // the header's favourites count shows (drawn in the browser only).
        await whenReady(page, page.locator('header .favourites-link__count'));
        await link.waitFor();
        // The link's default action (loading the other language) is prevented once every handler
        // of the page has run (a listener on window, last in the bubbling), so the figure is the
        // tap's own paint, not the other language's load (a page load's cost, not an interaction's).
        await page.evaluate(() => {
          window.addEventListener('click', (event) => {
            if (!event.target.closest('.lang-toggle__link')) return;
            event.preventDefault();
            document.documentElement.dataset.benchLanguageTapped = 'true';
          });
        });
        await record(async () => {
          await tap(link);
          await page.locator('html[data-bench-language-tapped]').waitFor({ state: 'attached' });
        });
      },
    },
    {
      name: 'filter',
      path: '/sprzedaz',
      decided: true,
      labels: ['filter: voivodeship chosen', 'filter: search pressed'],
      async run(page, lang, record) {
        const t = messages[lang].offers.search;
        const form = page.getByRole('form', { name: t.heading });
        const voivodeship = form.getByLabel(t.voivodeship, { exact: true });
        const submit = form.getByRole('button', { name: t.submit, exact: true });
        await whenReady(page, submit, 'onSubmit');
        // A native select's picker is the browser's own widget, out of the page's reach: the
        // choice is made by the keyboard on the focused select, a real (trusted) input event.
        await voivodeship.focus();
        await record(async () => {
          await page.keyboard.press('ArrowDown');
          await page.waitForFunction((select) => select.value !== '', await voivodeship.elementHandle());
        });
        await record(async () => {
          await tap(submit);
          await page.waitForURL((url) => url.pathname !== localPath(lang, '/sprzedaz'));
        });
      },
    },
    {
      name: 'favourite on a tile',
      path: '/sprzedaz',
      decided: true,
      async run(page, _lang, record) {
        const heart = page.locator('.offer-tile .favourite-toggle').first();
        await whenReady(page, heart, 'onClick');
        await record(async () => {
          await tap(heart);
          await page.locator('.offer-tile .favourite-toggle[aria-pressed="true"]').first().waitFor();
        });
      },
    },
    {
      name: 'favourite on the offer page',
      path: `/szczegoly_ogloszenia/${saleOfferId}`,
      decided: true,
      async run(page, _lang, record) {
        const heart = page.locator('.offer-page__actions .favourite-toggle');
        await whenReady(page, heart, 'onClick');
        await record(async () => {
          await tap(heart);
          await page.locator('.offer-page__actions .favourite-toggle[aria-pressed="true"]').waitFor();
        });
      },
    },
    {
      name: 'gallery: next photo',
      path: `/szczegoly_ogloszenia/${saleOfferId}`,
      decided: true,
      async run(page, lang, record) {
        const next = page.locator('.offer-carousel__controls').getByRole('button', {
          name: messages[lang].offer.nextPhoto,
          exact: true,
        });
        const counter = page.getByTestId('carousel-counter');
        await whenReady(page, next, 'onClick');
        await record(async () => {
          await tap(next);
          await page.waitForFunction(
            (p) => p.textContent.trim().startsWith('2 '),
            await counter.elementHandle(),
          );
        });
      },
    },
    { name: 'cookie dialog: accept all', ...consentButton('acceptAll') },
    { name: 'cookie dialog: decline', ...consentButton('decline') },
    { name: 'cookie dialog: settings', ...consentButton('details') },
  ];
}

/** The floor: a plain DOM button (no framework work) on the bare Next.js page. */
async function baselineTap(browser, origin) {
  const { context, page } = await openPage(browser, origin, { decided: false });
  try {
    await page.goto(`${origin}/`);
    // Added once React has adopted the page: hydration removes a node its own render lacks.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber$')),
    );
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Toggle';
      button.addEventListener('click', () => button.classList.toggle('on'));
      document.querySelector('main').append(button);
    });
    const button = page.getByRole('button', { name: 'Toggle' });
    await whenReady(page, button);
    return await measure(page, async () => {
      await tap(button);
      await page.locator('button.on').waitFor();
    });
  } finally {
    await context.close();
  }
}

async function runScenario(browser, origin, scenario, lang) {
  const { context, page } = await openPage(browser, origin, { decided: scenario.decided });
  const results = [];
  // page.evaluate has no timeout of its own: a page that never answers is closed, which ends it.
  const watchdog = setTimeout(() => {
    console.warn(`  ${lang} ${scenario.name}: no end after ${(SCENARIO_MS / 1000).toFixed(0)} s, closed`);
    context.close().catch(() => {});
  }, SCENARIO_MS);
  try {
    await page.goto(`${origin}${localPath(lang, scenario.path)}`);
    await scenario.run(page, lang, async (act) => results.push(await measure(page, act)));
    return results;
  } finally {
    clearTimeout(watchdog);
    await context.close();
  }
}

// A page fresh in the site's page cache (decision 016) before it is loaded, as a visited page is:
// a stale one would be rendered again in the background, in the process serving the page's scripts.
async function warm(url) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.headers.get('x-page-cache') === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A sale offer with several photos, so "next photo" has somewhere to go. */
async function offerWithPhotos(apiBase) {
  for (const offer of await firstOffers(apiBase, 20)) {
    const detail = (await (await fetch(`${apiBase}/api/classified/${offer.id}?lang=pl`)).json()).data;
    if (detail.photos.length >= 3) return offer.id;
  }
  throw new Error('no seeded sale offer with three photos among the newest 20');
}

buildIfStale();
buildBaselineIfStale();
const stack = await startStack({ siteHost: 'localhost' });
const baseline = await startBaseline();
const saleOfferId = await offerWithPhotos(stack.apiBase);
const chosen = scenarios({ saleOfferId }).filter(
  (s) => !onlyWords || onlyWords.some((word) => s.name.includes(word)),
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const browserVersion = browser.version();
async function stopAll() {
  await browser.close();
  await baseline.stop();
  await stack.stop();
}
// Stopped from outside, the servers go too: `next start`'s server would otherwise outlive this
// process and hold the caller's output open.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    console.log(`${signal}: stopping the servers`);
    stopAll().finally(() => process.exit(1));
  });

/** label -> lang -> samples; rounds interleave every scenario, so a slow moment weighs on all. */
const samples = new Map();
const keep = (label, lang, sample) => {
  if (!samples.has(label)) samples.set(label, { pl: [], en: [], path: '' });
  samples.get(label)[lang].push(sample);
};
try {
  for (const scenario of chosen)
    for (const lang of ['pl', 'en']) await warm(`${stack.siteUrl}${localPath(lang, scenario.path)}`);
  for (let run = 0; run < runs; run += 1) {
    keep('bare Next.js page: a plain button', 'pl', await baselineTap(browser, baseline.url));
    for (const scenario of chosen) {
      for (const lang of ['pl', 'en']) {
        const results = await runScenario(browser, stack.siteUrl, scenario, lang);
        const labels = scenario.labels ?? [scenario.name];
        results.forEach((result, i) => {
          keep(labels[i], lang, result);
          samples.get(labels[i]).path = scenario.path;
        });
        console.log(
          `  ${lang} ${scenario.name}: ${results.map((r) => Math.round(r.duration)).join(', ')} ms`,
        );
      }
    }
    console.log(`round ${run + 1} of ${runs} done`);
  }
} finally {
  await stopAll();
}

const ms = (value) => (value === 0 ? '< 16' : String(Math.round(value)));
const worst = (list) => list.reduce((a, b) => (b.duration > a.duration ? b : a));
/** Where the slowest sample's time went: input delay / event handlers / until the next paint. */
const breakdown = (s) =>
  s.duration === 0
    ? ''
    : `${Math.round(s.inputDelay)} / ${Math.round(s.processing)} / ${Math.round(s.presentation)} (${s.event})`;
/** The longest scripts of the frames around the slowest sample, named by what ran them. */
function costs(s) {
  const scripts = (s.frames ?? []).flatMap((f) => f.scripts).sort((a, b) => b.duration - a.duration);
  return scripts
    .slice(0, 3)
    .map((x) => `${Math.round(x.duration)} ms ${x.invoker} (${path.basename(x.sourceURL || 'inline')})`)
    .join('; ');
}

const rows = [];
const findings = [];
for (const [label, { pl, en, path: p }] of samples) {
  const langs = [
    ['pl', pl],
    ['en', en],
  ].filter(([, list]) => list.length > 0);
  const all = langs.flatMap(([, list]) => list);
  const max = Math.max(...all.map((s) => s.duration));
  const cell = (list) =>
    list.length ? `${ms(median(list.map((s) => s.duration)))} / ${ms(worst(list).duration)}` : '';
  const met = max < GOOD_MS ? 'met' : 'missed';
  rows.push(
    `| ${label} | ${p ? `\`${p}\`` : ''} | ${cell(pl)} | ${cell(en)} | ${breakdown(worst(all))} | ${label.startsWith('bare') ? '' : met} |`,
  );
  console.log(
    `${label}: ${langs.map(([lang, list]) => `${lang} ${cell(list)} ms`).join(', ')}; slowest ${breakdown(worst(all))} ${costs(worst(all))}`,
  );
  if (max >= GOOD_MS)
    findings.push(
      `- ${label}: slowest ${Math.round(max)} ms; longest scripts around it: ${costs(worst(all)) || 'none recorded'}`,
    );
}

if (onlyWords) {
  console.log(`partial run (--only ${values.only}): report not written`);
  process.exit(0);
}

const m = machine();
writeReportSection(
  'interactions',
  `## Interaction latency on a slow phone (Event Timing)

${m.date} UTC · ${m.cores} cores, ${m.memoryGb} GiB (${m.cpu}) · Node ${m.node} · commit ${m.commit} ·
\`node bench/interactions.mjs --runs ${runs}\` · Chromium ${browserVersion} (Playwright), ${CPU_SLOWDOWN}× CPU
slowdown, ${PHONE.viewport.width}×${PHONE.viewport.height} touch screen (the menu is an overlay below 1200 px).

Method: the built site on the seeded demo database, each page fresh in the page cache. Every
sample is a fresh browser context (consent decided, except for the cookie dialog's buttons) and a
first load of the page. The tap comes once the page has loaded, the control's React handler is
attached and the main thread has been idle once, as a visitor taps once the page looks ready; it is
a finger's (touch start, ${FINGER_MS} ms on the glass, touch end, then the browser's click), not
Playwright's tap, which lifts the finger in the same millisecond and so queues the tap's twenty-odd
slowed event dispatches behind each other. An observer of Event Timing entries (\`durationThreshold\`
16 ms, the lowest: shorter interactions are not reported, shown as < 16) gives each interaction the
longest duration of its events (pointer down, pointer up and click, or key down and key up): from
the input to the next paint, as INP counts it. The language toggle is a plain link: its default
action is prevented after the page's own handlers, so the figure is the tap's own paint, not the
other language's load. The voivodeship is chosen with the arrow key on the focused select (a native
picker is out of the page's reach). ${runs} rounds, each taking every scenario once in both
languages; median / max in ms. The slowest sample's time is split into input delay (the main thread
busy when the input came), its handlers, and the rest until the paint. Target (issue 33): every
interaction under ${GOOD_MS} ms, the "good" INP bound. The bare Next.js page
(\`bench/baseline-next\`, a DOM button added with a native listener) is the floor of this browser
and slowdown.

| Interaction | Page | pl median / max | en median / max | Slowest: input delay / handlers / to paint (event) | Under ${GOOD_MS} ms |
|---|---|---:|---:|---|---|
${rows.join('\n')}
${findings.length ? `\nOver ${GOOD_MS} ms, with the longest scripts of the long animation frames around the slowest tap:\n${findings.join('\n')}\n` : ''}`,
);
