import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { documentUrl } from '../media/media-paths';
import { type MediaStore, mediaKey, putIfMissing } from '../media/media-store';
import { Random } from './random';

/** Kinds of offer attachments; the offer generator picks those that fit the property. */
export type DocumentKind =
  | 'ground-floor-plan'
  | 'upper-floor-plan'
  | 'zoning-extract'
  | 'cadastral-map'
  | 'energy-certificate'
  | 'tender-regulations';

interface PoolDocument {
  name: string;
  kind: DocumentKind;
  titlePl: string;
  titleEn: string;
}

export interface SeededDocument extends PoolDocument {
  path: string;
  sizeBytes: number;
}

const TITLES: Record<DocumentKind, [string, string]> = {
  'ground-floor-plan': ['Rzut parteru', 'Ground floor plan'],
  'upper-floor-plan': ['Rzut piętra', 'First floor plan'],
  'zoning-extract': ['Wypis z MPZP', 'Zoning plan extract'],
  'cadastral-map': ['Wypis z rejestru gruntów z mapą', 'Land register extract with map'],
  'energy-certificate': ['Świadectwo charakterystyki energetycznej', 'Energy performance certificate'],
  'tender-regulations': ['Regulamin przetargu', 'Tender regulations'],
};

/**
 * A small pool of PDFs shared by all offers: one file per offer would mean hundreds of files (and
 * 100 000 in the benchmark) for no gain in a demo.
 */
const DOCUMENT_POOL: readonly PoolDocument[] = (
  [
    ['ground-floor-plan-01', 'ground-floor-plan'],
    ['ground-floor-plan-02', 'ground-floor-plan'],
    ['ground-floor-plan-03', 'ground-floor-plan'],
    ['upper-floor-plan-01', 'upper-floor-plan'],
    ['upper-floor-plan-02', 'upper-floor-plan'],
    ['zoning-extract-01', 'zoning-extract'],
    ['zoning-extract-02', 'zoning-extract'],
    ['cadastral-map-01', 'cadastral-map'],
    ['energy-certificate-01', 'energy-certificate'],
    ['tender-regulations-01', 'tender-regulations'],
  ] as const
).map(([name, kind]) => ({ name, kind, titlePl: TITLES[kind][0], titleEn: TITLES[kind][1] }));

const require = createRequire(import.meta.url);
// The font ships as an npm dependency, so Polish letters render on a server without system fonts.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A fixed date in the PDF metadata: with it, every run writes byte-identical files. */
const PDF_DATE = new Date('2026-11-01T09:00:00Z');

/** Stores the pool's PDFs that are missing and answers every document with its real size. */
export async function seedDocuments(media: MediaStore): Promise<SeededDocument[]> {
  return Promise.all(
    DOCUMENT_POOL.map(async (doc) => {
      const url = documentUrl(doc.name);
      const stored = await putIfMissing(media, mediaKey(url), () => renderDocument(doc));
      return { ...doc, path: url, sizeBytes: stored.sizeBytes };
    }),
  );
}

function renderDocument(doc: PoolDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: {
        Title: doc.titlePl,
        Author: 'Spółka Nieruchomości Sp. z o.o.',
        Subject: `${doc.titlePl} – materiał poglądowy`,
        CreationDate: PDF_DATE,
        ModDate: PDF_DATE,
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('regular', FONT);
    pdf.registerFont('bold', FONT_BOLD);
    header(pdf, doc);
    const random = Random.for(7, 'document', doc.name);
    if (doc.kind === 'ground-floor-plan' || doc.kind === 'upper-floor-plan') floorPlan(pdf, random, doc.kind);
    else if (doc.kind === 'zoning-extract') zoningExtract(pdf, random);
    else if (doc.kind === 'cadastral-map') cadastralMap(pdf, random);
    else if (doc.kind === 'tender-regulations') tenderRegulations(pdf);
    else energyCertificate(pdf, random);
    footer(pdf);
    pdf.end();
  });
}

function header(pdf: PDFKit.PDFDocument, doc: PoolDocument): void {
  pdf.rect(50, 40, 495, 4).fill('#f16e00');
  pdf.fillColor('#222222').font('bold').fontSize(18).text(doc.titlePl, 50, 60);
  pdf
    .font('regular')
    .fontSize(10)
    .fillColor('#555555')
    .text(`${doc.titleEn} · Spółka Nieruchomości Sp. z o.o.`, 50, 86);
}

