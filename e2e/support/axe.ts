import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// One axe run took 2-4 s on these machines on a slow day, and more under CPU throttling: every run
// gets this much time of its own, added to the test's budget, instead of sharing a short poll.
const AXE_RUN_BUDGET_MS = 60_000;

/**
 * Waits until the page is still: web fonts loaded and every finite CSS animation and transition
 * (a dialog fading in, a menu sliding open) finished. axe judges colours and visibility as they are
 * at that moment, so a check mid-transition could see half-transparent text.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Only running, finite ones: a spinner never finishes and a paused animation never resumes.
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
      );
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** axe's violations on the page as it is now (or inside `include`), ids and targets only. */
export async function axeViolations(page: Page, include?: string) {
  test.info().setTimeout(test.info().timeout + AXE_RUN_BUDGET_MS);
  await settle(page);
  // Legacy mode runs axe.run() in the page itself. The default (runPartial) opens, injects and
  // closes a blank page in the context for every run to merge the frames' results: on back-office
  // screens half of each run's time (back-office.spec's axe walk of 92 runs: 313 s, 157 s in legacy
  // mode; public pages showed no difference, a11y and site-content specs 201 and 207 s). The two
  // differ only on cross-origin frames, which the site under test has none of; same-origin frames
  // are judged either way.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder.analyze();
  // Ids and targets only: enough to find the problem, short enough to read in a failure.
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** One axe run on the settled page; it must find nothing. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}
