import { formatDateTime } from '@estate/domain/dates';
import type { Language } from '@estate/domain/language';
import { groszeToPln } from '@estate/domain/money';
import { isAvailable } from '@estate/domain/offer-availability';
import { splitParcelIds } from '@estate/domain/parcels';
import {
  classifiedTypeById,
  isSaleMode,
  propertyTypeName,
  SALE_MODE_NAMES,
} from '@estate/domain/property-types';
import { voivodeshipByCode, voivodeshipName } from '@estate/domain/voivodeships';
import ExcelJS from 'exceljs';
import type { OfferRow } from '../repositories/offer-repository';
import { toTenderNotice } from '../services/offer-mapper';
import { OFFER_DOCUMENT_LABELS, offerUrl } from './offer-sheet-labels';

const pln = (grosze: number | null) => (grosze === null ? null : groszeToPln(grosze));

/**
 * The offers as a spreadsheet: a header row in the language, numbers as numbers (prices in PLN,
 * areas in m²), dates as dates, whether each is sold, and a link to each offer.
 */
export async function offersToXlsx(
  rows: readonly OfferRow[],
  lang: Language,
  siteUrl: string,
): Promise<Buffer> {
  const labels = OFFER_DOCUMENT_LABELS[lang];
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(labels.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: labels.tipi, key: 'tipi', width: 10 },
    { header: labels.title, key: 'title', width: 50 },
    // Sold offers stay in an export, after the available ones, said so here (decision 045).
    { header: labels.status, key: 'status', width: 12 },
    { header: labels.typeClassified, key: 'typeClassified', width: 12 },
    { header: labels.typeProperty, key: 'typeProperty', width: 28 },
    { header: labels.voivodeship, key: 'voivodeship', width: 20 },
    { header: labels.town, key: 'town', width: 20 },
    { header: labels.street, key: 'street', width: 24 },
    { header: labels.price, key: 'price', width: 16, style: { numFmt: '#,##0' } },
    { header: labels.discountPrice, key: 'discountPrice', width: 16, style: { numFmt: '#,##0' } },
    { header: labels.priceSqMeter, key: 'priceSqMeter', width: 14, style: { numFmt: '#,##0' } },
    { header: labels.areaBuilding, key: 'areaBuilding', width: 14, style: { numFmt: '#,##0.##' } },
    { header: labels.areaGround, key: 'areaGround', width: 14, style: { numFmt: '#,##0.##' } },
    { header: labels.areaRental, key: 'areaRental', width: 14, style: { numFmt: '#,##0.##' } },
    { header: labels.publishedAt, key: 'publishedAt', width: 14, style: { numFmt: 'dd/mm/yyyy' } },
    { header: labels.saleMode, key: 'saleMode', width: 18 },
    // A tender's notice (decision 032): moments as Warsaw wall-clock text, spreadsheets have no zones.
    { header: labels.tenderAt, key: 'tenderAt', width: 18 },
    { header: labels.tenderPlace, key: 'tenderPlace', width: 36 },
    { header: labels.startingPrice, key: 'startingPrice', width: 16, style: { numFmt: '#,##0' } },
    { header: labels.deposit, key: 'deposit', width: 14, style: { numFmt: '#,##0' } },
    { header: labels.depositDeadline, key: 'depositDeadline', width: 18 },
    { header: labels.bidIncrement, key: 'bidIncrement', width: 14, style: { numFmt: '#,##0' } },
    { header: labels.plotIds, key: 'plotIds', width: 30 },
    { header: labels.link, key: 'link', width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const classified = classifiedTypeById(row.type_classified);
    const voivodeship = voivodeshipByCode(row.voivodeship);
    const link = offerUrl(siteUrl, lang, row.id);
    const tender = toTenderNotice(row, null, lang);
    sheet.addRow({
      tipi: row.tipi,
      title: lang === 'en' ? row.title_en : row.title_pl,
      status: isAvailable({ isSold: row.is_sold }) ? labels.available : labels.sold,
      typeClassified: classified ? (lang === 'en' ? classified.nameEn : classified.namePl) : '',
      typeProperty: propertyTypeName(row.type_property, lang),
      voivodeship: voivodeship ? voivodeshipName(voivodeship, lang) : '',
      town: row.town,
      street: row.street ?? '',
      price: pln(row.price),
      discountPrice: row.is_discount === 1 ? pln(row.discount_price) : null,
      priceSqMeter: pln(row.price_sq_meter),
      areaBuilding: row.area_building,
      areaGround: row.area_ground,
      areaRental: row.area_rental,
      publishedAt: new Date(row.published_at),
      saleMode: isSaleMode(row.sale_mode) ? SALE_MODE_NAMES[row.sale_mode][lang] : '',
      tenderAt: tender ? formatDateTime(tender.at) : '',
      tenderPlace: tender?.place ?? '',
      startingPrice: tender ? pln(tender.startingPrice) : null,
      deposit: tender ? pln(tender.deposit) : null,
      depositDeadline: tender ? formatDateTime(tender.depositDeadline) : '',
      bidIncrement: tender ? pln(tender.bidIncrement) : null,
      plotIds: splitParcelIds(row.plot_ids ?? '').join(', '),
      link: { text: link, hyperlink: link },
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
