// `npm run fuzz`: every API endpoint fuzzed from its OpenAPI schema with FUZZ_RUNS requests each
// (10 000 by default), on SQLite and, when TEST_DATABASE_URL names a server, on PostgreSQL.
// The generators and the rules live in apps/api/src/testing/fuzz/; this runs them at full size and writes
// the figures to docs/RELIABILITY.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { machine, root, tempDir, writeReportSection } from './lib.mjs';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_000);
const reportDir = tempDir('estate-fuzz-');

console.log(`fuzzing every endpoint with ${runs} requests (seed ${seed})`);
const started = Date.now();
const result = spawnSync(
  path.join(root, 'node_modules/.bin/vitest'),
  ['run', '--project', 'api', 'apps/api/src/testing/fuzz/openapi-fuzz.test.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed), FUZZ_REPORT_DIR: reportDir },
  },
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

const reports = fs
  .readdirSync(reportDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(fs.readFileSync(path.join(reportDir, name), 'utf8')));
if (reports.length === 0) {
  console.error('no fuzz report was written');
  process.exit(1);
}

const m = machine();
const lines = [
  '## API fuzzing from the OpenAPI document',
  '',
  `${m.date}, ${m.cores} cores, ${m.memoryGb} GiB, Node ${m.node}, commit ${m.commit}; ` +
    `\`npm run fuzz\` (FUZZ_RUNS=${runs}, seed ${seed}), ${minutes} min in all.`,
  '',
  'Requests are generated with fast-check from each operation of `/api/docs/json` (plus `/media/*`):',
  'valid by the schema (with XSS and SQL payloads in free text), one value replaced by a hostile one',
  '(script and SQL payloads, edge numbers, Unicode edge cases, wrong JSON types, deep values),',
  'unknown and prototype-pollution keys, a missing field, raw bodies (broken and deep JSON,',
  '`__proto__`, `1e999`) and odd headers. Rule: no 5xx, every 4xx carries an error code, and',
  "`Object.prototype` stays clean. Sent through Fastify's `inject` (the whole app without a socket).",
  '',
];
for (const report of reports) {
  const total = report.results.reduce((sum, r) => sum + r.requests, 0);
  const violations = report.results.reduce((sum, r) => sum + r.violations, 0);
  const fiveHundreds = report.results.reduce(
    (sum, r) =>
      sum +
      Object.entries(r.byStatus)
        .filter(([s]) => Number(s) >= 500)
        .reduce((a, [, n]) => a + n, 0),
    0,
  );
  lines.push(
    `### ${report.dialect}: ${total.toLocaleString('en')} requests, ${fiveHundreds} answered 5xx, ${violations} broke a rule`,
    '',
    '| Endpoint | Requests | 2xx | 4xx | 5xx | Rule broken | Statuses seen | Seconds |',
    '|---|---:|---:|---:|---:|---:|---|---:|',
  );
  for (const r of report.results) {
    const count = (low, high) =>
      Object.entries(r.byStatus)
        .filter(([s]) => Number(s) >= low && Number(s) < high)
        .reduce((a, [, n]) => a + n, 0);
    const statuses = Object.keys(r.byStatus).join(' ');
    lines.push(
      `| \`${r.endpoint}\` | ${r.requests} | ${count(200, 300)} | ${count(400, 500)} | ${count(500, 600)} | ${r.violations} | ${statuses} | ${(r.milliseconds / 1000).toFixed(1)} |`,
    );
  }
  lines.push('');
}
writeReportSection('fuzz', lines.join('\n'), 'docs/RELIABILITY.md');
console.log(`figures written to docs/RELIABILITY.md (${minutes} min)`);
process.exit(result.status ?? 1);
