// Search alerts at scale (issue 36, decision 059): matching a week's 1,000 new or repriced offers
// against 100,000 saved alerts on PostgreSQL, the alert job's matcher (the changed offers read once,
// every alert's filter run over them in memory) against a baseline of one indexed query per alert,
// the passes interleaved in one run. The database is one of its own on BENCH_DATABASE_URL's server
// (or a throwaway cluster), filled by the demo's generator, dropped after. The work runs in the
// built API's code (apps/api/dist/bench-alert-matching.mjs, src/bench/alert-matching-cli.ts), which
// checks that both ways find the same offers for every alert. Figures go to docs/BENCHMARKS.md.
//
//   node bench/alert-matching.mjs [--offers 100000] [--alerts 100000] [--changed 1000] [--passes 3]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { createPostgresDatabase, startThrowawayPostgres } from '../scripts/lib/postgres.mjs';
import { machine, median, root, runNode, writeReportSection } from './lib.mjs';

const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '100000' },
    alerts: { type: 'string', default: '100000' },
    changed: { type: 'string', default: '1000' },
    passes: { type: 'string', default: '3' },
  },
});
const [offers, alerts, changed, passes] = [values.offers, values.alerts, values.changed, values.passes].map(
  Number,
);
if (!Number.isInteger(offers) || offers < 1000) throw new Error('--offers: 1000 or more');
if (!Number.isInteger(changed) || changed < 1 || changed > offers / 2)
  throw new Error('--changed: 1 to half the offers');
if (!Number.isInteger(alerts) || alerts < 1) throw new Error('--alerts: 1 or more');
if (!Number.isInteger(passes) || passes < 1) throw new Error('--passes: 1 or more');

buildIfStale();
const started = Date.now();
const throwaway = process.env.BENCH_DATABASE_URL ? null : await startThrowawayPostgres();
const adminUrl = process.env.BENCH_DATABASE_URL ?? throwaway?.url;
if (!adminUrl) throw new Error('no PostgreSQL: set BENCH_DATABASE_URL or install the server');
const pgDb = await createPostgresDatabase(adminUrl, 'alertmatching');
let figures;
try {
  const env = { DATABASE_URL: pgDb.url };
  runNode(
    [path.join(root, 'apps/api/dist/generate-offers.mjs'), '--count', String(offers), '--no-photos'],
    env,
  );
  const printed = execFileSync(
    process.execPath,
    [
      path.join(root, 'apps/api/dist/bench-alert-matching.mjs'),
      '--alerts',
      String(alerts),
      '--changed',
      String(changed),
      '--passes',
      String(passes),
    ],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  figures = JSON.parse(printed.trim().split('\n').at(-1));
} finally {
  await pgDb.drop();
  throwaway?.stop();
}

const m = machine();
const job = median(figures.times.job);
const baseline = median(figures.times.baseline);
const s = (ms) => (ms / 1000).toFixed(2);
const perAlert = (ms) => ((ms * 1000) / alerts).toFixed(1);
const lists = Object.entries(figures.alerts.lists)
  .map(([list, count]) => `${list} ${count.toLocaleString('en')}`)
  .join(', ');
const markdown = `## Search alerts: ${changed.toLocaleString('en')} changed offers against ${alerts.toLocaleString('en')} alerts

${m.date} UTC · ${m.cores} cores, ${m.memoryGb} GiB (${m.cpu}) · Node ${m.node} · commit ${m.commit} ·
\`node bench/alert-matching.mjs --offers ${offers} --alerts ${alerts} --changed ${changed} --passes ${passes}\` ·
${((Date.now() - started) / 60_000).toFixed(1)} min · PostgreSQL${process.env.BENCH_DATABASE_URL ? ' (the shared server, default settings)' : ': a throwaway cluster of the installed server, default settings'}

What one run of the \`search-alerts\` job decides, without the mails it then queues: for every due
alert, which offers its next mail lists. ${figures.offers.toLocaleString('en')} offers from the demo's generator, all published
two months before the run, then ${figures.changes.published.toLocaleString('en')} of them published in the last week and
${figures.changes.repriced.toLocaleString('en')} repriced in it (a lower shown price, recorded in \`offer_price_drops\` as the editor
does); 20 special-offer groups of 50 long-standing members, ${(figures.changes.joined ?? 0).toLocaleString('en')} offers added to one of them in the week
and ${(figures.changes.left ?? 0).toLocaleString('en')} added and taken out again (\`offer_group_joins\`). ${alerts.toLocaleString('en')} active alerts, each of its own address, on filters drawn from the offers (${lists}, oferta_specjalna being a group's list;
${figures.alerts.withTown.toLocaleString('en')} with a town, ${figures.alerts.withPrice.toLocaleString('en')} with a price bound, ${figures.alerts.withArea.toLocaleString('en')} with a drawn area), immediate, daily and weekly, each with
one earlier mail that ended a week before, so all are due and each reads the week's events.
${figures.matchedAlerts.toLocaleString('en')} alerts get a mail, ${figures.matches.toLocaleString('en')} offers in all.

- **The job's matcher** (\`matchDueAlerts\`, decision 059): the offers with an event in the look-back
  window read once (a few indexed queries), then each alert's filter (\`alertFilterOf\`) run over them
  in memory (\`alertOffersFor\`).
- **Baseline: one indexed query per alert** (\`findAlertOffersOf\`): the list's own WHERE
  (\`offerConditions\`) over the offers with an event in the alert's window (the union of the event
  tables' time indexes), one query after another.

Both read the due alerts, 500 at a time, and what they mailed in the same way (\`dueAlertBatches\`),
and keep a digest of every alert's mail (its offers and events); the first passes of the two must
agree for every alert. ${passes} ${passes === 1 ? 'pass' : 'passes'} of each, interleaved; the median. *×*: the baseline's time over the job's.
Where a baseline query's time goes (PostgreSQL's EXPLAIN ANALYZE of the first ${figures.explained.count} alerts' queries):
planning ${(figures.explained.planning / figures.explained.count).toFixed(2)} ms, execution ${(figures.explained.execution / figures.explained.count).toFixed(2)} ms on average.

| Way | Pass p50 (s) | Passes (s) | Per alert (µs) | × |
|---|---:|---|---:|---:|
| The job's matcher | ${s(job)} | ${figures.times.job.map(s).join(', ')} | ${perAlert(job)} | 1 |
| One indexed query per alert | ${s(baseline)} | ${figures.times.baseline.map(s).join(', ')} | ${perAlert(baseline)} | ${(baseline / job).toFixed(1)} × |
`;
writeReportSection('alert-matching', markdown);
console.log(markdown);
