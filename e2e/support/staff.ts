import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A staff account made as an operator makes one, by `npm run staff:create` (the bundled CLI) on this
 * run's database; answers the activation link it prints, as a URL of the site under test.
 */
export function createStaffAccount(
  email: string,
  role: 'admin' | 'editor' | 'agent',
  name: string,
  baseURL: string,
  /** The API's data directory (the run's, unless a spec's own API process holds the accounts). */
  dataDir = process.env.E2E_DATA_DIR,
): string {
  const printed = execFileSync(
    process.execPath,
    [path.join(root, 'apps/api/dist/staff.mjs'), '--email', email, '--role', role, '--name', name],
    { env: { ...process.env, DATA_DIR: dataDir, SITE_URL: baseURL }, encoding: 'utf8' },
  );
  const link = /https?:\/\/\S+\/panel\/aktywacja\/\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`staff:create printed no activation link:\n${printed}`);
  return new URL(new URL(link).pathname, baseURL).href;
}

/**
 * A staff member made by `createStaffAccount` and activated in a fresh browser context with this
 * password, as a person does it from the printed link; answers the context and its signed-in page.
 */
export async function activatedStaff(
  browser: Browser,
  baseURL: string | undefined,
  account: { email: string; role: 'admin' | 'editor' | 'agent'; name: string; password: string },
  dataDir?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const link = createStaffAccount(account.email, account.role, account.name, baseURL ?? '', dataDir);
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('Hasło', { exact: true }).fill(account.password);
  await page.getByLabel('Powtórz hasło').fill(account.password);
  await page.getByRole('button', { name: 'Aktywuj konto' }).click();
  await expect(page.getByText(`Witaj, ${account.name}`)).toBeVisible();
  return { context, page };
}
