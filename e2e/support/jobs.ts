import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One of the API's jobs run now, as an operator runs `npm run <job>` beside `npm start`: the bundled
 * jobs program on this run's database, with the site's PORT and no SITE_URL, so the links of what it
 * mails must name that port (decision 027); answers what it printed.
 */
export function runJob(name: 'search-alerts' | 'newsletter-digest', baseURL: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  const { SITE_URL: _unset, ...environment } = process.env;
  return execFileSync(process.execPath, [path.join(root, 'apps/api/dist/jobs.mjs'), name], {
    env: { ...environment, DATA_DIR: dataDir, PORT: new URL(baseURL).port },
    encoding: 'utf8',
  });
}
