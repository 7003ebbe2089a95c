import fs from 'node:fs';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/forms';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 17's import in a browser (decision 031): an editor exports the list filtered to one town,
 * changes a price and adds two offers (one with an unknown voivodeship), checks the file (the bad
 * cell named by row and column, nothing written), fixes it, and imports it all.
 */
const PASSWORD = 'Haslo-Importu-2026';
const NEW_TITLE = `Import testowy ${Date.now()}`;

async function workbookOf(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

test('an editor exports, edits and imports offers: the dry run names the bad cell, then all go in', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const { page } = await activatedStaff(browser, baseURL, {
    email: uniqueEmail('e2e-import'),
    role: 'editor',
    name: 'Irena Import',
    password: PASSWORD,
  });

  // The list filtered to Kraków, exported with its filter.
  await page.goto('/panel/oferty?town=Krak%C3%B3w');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Eksportuj do XLSX' }).click(),
  ]);
  const exported = await workbookOf(fs.readFileSync(await download.path()));
  const sheet = exported.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const column = (name: string) => header.indexOf(name) + 1;
  expect(header).toContain('Termin przetargu');
  expect(sheet.rowCount).toBeGreaterThan(1);
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    expect(sheet.getRow(r).getCell(column('Miejscowość')).value).toBe('Kraków');
  }
  const firstId = Number(sheet.getRow(2).getCell(column('ID')).value);
  const firstTitle = String(sheet.getRow(2).getCell(column('Tytuł (polski)')).value);
  // The export as it is goes back with nothing to change (decision 056).
  const untouched = Buffer.from(await exported.xlsx.writeBuffer());
  sheet.getRow(2).getCell(column('Cena (PLN)')).value = 987_650;
  sheet.getRow(2).getCell(column('Cena promocyjna (PLN)')).value = null;
  const added = (voivodeship: string, title: string) => {
    const row = sheet.addRow([]);
    row.getCell(column('Tytuł (polski)')).value = title;
    row.getCell(column('Tytuł (angielski)')).value = 'Imported offer';
    row.getCell(column('Rodzaj oferty')).value = 'sprzedaż';
    row.getCell(column('Typ nieruchomości')).value = 'grunt';
    row.getCell(column('Województwo')).value = voivodeship;
    row.getCell(column('Miejscowość')).value = 'Kraków';
    row.getCell(column('Cena (PLN)')).value = 450_000;
    return row.number;
  };
  added('małopolskie', NEW_TITLE);
  const badRow = added('Atlantyda', `${NEW_TITLE} B`);

  await page.goto('/panel/oferty');
  await page.getByRole('link', { name: 'Importuj z XLSX' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import ofert z XLSX' })).toBeVisible();
  await page.getByLabel('Plik XLSX').setInputFiles({
    name: 'oferty.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: untouched,
  });
  await page.getByRole('button', { name: 'Sprawdź plik' }).click();
  await expect(page.getByText('Nic do zmiany: każda oferta w pliku jest taka, jak w panelu.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Co zmieni import' })).toHaveCount(0);
  const upload = async () =>
    page.getByLabel('Plik XLSX').setInputFiles({
      name: 'oferty.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await exported.xlsx.writeBuffer()),
    });
  await upload();
  await expect(page.getByRole('button', { name: 'Importuj' })).toBeDisabled();
  await page.getByRole('button', { name: 'Sprawdź plik' }).click();
  const errors = page.getByRole('table', { name: 'Błędy w pliku' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toContainText(String(badRow));
  await expect(errors.getByRole('row').nth(1)).toContainText('Województwo');
  await expect(page.getByRole('button', { name: 'Importuj' })).toBeDisabled();
  await expectNoAxeViolations(page);
  // Nothing was written by the check.
  expect((await page.request.get(`/api/back-office/offers?q=${encodeURIComponent(NEW_TITLE)}`)).ok()).toBe(
    true,
  );
  expect(
    (await (await page.request.get(`/api/back-office/offers?q=${encodeURIComponent(NEW_TITLE)}`)).json()).meta
      .total,
  ).toBe(0);

  sheet.getRow(badRow).getCell(column('Województwo')).value = 'małopolskie';
  await upload();
  await page.getByRole('button', { name: 'Sprawdź plik' }).click();
  await expect(page.getByText('Plik nie ma błędów. Możesz go zaimportować.')).toBeVisible();
  // Each changed offer with its changed columns, old and new: the repriced one is row 2.
  const changes = page.getByRole('region', { name: 'Co zmieni import' });
  const changedOffer = changes.locator('details').filter({ hasText: `Wiersz 2 ·` });
  await expect(changedOffer.locator('summary')).toContainText(firstTitle);
  const price = changedOffer
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^Cena \(PLN\)$/ }) });
  await expect(price.locator('dd')).toHaveText(/było:\s.+\sbędzie:\s987\s650$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('import-dry-run-1280.png'), fullPage: true });
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('import-dry-run-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Importuj' }).click();
  await expect(page.getByText('Zaimportowano plik.')).toBeVisible();
  const counts = page.locator('.bo-import__counts');
  await expect(counts).toContainText('Nowe oferty (szkice)2');
  await expect(counts).toContainText('Oferty zmieniane1');

  const found = await (
    await page.request.get(`/api/back-office/offers?q=${encodeURIComponent(NEW_TITLE)}`)
  ).json();
  expect(found.meta.total).toBe(2);
  expect(found.data.every((offer: { status: string }) => offer.status === 'draft')).toBe(true);
  const repriced = await (await page.request.get(`/api/back-office/offers/${firstId}`)).json();
  expect(repriced.data.values.price).toBe(98_765_000);
  await expectNoAxeViolations(page);
});
