import { createRequire } from 'node:module';
import path from 'node:path';
import { formatDate, formatDateTime } from '@estate/domain/dates';
import type { Language } from '@estate/domain/language';
import { formatArea, formatPrice } from '@estate/domain/money';
import { isAvailable } from '@estate/domain/offer-availability';
import type { TenderNotice } from '@estate/domain/offer-types';
import { splitParcelIds } from '@estate/domain/parcels';
import {
  classifiedTypeById,
  isSaleMode,
  propertyTypeName,
  SALE_MODE_NAMES,
} from '@estate/domain/property-types';
import { voivodeshipByCode, voivodeshipName } from '@estate/domain/voivodeships';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { OfferRow, OfferTextRow } from '../repositories/offer-repository';
import { OFFER_DOCUMENT_LABELS, offerUrl } from './offer-sheet-labels';

const require = createRequire(import.meta.url);
// pdfkit's built-in fonts have no Polish letters; DejaVu Sans covers Latin Extended-A.
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const BRAND = '#f16e00';
const TEXT = '#1a1a1a';
const MUTED = '#555555';

interface OfferSheetInput {
  offer: OfferRow;
  /** The zoning-plan text comes from here. */
  texts: OfferTextRow | undefined;
  lang: Language;
  siteUrl: string;
  /** The main photo (any format sharp reads), or null. */
  photo: Buffer | null;
  agent: { name: string; job: string; phone: string; email: string } | null;
  /** The tender's notice, when the offer is sold by tender. */
  tender: TenderNotice | null;
}