function footer(pdf: PDFKit.PDFDocument): void {
  pdf
    .font('regular')
    .fontSize(8)
    .fillColor('#777777')
    .text(
      'Dokument poglądowy przygotowany na potrzeby prezentacji oferty. Nie stanowi dokumentu urzędowego. ' +
        'Illustrative document prepared for the offer presentation; not an official record.',
      50,
      770,
      { width: 495 },
    );
}

function floorPlan(pdf: PDFKit.PDFDocument, random: Random, kind: DocumentKind): void {
  const x = 70;
  const y = 150;
  const width = 455;
  const height = random.int(260, 330);
  pdf.lineWidth(6).strokeColor('#333333').rect(x, y, width, height).stroke();
  const corridorY = y + height * random.float(0.42, 0.58);
  pdf
    .lineWidth(3)
    .moveTo(x, corridorY - 20)
    .lineTo(x + width, corridorY - 20)
    .stroke();
  pdf
    .moveTo(x, corridorY + 20)
    .lineTo(x + width, corridorY + 20)
    .stroke();
  const namesTop =
    kind === 'ground-floor-plan'
      ? ['Biuro', 'Pomieszczenie techniczne', 'Serwerownia', 'Magazyn', 'Archiwum']
      : ['Biuro', 'Sala konferencyjna', 'Pokój socjalny', 'Biuro', 'Archiwum'];
  const namesBottom = ['Biuro', 'WC', 'Kuchnia', 'Klatka schodowa', 'Biuro'];
  for (const [top, bottom, names] of [
    [y, corridorY - 20, namesTop],
    [corridorY + 20, y + height, namesBottom],
  ] as const) {
    const rooms = random.int(3, 5);
    let left = x;
    for (let r = 0; r < rooms; r += 1) {
      const right = r === rooms - 1 ? x + width : left + (width / rooms) * random.float(0.8, 1.2);
      if (r < rooms - 1) pdf.lineWidth(3).moveTo(right, top).lineTo(right, bottom).stroke();
      // A door: a gap drawn as a quarter arc towards the corridor.
      const doorX = left + 14;
      const doorY = top === y ? bottom : top;
      pdf
        .lineWidth(1)
        .strokeColor('#888888')
        .moveTo(doorX, doorY)
        .lineTo(doorX + 24, doorY)
        .stroke();
      pdf.strokeColor('#333333');
      const area = (((right - left) / 455) * 30 * ((bottom - top) / 25)).toFixed(1).replace('.', ',');
      pdf
        .font('regular')
        .fontSize(8)
        .fillColor('#333333')
        .text(`${names[r % names.length]}\n${area} m²`, left + 6, (top + bottom) / 2 - 10, {
          width: right - left - 12,
          align: 'center',
        });
      left = right;
    }
  }
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor('#333333')
    .text('Korytarz', x + width / 2 - 20, corridorY - 5);
  pdf
    .font('regular')
    .fontSize(9)
    .text('Skala 1:100 · wymiary orientacyjne · północ ↑', x, y + height + 20);
}

/** The seller's standing rules for its tenders: one text for every seeded tender. */
function tenderRegulations(pdf: PDFKit.PDFDocument): void {
  const sections = [
    '§ 1. Przetarg prowadzi komisja powołana przez Sprzedającego, w trybie i terminie podanym w ogłoszeniu o przetargu.',
    '§ 2. Warunkiem udziału jest wpłacenie wadium w wysokości i terminie podanym w ogłoszeniu; liczy się data uznania rachunku Sprzedającego.',
    '§ 3. W przetargu pisemnym oferty składa się w zamkniętych kopertach do chwili otwarcia ofert; wygrywa najwyższa ważna oferta nie niższa od ceny wywoławczej.',
    '§ 4. W przetargu ustnym (aukcji) postąpienie nie może być niższe od minimalnego postąpienia podanego w ogłoszeniu; wygrywa uczestnik, który zaoferował najwyższą cenę.',
    '§ 5. Wadium wygrywającego zalicza się na poczet ceny; pozostałym uczestnikom zwraca się je w ciągu 7 dni od zamknięcia przetargu.',
    '§ 6. Sprzedający może zamknąć przetarg bez wybrania oferty, bez podania przyczyny.',
  ];
  pdf.font('regular').fontSize(10).fillColor('#222222');
  let y = 130;
  for (const section of sections) {
    pdf.text(section, 50, y, { width: 495 });
    y = pdf.y + 10;
  }
}

