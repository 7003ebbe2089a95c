// What bench/lighthouse.mjs takes from each Lighthouse report, and the CPU slowdown it calibrates
// from the machine's benchmark index (issue 33).
import { median } from './lib.mjs';

/** The figures of one Lighthouse run; a category a run left out (`onlyCategories`) is null. */
export function figuresOf(lhr) {
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const breakdown = lhr.audits['mainthread-work-breakdown'];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    // Main-thread time during the load by kind of work, scaled by Lighthouse to the throttled CPU
    // (the observed time × cpuSlowdownMultiplier under simulated throttling).
    mainThread: breakdown.numericValue,
    scriptEvaluation:
      breakdown.details?.items?.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0,
    // The `long-tasks` audit lists top-level tasks of 50 ms or more with their durations in the
    // simulated (throttled) load, longest first; none listed means none reached 50 ms.
    longestTask: lhr.audits['long-tasks']?.details?.items?.[0]?.duration ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id),
  };
}

/** The median of each figure over a page's runs (null where the runs had none). */
export function medianFigures(samples) {
  const keys = Object.keys(samples[0]).filter((key) => key !== 'failing');
  const medians = Object.fromEntries(
    keys.map((key) => {
      const values = samples.map((sample) => sample[key]).filter((value) => value !== null);
      return [key, values.length ? median(values) : null];
    }),
  );
  return { ...medians, failing: [...new Set(samples.flatMap((sample) => sample.failing))] };
}

/**
 * The CPU slowdown that makes this machine stand for one fixed device class: Lighthouse's
 * "mid-tier mobile" (Moto G4 class), the device its default 4× slowdown stands for on the desktop it
 * expects. Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") points to its CPU
 * throttling calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/), which maps the
 * benchmark index linearly between these points: 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×,
 * 2000 → 6× (233 index points per 1× above 1300). Below 150 the machine is slower than the target
 * and nothing is slowed. Rounded to 0.1 as the calculator prints it.
 */
export function calibratedSlowdown(benchmarkIndex) {
  let multiplier = 1;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) multiplier = 1 + (benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}
