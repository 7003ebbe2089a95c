import { formatDateTime } from '@estate/domain/dates';
import type { Language } from '@estate/domain/language';
import ExcelJS from 'exceljs';

/** One column of a back-office list's export: its header in each language and its cell. */
export interface SheetColumn<Row> {
  key: string;
  headers: Record<Language, string>;
  width: number;
  value: (row: Row, lang: Language) => string | number | null;
}

/** An instant as the back office shows it (Polish wall-clock time), or an empty cell. */
export const sheetTime = (value: string | null): string | null => (value ? formatDateTime(value) : null);

/**
 * A list's rows as a one-sheet workbook headed in the staff member's language (the inbox's and the
 * newsletter's exports): the header frozen and filterable; every column but `id` stored as text,
 * so an address or a phone number is never read as a number or a formula.
 */
export async function columnsWorkbook<Row>(
  sheetName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
  lang: Language,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.headers[lang],
    key: column.key,
    width: column.width,
    ...(column.key === 'id' ? {} : { style: { numFmt: '@' } }),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((column) => [column.key, column.value(row, lang)])));
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
