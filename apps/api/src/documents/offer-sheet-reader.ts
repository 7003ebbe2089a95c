import { isBlankRow, OFFER_IMPORT_MAX_ROWS, type SheetCell } from '@estate/domain/offer-sheet-columns';
import ExcelJS from 'exceljs';
import { AppError } from '../http/app-error';
import { storedZip, unpackZip, ZipRefused, zipEntries } from './bounded-zip';

/** A workbook's sheet as the import reads it: the header row's cells and each row of offers. */
export interface OfferSheet {
  header: SheetCell[];
  /** Rows with something in them, with their number in the sheet (the header is row 1). */
  rows: { number: number; cells: SheetCell[] }[];
}

/**
 * What a workbook may hold once unpacked (issue 32), judged on the real bytes (`bounded-zip.ts`).
 * A sheet of the 5,000 rows an import takes, every one of its 40 columns filled and every text at
 * its longest, unpacks to 33.5 MB (16.6 MB packed, beyond the upload limit); twice that leaves room
 * for what spreadsheet programs add. Whatever passes it is held in memory while exceljs reads it.
 */
const SHEET_LIMITS = { maxEntries: 1_000, maxUnpackedBytes: 64 * 1024 * 1024 } as const;

/** A cell's value as the import reads it: rich text and links as their text, formulas as their result. */
function plainCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value !== 'object') return null;
  if ('richText' in value && Array.isArray(value.richText)) {
    return value.richText.map((part: { text?: unknown }) => String(part.text ?? '')).join('');
  }
  if ('hyperlink' in value && 'text' in value) return plainCell(value.text);
  if ('formula' in value || 'sharedFormula' in value) {
    return plainCell((value as { result?: unknown }).result);
  }
  // An error value ('#N/A'): kept as its text, which no column reads as a value.
  if ('error' in value) return String(value.error);
  return null;
}

/**
 * Reads the first sheet of an uploaded workbook, judged by its content: not a zip holding a
 * workbook is `file_type_refused` (whatever its name says), one that unpacks to too much is
 * `file_too_large`, one exceljs cannot read is `file_broken`; no rows of offers is `import_empty`,
 * more than the limit `import_too_many_rows`.
 */
export async function readOfferSheet(content: Buffer): Promise<OfferSheet> {
  if (!zipEntries(content)?.some((entry) => entry.name === 'xl/workbook.xml')) {
    throw new AppError(400, 'file_type_refused', 'Not an XLSX workbook', {
      fields: { file: 'file_type_refused' },
    });
  }
  const checked = await unpackZip(content, SHEET_LIMITS).catch((error: unknown) => {
    if (!(error instanceof ZipRefused)) throw error;
    if (error.reason === 'too_large') {
      throw new AppError(413, 'file_too_large', 'The workbook unpacks to more than allowed', {
        fields: { file: 'file_too_large' },
      });
    }
    throw new AppError(400, 'file_broken', 'The workbook’s parts are not what its zip says', {
      fields: { file: 'file_broken' },
    });
  });
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs gets the checked parts, stored: it unpacks nothing the limits have not seen.
    // It types its Buffer as an older one; the bytes are what it reads.
    await workbook.xlsx.load(storedZip(checked) as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, 'file_broken', 'The workbook cannot be read', {
      fields: { file: 'file_broken' },
    });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(400, 'import_empty', 'The workbook has no sheet');
  const width = sheet.columnCount;
  const cellsOf = (row: ExcelJS.Row) =>
    Array.from({ length: width }, (_, index) => plainCell(row.getCell(index + 1).value));

  const header = cellsOf(sheet.getRow(1));
  const rows: OfferSheet['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = cellsOf(row);
    if (isBlankRow(cells)) return;
    if (rows.length === OFFER_IMPORT_MAX_ROWS) {
      throw new AppError(400, 'import_too_many_rows', `At most ${OFFER_IMPORT_MAX_ROWS} rows per import`);
    }
    rows.push({ number, cells });
  });
  if (rows.length === 0 || isBlankRow(header)) {
    throw new AppError(400, 'import_empty', 'The sheet has no rows of offers');
  }
  return { header, rows };
}
