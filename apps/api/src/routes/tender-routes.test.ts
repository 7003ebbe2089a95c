import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDateTime } from '@estate/domain/dates';
import { formatPrice } from '@estate/domain/money';
import ExcelJS from 'exceljs';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOffer } from '../testing/offer-factory';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

const DAY_MS = 86_400_000;

function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-')), 'sheet.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe.each(testDialects())('tenders on %s (decision 032)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const ids: Record<string, number> = {};
  // 15 December next year, 10:00 in Warsaw (winter time, UTC+1).
  const year = new Date().getUTCFullYear() + 1;
  const tenderAt = `${year}-12-15T09:00:00.000Z`;

  beforeAll(async () => {
    const db = ctx.database.db;
    const tender = {
      sale_mode: 'oral_auction',
      tender_at: tenderAt,
      tender_place_pl: 'Warszawa, ul. Obrzeżna 7, sala 2.14',
      tender_place_en: 'Warsaw, 7 Obrzeżna Street, room 2.14',
      starting_price: 120_000_000,
      deposit: 12_000_000,
      deposit_deadline: `${year}-12-11T22:59:00.000Z`,
      bid_increment: 1_200_000,
      plot_ids: '146518_8.0108.27/3, 146518_8.0108.28',
    };
    ids.auction = await insertOffer(db, {
      ...tender,
      title_pl: 'Aukcja centrali',
      title_en: 'Exchange auction',
    });
    ids.written = await insertOffer(db, {
      ...tender,
      sale_mode: 'written_tender',
      bid_increment: null,
      tender_at: new Date(Date.now() + 3 * DAY_MS).toISOString(),
      deposit_deadline: new Date(Date.now() + DAY_MS).toISOString(),
    });
    ids.past = await insertOffer(db, {
      ...tender,
      tender_at: new Date(Date.now() - DAY_MS).toISOString(),
      deposit_deadline: new Date(Date.now() - 4 * DAY_MS).toISOString(),
    });
    ids.hidden = await insertOffer(db, { ...tender, status: 'unpublished' });
    ids.sale = await insertOffer(db, { sale_mode: 'sale' });
    await db
      .insertInto('offer_documents')
      .values([
        {
          offer_id: ids.auction,
          position: 0,
          title_pl: 'Mapa',
          title_en: 'Map',
          path: '/media/documents/map.pdf',
          size_bytes: 1000,
          regulations: 0,
        },
        {
          offer_id: ids.auction,
          position: 1,
          title_pl: 'Regulamin przetargu',
          title_en: 'Tender regulations',
          path: '/media/documents/rules.pdf',
          size_bytes: 2000,
          regulations: 1,
        },
      ])
      .execute();
  });

  it('lists the published tenders still ahead, soonest first, with their notices', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/tenders?lang=en' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((entry: { id: number }) => entry.id)).toEqual([ids.written, ids.auction]);
    expect(data[1]).toMatchObject({
      title: 'Exchange auction',
      voivodeshipKey: 'mazowieckie',
      tender: {
        mode: 'oral_auction',
        at: tenderAt,
        place: 'Warsaw, 7 Obrzeżna Street, room 2.14',
        startingPrice: 120_000_000,
        deposit: 12_000_000,
        bidIncrement: 1_200_000,
        regulations: { title: 'Tender regulations', path: '/media/documents/rules.pdf', sizeBytes: 2000 },
      },
    });
    expect(data[0].tender).toMatchObject({ mode: 'written_tender', bidIncrement: null, regulations: null });
  });

  it('shows the notice and the parcels on the offer; none on a plain sale', async () => {
    const offer = (await ctx.app.inject({ method: 'GET', url: `/api/classified/${ids.auction}` })).json()
      .data;
    expect(offer.saleMode).toBe('oral_auction');
    expect(offer.plotIds).toEqual(['146518_8.0108.27/3', '146518_8.0108.28']);
    expect(offer.tender.place).toBe('Warszawa, ul. Obrzeżna 7, sala 2.14');
    expect(offer.tender.regulations.title).toBe('Regulamin przetargu');
    const sale = (await ctx.app.inject({ method: 'GET', url: `/api/classified/${ids.sale}` })).json().data;
    expect(sale.tender).toBeNull();
    expect(sale.plotIds).toEqual([]);
  });

  it('gives each tender as an iCalendar event a calendar parser reads at 10:00 Warsaw time', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/classified/${ids.auction}/tender.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="przetarg-X\d+\.ics"$/);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no event');
    const event = new ICAL.Event(vevent);
    expect(formatDateTime(event.startDate.toJSDate())).toBe(`15/12/${year}, 10:00`);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(3_600_000);
    expect(event.summary).toBe('Przetarg: Aukcja centrali');
    expect(event.location).toBe('Warszawa, ul. Obrzeżna 7, sala 2.14');
    expect(event.uid).toBe(`tender-${ids.auction}@localhost:3000`);
    expect(event.description).toContain(`Cena wywoławcza: ${formatPrice(120_000_000, 'pl')}`);
    expect(event.description).toContain(`Wadium: ${formatPrice(12_000_000, 'pl')}, płatne do`);
    expect(event.description).toContain(`Minimalne postąpienie: ${formatPrice(1_200_000, 'pl')}`);
    expect(event.description).toContain('http://localhost:3000/media/documents/rules.pdf');
    expect(event.description).toContain(`http://localhost:3000/szczegoly_ogloszenia/${ids.auction}`);

    const en = await ctx.app.inject({
      method: 'GET',
      url: `/api/classified/${ids.auction}/tender.ics?lang=en`,
    });
    const english = new ICAL.Component(ICAL.parse(en.body)).getFirstSubcomponent('vevent');
    expect(english && new ICAL.Event(english).summary).toBe('Tender: Exchange auction');
  });

  it('has no calendar for a plain sale or an unpublished offer', async () => {
    for (const id of [ids.sale, ids.hidden]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/classified/${id}/tender.ics` })).statusCode,
      ).toBe(404);
    }
  });

  it('prints the notice and the parcels in the PDF sheet and the XLSX export', async () => {
    const text = pdfText(
      (await ctx.app.inject({ method: 'GET', url: `/get/classified-pdf/${ids.auction}` })).rawPayload,
    );
    expect(text).toContain('Przetarg');
    expect(text).toContain('Termin przetargu: 15/12/');
    expect(text).toContain(', 10:00');
    expect(text).toContain('Wadium (PLN): 120 000 zł');
    expect(text).toContain('Termin wpłaty wadium: 11/12/');
    expect(text).toContain('Minimalne postąpienie (PLN): 12 000 zł');
    expect(text).toContain('http://localhost:3000/media/documents/rules.pdf');
    expect(text).toContain('146518_8.0108.27/3, 146518_8.0108.28');

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/classified-xlsx',
      payload: { lang: 'pl' },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Oferty');
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    const row = sheet
      .getRows(2, sheet.rowCount - 1)
      ?.find((r) => r.getCell(column('Tytuł')).value === 'Aukcja centrali');
    expect(row?.getCell(column('Tryb sprzedaży')).value).toBe('przetarg ustny (aukcja)');
    expect(row?.getCell(column('Termin przetargu')).value).toBe(`15/12/${year}, 10:00`);
    expect(row?.getCell(column('Wadium (PLN)')).value).toBe(120_000);
    expect(row?.getCell(column('Minimalne postąpienie (PLN)')).value).toBe(12_000);
    expect(row?.getCell(column('Identyfikatory działek')).value).toBe('146518_8.0108.27/3, 146518_8.0108.28');
  });
});
