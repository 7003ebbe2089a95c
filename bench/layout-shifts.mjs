// Which boxes move during a first visit's load, and by how much (issue 33, CLS <= 0.02): cold loads
// of each page on Lighthouse's phone (412 x 823, 1.75 device pixels, touch) under a 4x CPU slowdown,
// with the Layout Instability API's entries (PerformanceObserver 'layout-shift', buffered) and
// their sources. Each load is a fresh browser context (no consent cookie, no cache: a first visit).
// Prints per page the sum of the shifts of each load (CLS of a short load) and every shifted source.
//
//   node bench/layout-shifts.mjs [--pages /,/offline] [--loads 5]
//
// It writes nothing to docs/BENCHMARKS.md: a tool for finding a shift, not a measure of it.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startStack } from './lib.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/offline' },
    loads: { type: 'string', default: '5' },
  },
});
const pages = values.pages.split(',').filter(Boolean);
const loads = Number(values.loads);
if (!Number.isInteger(loads) || loads < 1) {
  console.error('--loads must be a whole number of at least 1');
  process.exit(2);
}

/** Runs in the page before its own scripts: keeps every shift with its sources described. */
function observeShifts() {
  const shifts = [];
  window.__shifts = shifts;
  const nameOf = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
    const classes = node.classList.length ? `.${[...node.classList].join('.')}` : '';
    return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`;
  };
  const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        recentInput: entry.hadRecentInput,
        sources: entry.sources.map(
          (s) => `${nameOf(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The height of each `content-visibility: auto` box and of the page. */
function heightsOfSkipped() {
  const heights = {};
  for (const element of document.querySelectorAll('body *')) {
    if (getComputedStyle(element).contentVisibility !== 'auto') continue;
    const name = `${element.localName}.${[...element.classList].join('.')}`;
    heights[name] = (heights[name] ?? 0) + Math.round(element.getBoundingClientRect().height);
  }
  heights.page = document.documentElement.scrollHeight;
  return heights;
}

const stack = await startStack();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const page of pages) {
    const url = new URL(page, stack.siteUrl).href;
    const sums = [];
    for (let i = 0; i < loads; i += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.addInitScript(observeShifts);
      await tab.goto(url, { waitUntil: 'load' });
      // The islands that wait for idle time or the first paint, and the late styles, have come.
      await tab.waitForTimeout(4000);
      const shifts = await tab.evaluate(() => window.__shifts);
      // Lighthouse counts a shift just after a navigation's start too, flagged or not.
      const sum = shifts.reduce((total, s) => total + s.value, 0);
      sums.push(sum);
      console.log(`${page} load ${i + 1}: ${sum.toFixed(4)}`);
      for (const shift of shifts) {
        console.log(
          `  at ${shift.at} ms ${shift.value.toFixed(4)}${shift.recentInput ? ' (after input)' : ''}: ${shift.sources.join('; ')}`,
        );
      }
      if (i === 0) {
        // The parts drawn only near the viewport (decision 050): their guessed height, then drawn.
        const guessed = await tab.evaluate(heightsOfSkipped);
        await tab.keyboard.press('End');
        await tab.waitForTimeout(1500);
        const drawn = await tab.evaluate(heightsOfSkipped);
        for (const [name, height] of Object.entries(guessed)) {
          console.log(`  ${name}: ${height} px until drawn, ${drawn[name]} px drawn`);
        }
        console.log(`  page: ${guessed.page} px before, ${drawn.page} px after drawing every part`);
      }
      await context.close();
    }
    console.log(
      `${page}: ${sums.filter((s) => s > 0).length} of ${loads} loads shifted, max ${Math.max(...sums).toFixed(4)}`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}
