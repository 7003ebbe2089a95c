// `npm run bench`: every benchmark of issue 7 one after the other (never two at once: they share
// two cores), on SQLite and PostgreSQL. PostgreSQL is the server BENCH_DATABASE_URL names, or a
// throwaway cluster of Debian's `postgresql` package started here. Each benchmark writes its own
// section of docs/BENCHMARKS.md; this writes how long the whole run took.
//
//   node bench/run-all.mjs [--tiers 1000,10000,100000] [--skip pages,lighthouse,interactions]
//   npm run bench:1m   the API tiers up to 1M offers alone (about half an hour with PostgreSQL)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startThrowawayPostgres } from '../scripts/lib/postgres.mjs';
import { machine, root, writeReportSection } from './lib.mjs';

const { values } = parseArgs({
  options: {
    tiers: { type: 'string', default: '1000,10000,100000' },
    skip: { type: 'string', default: '' },
  },
});
const skip = new Set(values.skip.split(',').filter(Boolean));

const started = Date.now();
const minutes = (from) => ((Date.now() - from) / 60_000).toFixed(1);
const timings = [];

function step(name, fn) {
  if (skip.has(name)) return;
  const from = Date.now();
  console.log(`\n### ${name}`);
  fn();
  timings.push(`${name} ${minutes(from)} min`);
}

function bench(script, args, env = {}) {
  const result = spawnSync(process.execPath, [path.join(root, 'bench', script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`bench/${script} failed (exit ${result.status})`);
}

step('build', () => buildIfStale());

let postgres = null;
let postgresNote = `PostgreSQL: the server of BENCH_DATABASE_URL`;
if (!process.env.BENCH_DATABASE_URL && !skip.has('api')) {
  postgres = await startThrowawayPostgres();
  postgresNote = postgres
    ? 'PostgreSQL: a throwaway cluster of the installed server, default settings'
    : 'PostgreSQL: not installed here (`apt-get install -y postgresql`), so SQLite only';
}
const databaseEnv = postgres ? { BENCH_DATABASE_URL: postgres.url } : {};

try {
  step('api', () => bench('api-tiers.mjs', ['--tiers', values.tiers], databaseEnv));
  step('back-office', () => bench('back-office.mjs', [], databaseEnv));
  step('drawn-area', () => bench('drawn-area.mjs', [], databaseEnv));
  // PostgreSQL only, as issue 36 asks.
  if (postgres || process.env.BENCH_DATABASE_URL)
    step('alert-matching', () => bench('alert-matching.mjs', [], databaseEnv));
  step('pages', () => bench('pages.mjs', ['--runs', '3', '--duration', '5']));
  // Three rounds, as issue 33 measures: each page is loaded normally, with scripts off and once
  // calibrated, about 14 minutes on two cores.
  step('lighthouse', () => bench('lighthouse.mjs', ['--runs', '3']));
  step('interactions', () => bench('interactions.mjs', ['--runs', '5']));
} finally {
  postgres?.stop();
}

const m = machine();
const command = `node bench/run-all.mjs${values.tiers === '1000,10000,100000' ? '' : ` --tiers ${values.tiers}`}${values.skip ? ` --skip ${values.skip}` : ''}`;
writeReportSection(
  skip.size === 0 ? 'run-all' : `run-all-${[...skip].sort().join('-')}`,
  `_${m.date} UTC · commit ${m.commit} · \`${command}\` took ${minutes(started)} min (${timings.join(', ')}). ${postgresNote}._`,
);
console.log(`\nall benchmarks in ${minutes(started)} min: ${timings.join(', ')}`);
