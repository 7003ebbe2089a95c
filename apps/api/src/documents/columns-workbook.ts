import type { Language } from '@estate/domain/language';
import { toWarsawLocal } from '@estate/domain/warsaw-time';
import ExcelJS from 'exceljs';

/**
 * One column of a back-office list's export: its header in each language and its cell. A
 * `dateTime` column holds spreadsheet dates (from `sheetDateTime`), a `notes` column text of
 * several lines; any other but `id` is text.
 */
export interface SheetColumn<Row> {
  key: string;
  headers: Record<Language, string>;
  width: number;
  kind?: 'dateTime' | 'notes';
  value: (row: Row, lang: Language) => string | number | Date | null;
}

/**
 * An instant as a spreadsheet date of its Polish wall-clock time, to the minute, or an empty cell.
 * A spreadsheet's dates have no zone (exceljs writes a Date's UTC fields), so the Date made here
 * carries Warsaw's fields as UTC: the cell reads 10:30 for 09:30 UTC in November, as the back
 * office shows it, and sorts, filters and subtracts as a date.
 */
const sheetDateTime = (value: string | null): Date | null =>
  value ? new Date(`${toWarsawLocal(new Date(value))}:00.000Z`) : null;

/** A column of an instant (ISO text or none), as a spreadsheet date of its Polish wall-clock time. */
export function dateTimeColumn<Row>(
  key: string,
  headers: Record<Language, string>,
  width: number,
  at: (row: Row) => string | null,
): SheetColumn<Row> {
  return { key, headers, width, kind: 'dateTime', value: (row) => sheetDateTime(at(row)) };
}

/**
 * A column of a coded value (a form, a status) shown by its name in the staff member's language,
 * so the sheet reads as the back office's list does rather than as the database stores it.
 */
export function namedValueColumn<Row, Code extends string>(
  key: string,
  headers: Record<Language, string>,
  width: number,
  names: Record<Code, Record<Language, string>>,
  code: (row: Row) => Code,
): SheetColumn<Row> {
  return { key, headers, width, value: (row, lang) => names[code(row)][lang] };
}

/** How a date cell shows: day, month, year and time, the back office's order in both languages. */
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';

function columnStyle<Row>(column: SheetColumn<Row>): Partial<ExcelJS.Style> | undefined {
  if (column.key === 'id') return undefined;
  if (column.kind === 'dateTime') return { numFmt: DATE_TIME_FORMAT };
  if (column.kind === 'notes') return { numFmt: '@', alignment: { wrapText: true, vertical: 'top' } };
  return { numFmt: '@' };
}

/**
 * A list's rows as a one-sheet workbook headed in the staff member's language (the inbox's and the
 * newsletter's exports): the header frozen and filterable; every column but `id` and the dates
 * stored as text, so an address or a phone number is never read as a number or a formula.
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
  sheet.columns = columns.map((column) => {
    const style = columnStyle(column);
    return {
      header: column.headers[lang],
      key: column.key,
      width: column.width,
      ...(style ? { style } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((column) => [column.key, column.value(row, lang)])));
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
