import { isBlankRow, OFFER_IMPORT_MAX_ROWS, type SheetCell } from '@estate/domain/offer-sheet-columns';
import ExcelJS from 'exceljs';
import { AppError } from '../http/app-error';

/** A workbook's sheet as the import reads it: the header row's cells and each row of offers. */
export interface OfferSheet {
  header: SheetCell[];
  /** Rows with something in them, with their number in the sheet (the header is row 1). */
  rows: { number: number; cells: SheetCell[] }[];
}

/**
 * What the parts of a workbook may take once unpacked. A 10 MB XLSX of 5,000 offers unpacks to a
 * few dozen megabytes; a zip bomb declares far more and is refused before anything is unpacked.
 */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

const LOCAL_FILE = 0x04034b50;
const CENTRAL_FILE = 0x02014b50;
const CENTRAL_END = 0x06054b50;

/**
 * The entries of a zip file as its central directory lists them (name and unpacked size), or
 * undefined when the content is not a zip. An XLSX is a zip of XML parts (ECMA-376 part 2).
 */
function zipEntries(content: Buffer): { name: string; size: number }[] | undefined {
  if (content.length < 22 || content.readUInt32LE(0) !== LOCAL_FILE) return undefined;
  // The end record is the last 22 bytes, unless a comment (up to 65,535 bytes) follows it.
  let end = -1;
  for (let at = content.length - 22; at >= Math.max(0, content.length - 22 - 0xffff); at -= 1) {
    if (content.readUInt32LE(at) === CENTRAL_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = content.readUInt16LE(end + 10);
  let at = content.readUInt32LE(end + 16);
  const entries: { name: string; size: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > content.length || content.readUInt32LE(at) !== CENTRAL_FILE) return undefined;
    const nameLength = content.readUInt16LE(at + 28);
    entries.push({
      name: content.toString('utf8', at + 46, at + 46 + nameLength),
      // ZIP64 writes 0xFFFFFFFF here: far beyond the limit, so refused as it should be.
      size: content.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  return entries;
}

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
  const entries = zipEntries(content);
  if (!entries?.some((entry) => entry.name === 'xl/workbook.xml')) {
    throw new AppError(400, 'file_type_refused', 'Not an XLSX workbook', {
      fields: { file: 'file_type_refused' },
    });
  }
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > MAX_UNPACKED_BYTES) {
    throw new AppError(413, 'file_too_large', 'The workbook unpacks to more than allowed', {
      fields: { file: 'file_too_large' },
    });
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its Buffer as an older one; the bytes are what it reads.
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
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
