// `npm test`: every check in order, stopping at the first failure:
// lint and format, type check, unused files, exports and dependencies (knip), unit and API tests
// (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end suite in Chromium
// against the built site and a fresh database.
import './supported-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { freePort } from './lib/free-port.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function finish(ok) {
  // A step that failed before its runner counted anything (a port in use, a crash) still fails.
  if (!ok && totals.failed === 0) totals.failed = 1;
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

function countVitest(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

if (!step('lint and format (biome)', bin('biome'), ['ci', '.'])) finish(false);
for (const project of ['packages/domain', 'apps/api', 'apps/web', 'e2e']) {
  if (!step(`type check ${project}`, bin('tsc'), ['-p', project])) finish(false);
}
// Any finding (or configuration hint, see knip.config.ts) exits non-zero.
if (!step('unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress'])) finish(false);

if (process.env.TEST_DATABASE_URL) {
  console.log(
    `\nAPI tests will run on SQLite and on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`,
  );
} else {
  console.log('\nAPI tests will run on SQLite only: set TEST_DATABASE_URL=postgres://... to add PostgreSQL');
}
const vitestReport = path.join(resultsDir, 'vitest.json');
fs.rmSync(vitestReport, { force: true });
const unitOk = step('unit and API tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (fs.existsSync(vitestReport)) countVitest(vitestReport);
if (!unitOk) finish(false);

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  const message = `Chromium not found at ${chrome}: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH`;
  if (process.env.CI === 'true') {
    console.error(`\nFAIL: ${message}`);
    finish(false);
  }
  console.warn(`\n!!! SKIPPING the end-to-end suite. ${message}`);
  totals.skipped += 1;
  finish(true);
}

console.log('\n=== build (only what is stale)');
buildIfStale();
const playwrightReport = path.join(resultsDir, 'playwright.json');
// The Playwright config writes its JSON report to this path.
fs.rmSync(playwrightReport, { force: true });
// Free ports for this run's API and site, so a developer's running servers do not collide.
const [e2eWebPort, e2eApiPort] = await Promise.all([freePort(), freePort()]);
const e2eOk = step(
  'end-to-end tests (Playwright, Chromium)',
  bin('playwright'),
  ['test', '-c', 'e2e/playwright.config.ts'],
  { E2E_WEB_PORT: String(e2eWebPort), E2E_API_PORT: String(e2eApiPort) },
);
if (fs.existsSync(playwrightReport)) countPlaywright(playwrightReport);
finish(e2eOk);
