import { type BrowserContext, test as base, type Page } from '@playwright/test';

// Every spec takes `test` from here instead of '@playwright/test', so one switch can run the whole
// suite on a slowed CPU: E2E_CPU_THROTTLE=4 makes Chromium run its pages' scripts, layout and
// painting four times slower (DevTools' CPU throttling), which is how a slow day on these machines
// looks to the browser. A test that only passes on a fast day fails there first, before CI.
const rate = Number(process.env.E2E_CPU_THROTTLE ?? '1');
if (!Number.isFinite(rate) || rate < 1)
  throw new Error(`E2E_CPU_THROTTLE must be a number >= 1, not ${rate}`);

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

export const test = base.extend({
  context: async ({ context }, use) => {
    // Pages a test opens itself (a second tab, a popup) are slowed as they appear.
    if (rate > 1) context.on('page', (page) => void throttle(context, page).catch(() => {}));
    await use(context);
  },
  page: async ({ context, page }, use) => {
    // The test's own page is slowed before its first navigation.
    if (rate > 1) await throttle(context, page);
    await use(page);
  },
});
