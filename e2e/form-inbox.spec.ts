import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './support/axe';
import { storedDashboardCounts } from './support/dashboard';
import { notifications, uniqueEmail } from './support/forms';
import {
  insertSubmissionSentMonthsAgo,
  latestAuditEntry,
  runInboxRetention,
  storedSubmission,
} from './support/inbox';
import { decideConsent } from './support/shell';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 18's form inbox in a browser (decision 035): a message sent through the public contact
 * form appears in the back office's inbox, is taken in hand (status, assignment, a note), is
 * exported to XLSX with the list's filters; and the daily retention job removes the personal data
 * of a submission older than the period (24 months by default), auditing how many it removed.
 */
const PASSWORD = 'Haslo-Skrzynki-2026';

async function sheetRows(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The inbox filtered by the sender's address, through its GET form as a person uses it. */
async function searchInbox(page: Page, text: string) {
  const filters = page.getByRole('form', { name: 'Filtry zgłoszeń' });
  await filters.getByLabel('E-mail lub imię i nazwisko').fill(text);
  await filters.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
}

test('a contact-form message reaches the inbox, changes status, is exported; the retention job removes an old one', async ({
  browser,
  baseURL,
  context,
  page: visitor,
}) => {
  test.slow();
  const address = uniqueEmail('e2e-inbox');
  const message = 'Proszę o ofertę biur w Łodzi od stycznia.';

  // A visitor writes through /kontakt.
  await decideConsent(context, baseURL ?? '');
  await visitor.goto('/kontakt');
  const form = visitor.getByRole('form', { name: 'Napisz do nas' });
  await form.getByRole('textbox', { name: 'Imię', exact: true }).fill('Jan');
  await form.getByRole('textbox', { name: 'Nazwisko', exact: true }).fill('Skrzynkowy');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(address);
  await form.getByRole('textbox', { name: 'Wiadomość', exact: true }).fill(message);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Wyślij' }).click();
  await expect(
    notifications(visitor).getByRole('button', { name: /Formularz został wysłany\./ }),
  ).toBeVisible();

  // An editor finds it in the inbox by its sender's address: new, from the contact form.
  const { page } = await activatedStaff(browser, baseURL, {
    email: uniqueEmail('e2e-inbox-editor'),
    role: 'editor',
    name: 'Edyta Skrzynka',
    password: PASSWORD,
  });
  // Activated, the editor is on the dashboard (decision 055): the new message is counted among
  // those waiting, and the period's figures are the database's, for 30 days and then for 90.
  const waiting = page.getByTestId('dashboard-waiting');
  const totals = page.getByTestId('dashboard-totals');
  const stored = storedDashboardCounts(30);
  expect(stored.waiting).toBeGreaterThanOrEqual(1);
  await expect(waiting).toHaveAttribute('data-count', String(stored.waiting));
  const sentence = (counts: typeof stored) =>
    `wyświetlenia ${counts.views}, pokazania telefonu ${counts.phoneReveals}, zgłoszenia z formularzy ${counts.submissions}.`;
  await expect(totals).toContainText(sentence(stored));
  // Each day of the charts, as their table gives it, is the database's day: views, reveals, submissions.
  const chartDays = () =>
    page
      .locator('#dashboard-activity-table')
      .locator('xpath=..')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((row) => [
            row.querySelector('time')?.getAttribute('datetime') ?? '',
            Array.from(row.querySelectorAll('td'), (cell) => Number(cell.textContent)),
          ]),
        ),
      );
  expect(await chartDays()).toEqual(stored.perDay);
  expect(stored.perDay[Object.keys(stored.perDay).at(-1) ?? '']?.[2]).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page);
  const periods = page.getByRole('navigation', { name: 'Okres wykresów' });
  await periods.getByRole('link', { name: '90 dni' }).click();
  await expect(periods.getByRole('link', { name: '90 dni' })).toHaveAttribute('aria-current', 'page');
  const stored90 = storedDashboardCounts(90);
  await expect(totals).toContainText(sentence(stored90));
  expect(await chartDays()).toEqual(stored90.perDay);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Its link is the inbox filtered to new submissions, where the visitor's message is.
  await waiting.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zgłoszenia z formularzy' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'new');
  const table = page.getByRole('table', { name: 'Zgłoszenia, od najnowszych' });
  await searchInbox(page, address);
  await expect(page.getByRole('status').filter({ hasText: '1 zgłoszenie' })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: address });
  await expect(row).toContainText('Jan Skrzynkowy');
  await expect(row).toContainText('Formularz kontaktowy');
  await expect(row).toContainText('Nowe');
  await expectNoAxeViolations(page);

  // Opened: what was sent; then in progress, taken by the editor, with a note.
  await row.getByRole('link', { name: /^Zgłoszenie \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Zgłoszenie \d+$/ })).toBeVisible();
  const submissionId = Number(/\/panel\/zgloszenia\/(\d+)/.exec(page.url())?.[1]);
  const content = page.getByRole('region', { name: 'Treść' });
  await expect(content).toContainText(message);
  await expect(content.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
  await expectNoAxeViolations(page);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'W toku' });
  await page.getByRole('button', { name: 'Zmień status' }).click();
  await expect(page.getByTestId('bo-flash')).toHaveText('Status zmieniony.');
  const about = page.getByRole('region', { name: 'Zgłoszenie', exact: true });
  await expect(about).toContainText('W toku');

  await page.getByLabel('Przypisane do', { exact: true }).selectOption({ label: 'Edyta Skrzynka' });
  await page.getByRole('button', { name: 'Zapisz przypisanie' }).click();
  await expect(page.getByTestId('bo-flash')).toHaveText('Przypisanie zapisane.');
  await expect(about).toContainText('Edyta Skrzynka');

  await page.getByLabel('Nowa notatka').fill('Oddzwonię jutro rano.');
  await page.getByRole('button', { name: 'Dodaj notatkę' }).click();
  await expect(page.getByTestId('bo-flash')).toHaveText('Notatka dodana.');
  await expect(page.getByRole('region', { name: 'Notatki' })).toContainText('Oddzwonię jutro rano.');
  expect(latestAuditEntry('submission.status').changes).toEqual({ status: ['new', 'in_progress'] });

  // The list shows the new status; its export holds this one row, read back.
  await page.getByRole('link', { name: 'Wróć do listy zgłoszeń' }).click();
  await searchInbox(page, address);
  await expect(table.getByRole('row').filter({ hasText: address })).toContainText('W toku');
  // The assignee filter names everyone who can handle submissions, the editor herself included.
  await expect(
    page.getByLabel('Przypisane do', { exact: true }).getByRole('option', { name: 'Edyta Skrzynka (Ty)' }),
  ).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Eksportuj do XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^zgloszenia-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await sheetRows(fs.readFileSync(await download.path()));
  expect(rows[0]).toEqual(
    expect.arrayContaining(['ID', 'Wysłane', 'Formularz', 'Status', 'E-mail', 'Wiadomość']),
  );
  expect(rows).toHaveLength(2);
  expect(rows[1]).toEqual(
    expect.arrayContaining([
      submissionId,
      'Formularz kontaktowy',
      'w toku',
      'Jan Skrzynkowy',
      address,
      message,
      'Edyta Skrzynka',
    ]),
  );
  // A real date (Polish wall-clock time) under "Wysłane", and the note under "Notatki".
  const sent = rows[1]?.[rows[0]?.indexOf('Wysłane') ?? -1];
  expect(sent).toBeInstanceOf(Date);
  expect(Math.abs((sent as Date).getTime() - Date.now())).toBeLessThan(3 * 60 * 60_000);
  expect(String(rows[1]?.[rows[0]?.indexOf('Notatki') ?? -1])).toMatch(
    /Edyta Skrzynka: Oddzwonię jutro rano\.$/,
  );

  // A submission sent 25 months ago (the period is 24 by default) loses its personal data when the
  // job runs; the fresh one keeps them. The run is audited with how many, naming nobody.
  const oldAddress = uniqueEmail('e2e-inbox-old');
  const oldId = insertSubmissionSentMonthsAgo(oldAddress, 'Stefan Dawny', 25);
  const printed = runInboxRetention(baseURL ?? '');
  expect(printed).toMatch(/^inbox-retention: done \{"removed":[1-9]\d*,"months":24,/);
  expect(storedSubmission(oldId)).toMatchObject({
    email: '',
    name: null,
    payload: '{}',
    status: 'done',
    personal_data_removed_at: expect.any(String),
  });
  expect(storedSubmission(submissionId)).toMatchObject({ email: address, personal_data_removed_at: null });
  const run = latestAuditEntry('submission.personal-data-removal');
  expect(run.actorId).toBeNull();
  expect(run.changes).toMatchObject({ removed: [null, expect.any(Number)], months: [null, 24] });
  expect(JSON.stringify(run.changes)).not.toContain(oldAddress);

  // In the inbox the old one is an anonymous row: nothing of the person is left to find or read.
  await searchInbox(page, oldAddress);
  await expect(page.getByRole('status').filter({ hasText: 'Brak zgłoszeń' })).toBeVisible();
  await page.goto(`/panel/zgloszenia/${oldId}`);
  await expect(page.getByRole('region', { name: 'Treść' })).toContainText(
    'Dane osobowe tego zgłoszenia usunięto',
  );
  await expect(page.getByText(oldAddress)).toHaveCount(0);
  await expect(page.getByText('Stara wiadomość sprzed lat.')).toHaveCount(0);
});