async function photoAsJpeg(photo: Buffer | null): Promise<Buffer | null> {
  if (!photo) return null;
  try {
    // pdfkit embeds JPEG and PNG only; the site's photos are WebP.
    return await sharp(photo)
      .resize({ width: 1200, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A heading and its `label: value` lines; a row without a value is left out. */
function labelledRows(
  doc: PDFKit.PDFDocument,
  heading: string,
  rows: ReadonlyArray<[string, string | null]>,
  width: number,
): void {
  doc.moveDown(0.8).font('bold').fontSize(12).fillColor(TEXT).text(heading);
  doc.moveDown(0.3).fontSize(10);
  for (const [label, value] of rows) {
    if (!value) continue;
    doc.font('bold').fillColor(MUTED).text(`${label}: `, { continued: true });
    doc.font('regular').fillColor(TEXT).text(value, { width });
  }
}

/** The non-blank parts, trimmed, joined by `separator`. */
function joinPresent(parts: readonly string[], separator: string): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);
}

/** A one-page offer sheet: title, main photo, price, key details, agent contact and the offer's URL. */
export async function renderOfferPdf({
  offer,
  texts,
  lang,
  siteUrl,
  photo: photoWebp,
  agent,
  tender,
}: OfferSheetInput): Promise<Buffer> {
  const labels = OFFER_DOCUMENT_LABELS[lang];
  const en = lang === 'en';
  const title = en ? offer.title_en : offer.title_pl;
  const url = offerUrl(siteUrl, lang, offer.id);
  const photo = await photoAsJpeg(photoWebp);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: title, Subject: `${labels.tipi} ${offer.tipi}`, Author: 'Nieruchomości' },
  });
  doc.registerFont('regular', path.join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const width = doc.page.width - 80;
  doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
  // A sold offer's sheet says so before anything else (decision 045): a printout outlives the page.
  const sold = !isAvailable({ isSold: offer.is_sold });
  if (sold) {
    doc.rect(40, 20, width, 34).fill(TEXT);
    doc
      .fillColor('#ffffff')
      .font('bold')
      .fontSize(20)
      .text(labels.soldBanner, 40, 27, { width, align: 'center' });
  }
  doc
    .fillColor(MUTED)
    .font('regular')
    .fontSize(9)
    .text(`${labels.tipi}: ${offer.tipi}`, 40, sold ? 66 : 24);
  doc.moveDown(0.5).fillColor(TEXT).font('bold').fontSize(18).text(title, { width });

  if (photo) {
    doc.moveDown(0.5);
    const top = doc.y;
    doc.image(photo, 40, top, { fit: [width, 300], align: 'center' });
    doc.y = top + 305;
  }

  const discounted = offer.is_discount === 1 && offer.discount_price !== null;
  doc.moveDown(0.5).font('bold').fontSize(16).fillColor(TEXT);
  if (discounted && offer.discount_price !== null) {
    doc.text(formatPrice(offer.discount_price, lang), { continued: offer.price !== null });
    if (offer.price !== null) {
      doc
        .font('regular')
        .fontSize(11)
        .fillColor(MUTED)
        .text(`  ${formatPrice(offer.price, lang)}`, { strike: true });
    }
  } else {
    doc.text(offer.price !== null ? formatPrice(offer.price, lang) : labels.priceOnRequest);
  }

  const classified = classifiedTypeById(offer.type_classified);
  const voivodeship = voivodeshipByCode(offer.voivodeship);
  const details: Array<[string, string | null]> = [
    [labels.typeClassified, classified ? (en ? classified.nameEn : classified.namePl) : null],
    [labels.typeProperty, propertyTypeName(offer.type_property, lang)],
    [labels.voivodeship, voivodeship ? voivodeshipName(voivodeship, lang) : null],
    [labels.town, [offer.town, offer.street].filter(Boolean).join(', ')],
    [labels.areaBuilding, offer.area_building !== null ? formatArea(offer.area_building, lang) : null],
    [labels.areaGround, offer.area_ground !== null ? formatArea(offer.area_ground, lang) : null],
    [labels.areaRental, offer.area_rental !== null ? formatArea(offer.area_rental, lang) : null],
    [labels.priceSqMeter, offer.price_sq_meter !== null ? formatPrice(offer.price_sq_meter, lang) : null],
    [labels.mpzp, (en ? texts?.mpzp_en : texts?.mpzp_pl) ?? null],
    [labels.saleMode, isSaleMode(offer.sale_mode) ? SALE_MODE_NAMES[offer.sale_mode][lang] : null],
    [labels.plotNumbers, offer.plot_numbers],
    [labels.plotIds, splitParcelIds(offer.plot_ids ?? '').join(', ')],
    [labels.landRegister, offer.land_register],
    [labels.publishedAt, formatDate(offer.published_at)],
  ];
  labelledRows(doc, labels.details, details, width);

  if (tender) {
    const rows: Array<[string, string | null]> = [
      [labels.saleMode, SALE_MODE_NAMES[tender.mode][lang]],
      [labels.tenderAt, formatDateTime(tender.at)],
      [labels.tenderPlace, tender.place],
      [labels.startingPrice, formatPrice(tender.startingPrice, lang)],
      [labels.deposit, formatPrice(tender.deposit, lang)],
      [labels.depositDeadline, formatDateTime(tender.depositDeadline)],
      [labels.bidIncrement, tender.bidIncrement === null ? null : formatPrice(tender.bidIncrement, lang)],
    ];
    labelledRows(doc, labels.tender, rows, width);
    if (tender.regulations) {
      const link = `${siteUrl}${tender.regulations.path}`;
      doc.font('bold').fillColor(MUTED).text(`${labels.regulations}: `, { continued: true });
      doc.font('regular').fillColor(BRAND).text(link, { link, underline: true });
    }
  }

  doc
    .moveDown(0.8)
    .font('regular')
    .fontSize(10)
    .fillColor(TEXT)
    .text(en ? offer.lead_en : offer.lead_pl, { width });

  if (agent) {
    doc.moveDown(0.8).font('bold').fontSize(12).text(labels.agent);
    // Only the parts the card has, so a card without a job or a phone leaves no separator behind.
    doc
      .font('regular')
      .fontSize(10)
      .text(joinPresent([agent.name, agent.job], ', '));
    const contact = joinPresent([agent.phone, agent.email], ' · ');
    if (contact) doc.text(contact);
  }

  doc.moveDown(0.8).font('bold').fontSize(10).text(`${labels.offerAt}: `, { continued: true });
  doc.font('regular').fillColor(BRAND).text(url, { link: url, underline: true });

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
