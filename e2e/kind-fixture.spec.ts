import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toWarsawLocal } from '@estate/domain/warsaw-time';
import { type APIResponse, type BrowserContext, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { bundleNode } from '../scripts/bundle-node.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { expectNoAxeViolations } from './support/axe';
import { type ExtraSite, startExtraSite } from './support/extra-site';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 34's "Done when", first bullet, in the browser (decision 052, "The fixture kind's editor as
 * built"): a kind declared only in a test (apps/api/src/kinds/testing/fixture-notes.ts) gets its
 * list, editor, drafts, a published item's working copy, scheduled publication, preview,
 * concurrency refusal, audit and translation link from the mechanism alone. The site's build does
 * not hold the kind: this spec bundles an API process with it (kinds/testing/fixture-server.ts)
 * into apps/api/test-results/, on a database of its own, and starts a copy of the built site in front of it,
 * which draws the kind from the API's description. Serial: the second test reads the first's note.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = Date.now();
const PASSWORD = 'Notatki#Rodzaje2026';
const FIRST = `e2e-notes-a-${stamp}@example.pl`;
const SECOND = `e2e-notes-b-${stamp}@example.pl`;
const NOTES = '/panel/rodzaje/fixture-notes';

let api: ChildProcess;
let site: ExtraSite;
const contexts: BrowserContext[] = [];
let first: Page;
let second: Page;
/** The fixture API's data directory: its SQLite database is `site.db` there. */
let dataDir = '';
/** The first test's note, published, with its version. */
let note = { key: '', version: 0 };

/** Every file under `dir` (none if it does not exist). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  // The builds the suite runs hold no trace of the fixture kind: it is the test's alone.
  const built = [
    ...filesUnder(path.join(root, 'apps/api/dist')),
    ...filesUnder(path.join(root, 'apps/web/.next')),
  ];
  expect(built.length).toBeGreaterThan(10);
  for (const file of built) expect(fs.readFileSync(file, 'utf8'), file).not.toContain('fixture_notes');

  // Beside the API's own packages (apps/api/node_modules), never in its dist/.
  const outdir = path.join(root, 'apps/api/test-results/fixture-api');
  await bundleNode({
    packageDir: path.join(root, 'apps/api'),
    entryPoints: { 'fixture-server': 'src/kinds/testing/fixture-server.ts' },
    outdir,
  });
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const siteUrl = `http://localhost:${sitePort}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-fixture-api-'));
  let output = '';
  api = spawn(process.execPath, [path.join(outdir, 'fixture-server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      SITE_URL: siteUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (api.exitCode !== null) throw new Error(`the fixture API stopped:\n${output}`);
        return fetch(`http://127.0.0.1:${apiPort}/api/health`)
          .then((response) => response.ok)
          .catch(() => false);
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(true);
  site = await startExtraSite({ API_BASE: `http://127.0.0.1:${apiPort}`, MAP_TILE_URL: 'off' }, sitePort);
  const accounts = [
    { email: FIRST, role: 'editor', name: 'Anna Notatkowa' },
    { email: SECOND, role: 'editor', name: 'Bartek Notatkowy' },
  ] as const;
  const pages: Page[] = [];
  for (const account of accounts) {
    const signedIn = await activatedStaff(browser, site.url, { ...account, password: PASSWORD }, dataDir);
    contexts.push(signedIn.context);
    pages.push(signedIn.page);
  }
  [first, second] = pages as [Page, Page];
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await site?.stop();
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
});

/** The note's public read (the declaration's `publicReads`), through the site's /api forward. */
async function publicTitle(page: Page, key: string): Promise<string | number> {
  const answer = await page.request.get(`${site.url}/api/kinds/fixture-notes/${key}`);
  return answer.ok() ? (await answer.json()).data.values.title : answer.status();
}

/** A call of the fixture kind's back-office API as `page`'s staff member. */
function notesApi(page: Page) {
  return (method: 'GET' | 'POST', url: string, data?: unknown, version?: number): Promise<APIResponse> =>
    page.request.fetch(`${site.url}/api/back-office/kinds/fixture-notes${url}`, {
      method,
      headers: { origin: site.url, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
      ...(data === undefined ? {} : { data }),
    });
}

test('a note is written, published, edited as a draft the public read does not show, previewed, published again and scheduled', async () => {
  test.setTimeout(300_000);
  const title = `Notatka ${stamp}`;
  const edited = `Notatka poprawiona ${stamp}`;
  await first.goto(`${site.url}${NOTES}/nowy`);
  await expect(first.locator('form[data-ready="true"]')).toBeVisible();
  await first.getByLabel('Język notatki').selectOption({ label: 'polski' });
  await first.getByLabel('Tytuł', { exact: true }).fill(title);
  await first.getByRole('textbox', { name: 'Treść' }).click();
  await first.keyboard.type('Pierwsza treść notatki.');
  await expectNoAxeViolations(first);
  await first.getByRole('button', { name: 'Utwórz szkic' }).click();
  await expect(first).toHaveURL(new RegExp(`${NOTES}/\\d+$`));
  const key = /(\d+)$/.exec(first.url())?.[1] ?? '';
  await expect(first.getByText('To szkic: widzą go tylko pracownicy.')).toBeVisible();
  expect(await publicTitle(first, key)).toBe(404);

  await first.getByRole('button', { name: 'Opublikuj teraz' }).click();
  await expect(first.getByText('Widać go na stronie.')).toBeVisible({ timeout: 15_000 });
  expect(await publicTitle(first, key)).toBe(title);

  // The published note's edit is its working copy: the public read keeps the published title.
  await first.getByLabel('Tytuł', { exact: true }).fill(edited);
  await first.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(first.getByText('Zapisano. Strona publiczna zmieni się po „Opublikuj zmiany”.')).toBeVisible();
  const publication = first.getByRole('region', { name: 'Publikacja' });
  await expect(publication.getByTestId('draft-state')).toContainText('Szkic różni się od strony publicznej.');
  await expectNoAxeViolations(first);
  expect(await publicTitle(first, key)).toBe(title);
  // The list says so too.
  await first.goto(`${site.url}${NOTES}`);
  await expect(first.getByTestId('content-list').getByRole('row').filter({ hasText: edited })).toContainText(
    'ze szkicem zmian',
  );
  await expectNoAxeViolations(first);

  // The preview shows the draft.
  await first.goto(`${site.url}/podglad/rodzaje/fixture-notes/${key}`);
  await expect(first.getByRole('heading', { level: 1 })).toHaveText(edited);
  await expect(first.getByText('Pierwsza treść notatki.')).toBeVisible();

  // Published changes reach the public read.
  await first.goto(`${site.url}${NOTES}/${key}`);
  await publication.getByRole('button', { name: 'Opublikuj zmiany' }).click();
  await expect(publication.getByTestId('draft-state')).toHaveCount(0);
  await expect.poll(() => publicTitle(first, key)).toBe(edited);

  // A new draft scheduled a minute or two ahead: public once its time comes, by the API's loop.
  const later = `Notatka na później ${stamp}`;
  const made = await notesApi(first)('POST', '', { lang: 'pl', title: later, body: '<p>Później.</p>' });
  expect(made.status(), await made.text()).toBe(201);
  const laterKey: string = (await made.json()).data.key;
  await first.goto(`${site.url}${NOTES}/${laterKey}`);
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await first.getByLabel('Data i godzina publikacji (czas polski)').fill(toWarsawLocal(at));
  await first.getByRole('button', { name: 'Zaplanuj publikację' }).click();
  await expect(first.getByText(/Wpis zostanie opublikowany/)).toBeVisible({ timeout: 15_000 });
  await expect(publication).toContainText('Stan: zaplanowany.');
  expect(await publicTitle(first, laterKey)).toBe(404);
  expect(Date.now()).toBeLessThan(at.getTime());
  await expect.poll(() => publicTitle(first, laterKey), { timeout: 240_000, intervals: [2_000] }).toBe(later);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());

  const current = await notesApi(first)('GET', `/${key}`);
  note = { key, version: (await current.json()).data.version };
});

test('a stale save is refused naming who saved, the typed text kept; every write is audited; a translation is linked', async () => {
  test.slow();
  const { key } = note;
  const editor = `${site.url}${NOTES}/${key}`;
  const theirs = `Zapis pierwszej osoby ${stamp}`;
  const mine = `Zapis drugiej osoby ${stamp}`;
  await first.goto(editor);
  await second.goto(editor);
  await expect(first.locator('form[data-ready="true"]')).toBeVisible();
  await expect(second.locator('form[data-ready="true"]')).toBeVisible();

  await first.getByLabel('Tytuł', { exact: true }).fill(theirs);
  await first.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(first.getByText('Zapisano. Strona publiczna zmieni się po „Opublikuj zmiany”.')).toBeVisible();

  // The second tab was opened before that save: refused, told by whom, with its text kept.
  await second.getByLabel('Tytuł', { exact: true }).fill(mine);
  await second.getByRole('button', { name: 'Zapisz', exact: true }).click();
  const notice = second.getByTestId('conflict-notice');
  await expect(notice).toContainText(`Zapisane przez ${FIRST}`);
  await expect(notice).toContainText('Twoje zmiany są w formularzu.');
  await expect(second.getByLabel('Tytuł', { exact: true })).toHaveValue(mine);
  await expectNoAxeViolations(second);
  expect(await publicTitle(first, key)).not.toBe(theirs);

  // The English note, linked as its translation from the Polish one's form.
  const english = `Note ${stamp}`;
  const made = await notesApi(first)('POST', '', { lang: 'en', title: english, body: '<p>English.</p>' });
  expect(made.status(), await made.text()).toBe(201);
  const englishKey: string = (await made.json()).data.key;
  await first.goto(editor);
  await expect(first.locator('form[data-ready="true"]')).toBeVisible();
  await first.getByLabel('Ta sama notatka w drugim języku').selectOption({ label: english });
  await first.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(first.getByText('Zapisano. Strona publiczna zmieni się po „Opublikuj zmiany”.')).toBeVisible();
  await first
    .getByRole('region', { name: 'Publikacja' })
    .getByRole('button', { name: 'Opublikuj zmiany' })
    .click();
  await expect(first.getByRole('region', { name: 'Publikacja' }).getByTestId('draft-state')).toHaveCount(0);
  const linked = await notesApi(first)('GET', `/${englishKey}`);
  expect((await linked.json()).data.values.translationId).toBe(Number(key));
  await first.goto(`${site.url}${NOTES}?lang=pl`);
  const row = first.getByTestId('content-list').getByRole('row').filter({ hasText: theirs });
  await expect(row.getByRole('link', { name: 'angielski' })).toHaveAttribute(
    'href',
    `${NOTES}/${englishKey}`,
  );

  // The audit log names each write of the note with its kind's own names and who made it, and no
  // refused one (the screen is an admin's, who must enrol a second factor first: read in the API's
  // database).
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  const audit = db
    .prepare(
      "SELECT action, actor_email FROM audit_log WHERE entity = 'fixture_note' AND entity_id = ? ORDER BY id",
    )
    .all(key) as { action: string; actor_email: string | null }[];
  db.close();
  // (How many drafts were saved depends on the form's autosave: the kinds of entries do not.)
  const entries = audit.map((entry) => `${entry.action} ${entry.actor_email}`);
  expect(entries[0]).toBe(`note.create ${FIRST}`);
  expect(new Set(entries)).toEqual(
    new Set([
      `note.create ${FIRST}`,
      `note.publish ${FIRST}`,
      `note.save-draft ${FIRST}`,
      `note.publish-changes ${FIRST}`,
    ]),
  );
  expect(entries.at(-1)).toBe(`note.publish-changes ${FIRST}`);
});
