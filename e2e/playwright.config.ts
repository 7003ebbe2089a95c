import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
// A fresh SQLite database for every run, so tests see exactly the seeded demo data. Workers load
// this file again: they inherit the directory through the environment instead of making another,
// and tests read the API's outbox and database from it (support/forms.ts).
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'estate-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export const baseURL = `http://localhost:${webPort}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Bounds, not waits: a condition is met as soon as it holds. These machines vary 2-3x in speed from
  // day to day, so the bounds are set for a slow day (and E2E_CPU_THROTTLE runs), not for today.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/playwright.json') }]],
  outputDir: path.join(root, 'test-results/e2e'),
  use: {
    baseURL,
    // A trace only for a failed test's retry (CI retries once): recording one for every test cost a
    // quarter of the suite's time (routing and favourites specs, 65 tests, two runs each, interleaved:
    // 256 and 207 s recording every test, 162 and 175 s recording retries only).
    trace: 'on-first-retry',
    // The site's service worker answers navigations itself, out of page.route()'s sight; only
    // service-worker.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node ${path.join(root, 'apps/api/dist/server.mjs')}`,
      url: `http://127.0.0.1:${apiPort}/api/health`,
      cwd: root,
      env: { API_PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SITE_URL: baseURL },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `node ${path.join(root, 'apps/web/dist/server.mjs')}`,
      url: `${baseURL}/`,
      cwd: path.join(root, 'apps/web'),
      env: {
        PORT: String(webPort),
        API_BASE: `http://127.0.0.1:${apiPort}`,
        NEXT_TELEMETRY_DISABLED: '1',
        SITE_URL: baseURL,
        // No network in CI: the interactive map draws voivodeship outlines instead of map tiles.
        MAP_TILE_URL: 'off',
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
