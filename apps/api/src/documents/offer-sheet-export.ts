import type { Language } from '@estate/domain/language';
import { OFFER_SHEET_COLUMNS, type SheetFormat, type SheetOffer } from '@estate/domain/offer-sheet-columns';
import ExcelJS from 'exceljs';

/** How each kind of column shows its numbers; text columns stay text when someone types in them. */
const NUMBER_FORMATS: Record<SheetFormat, string | undefined> = {
  integer: '0',
  text: '@',
  money: '#,##0.00',
  area: '#,##0.00',
  coordinate: '0.000000',
  link: undefined,
};

/**
 * The back office's offers as a workbook (decision 031): the columns of `OFFER_SHEET_COLUMNS`,
 * headed in the staff member's language, one row per offer, importable unchanged.
 */
export async function offerSheetXlsx(offers: readonly SheetOffer[], lang: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Offers' : 'Oferty', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = OFFER_SHEET_COLUMNS.map((column) => {
    const numFmt = NUMBER_FORMATS[column.format];
    return {
      header: column.headers[lang],
      key: column.key,
      width: column.width,
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  for (const offer of offers) {
    sheet.addRow(
      Object.fromEntries(
        OFFER_SHEET_COLUMNS.map((column) => {
          const value = column.write(offer, lang);
          const cell =
            column.format === 'link' && value ? { text: String(value), hyperlink: String(value) } : value;
          return [column.key, cell];
        }),
      ),
    );
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: OFFER_SHEET_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