function zoningExtract(pdf: PDFKit.PDFDocument, random: Random): void {
  const resolution = `${random.pick(['XII', 'XXIV', 'XXXI', 'XLV', 'LII'])}/${random.int(100, 480)}/${random.int(2012, 2024)}`;
  pdf.font('regular').fontSize(10).fillColor('#222222');
  pdf.text(
    `Wypis z miejscowego planu zagospodarowania przestrzennego uchwalonego uchwałą nr ${resolution} Rady Gminy. ` +
      'Działka objęta wnioskiem położona jest w terenach oznaczonych na rysunku planu symbolami:',
    50,
    130,
    { width: 495 },
  );
  const rows: [string, string][] = [
    ['U', 'tereny zabudowy usługowej; wysokość zabudowy do 12 m; intensywność 0,4–1,2'],
    ['MU', 'tereny zabudowy mieszkaniowo-usługowej; powierzchnia biologicznie czynna min. 25%'],
    ['KDD', 'tereny dróg publicznych klasy dojazdowej'],
  ];
  let y = 190;
  for (const [symbol, text] of rows) {
    pdf.font('bold').text(symbol, 60, y, { width: 50 });
    pdf.font('regular').text(text, 110, y, { width: 420 });
    y += 30;
  }
  const colours = ['#f4b6b6', '#f7d9a8', '#d9d9d9'];
  for (let i = 0; i < 9; i += 1) {
    pdf.rect(70 + (i % 3) * 150, 300 + Math.floor(i / 3) * 110, 140, 100).fill(random.pick(colours));
  }
  pdf.lineWidth(2).strokeColor('#f16e00').rect(220, 410, 140, 100).stroke();
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor('#222222')
    .text('Granica działki objętej wypisem zaznaczona kolorem pomarańczowym.', 70, 640);
}

function cadastralMap(pdf: PDFKit.PDFDocument, random: Random): void {
  pdf.font('regular').fontSize(10).fillColor('#222222');
  pdf.text(
    'Wypis z rejestru gruntów: jednostka rejestrowa G.123, właściciel: Spółka Nieruchomości Sp. z o.o.',
    50,
    130,
    { width: 495 },
  );
  pdf.text('Użytki: Bi – inne tereny zabudowane; dr – drogi.', 50, 150);
  pdf.lineWidth(1).strokeColor('#333333');
  for (let i = 0; i < 12; i += 1) {
    const cx = 80 + (i % 4) * 110 + random.int(-10, 10);
    const cy = 200 + Math.floor(i / 4) * 120 + random.int(-10, 10);
    pdf
      .polygon([cx, cy], [cx + 100, cy + random.int(-8, 8)], [cx + 104, cy + 110], [cx - 4, cy + 104])
      .stroke();
    pdf
      .fontSize(8)
      .fillColor('#333333')
      .text(`${random.int(100, 900)}/${random.int(1, 20)}`, cx + 30, cy + 48);
  }
}

function energyCertificate(pdf: PDFKit.PDFDocument, random: Random): void {
  const ep = random.int(90, 260);
  pdf.font('regular').fontSize(10).fillColor('#222222');
  pdf.text(
    `Wskaźnik rocznego zapotrzebowania na nieodnawialną energię pierwotną EP: ${ep} kWh/(m²·rok)`,
    50,
    130,
    { width: 495 },
  );
  const bands = ['#1a9641', '#52b151', '#a6d96a', '#fee08b', '#fdae61', '#f46d43', '#d73027'];
  bands.forEach((colour, i) => {
    pdf.rect(60, 180 + i * 34, 140 + i * 40, 28).fill(colour);
    pdf
      .fillColor('#ffffff')
      .font('bold')
      .fontSize(12)
      .text(String.fromCharCode(65 + i), 70, 187 + i * 34);
  });
  const marker = Math.min(6, Math.floor((ep - 50) / 35));
  pdf
    .fillColor('#222222')
    .font('bold')
    .fontSize(12)
    .text(`◀ ${ep}`, 420, 187 + marker * 34);
}
