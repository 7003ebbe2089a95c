import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOfferFixtures } from '../testing/offer-fixtures';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

/** Reads a PDF's text back with poppler's pdftotext (Debian's poppler-utils), spaces normalised. */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-')), 'sheet.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe.each(testDialects())('offer documents on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    Object.assign(ids, await insertOfferFixtures(ctx.database.db));
    const photo = path.join(ctx.config.dataDir, 'media/offers/photo-01-960.webp');
    fs.mkdirSync(path.dirname(photo), { recursive: true });
    await sharp({ create: { width: 960, height: 720, channels: 3, background: '#f16e00' } })
      .webp()
      .toFile(photo);
  });

  it('renders an offer sheet PDF whose text reads back with Polish letters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/get/classified-pdf/${ids.D}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Oferta testowa');
    expect(text).toContain('Łódź');
    expect(text).toContain('łódzkie');
    expect(text).toContain('40 000 zł');
    expect(text).toContain('Anna Kowalska');
    expect(text).toContain(`http://localhost:3000/szczegoly_ogloszenia/${ids.D}`);
  });

  it('renders the English sheet with the struck-through old price of a discounted offer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/get/classified-pdf/${ids.B}?lang=en` });
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Test offer');
    expect(text).toContain('PLN 250,000');
    expect(text).toContain('PLN 300,000');
    expect(text).toContain('Lesser Poland');
    expect(text).toContain(`http://localhost:3000/en/szczegoly_ogloszenia/${ids.B}`);
  });

  it("says SPRZEDANE / SOLD at the top of a sold offer's sheet, and nothing of the kind on an available one", async () => {
    const pl = pdfText(
      (await ctx.app.inject({ method: 'GET', url: `/get/classified-pdf/${ids.I}` })).rawPayload,
    );
    expect(pl).toMatch(/^\s*SPRZEDANE\b/);
    const en = pdfText(
      (await ctx.app.inject({ method: 'GET', url: `/get/classified-pdf/${ids.I}?lang=en` })).rawPayload,
    );
    expect(en).toMatch(/^\s*SOLD\b/);
    const available = pdfText(
      (await ctx.app.inject({ method: 'GET', url: `/get/classified-pdf/${ids.A}` })).rawPayload,
    );
    expect(available).not.toContain('SPRZEDANE');
  });

  it('answers 404 for an unpublished offer and 400 for a bad id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/get/classified-pdf/${ids.G}` })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/get/classified-pdf/x' })).statusCode).toBe(400);
  });

  it('exports the filtered offers as an XLSX with a translated header, numbers and links', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/classified-xlsx',
      payload: { typeClassified: 1, order: 'price_asc', lang: 'pl', itemsPerPage: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="oferty-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Oferty');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect(sheet.getRow(1).getCell(1).value).toBe('Kod oferty');
    expect(sheet.getRow(1).getCell(3).value).toBe('Status');
    expect(sheet.getRow(1).getCell(9).value).toBe('Cena (PLN)');
    // Paging is ignored: every sale, cheapest first (B's discount price), the one without a price
    // after them and the sold one last, whatever the order (decision 045).
    const codes = [2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(1).value);
    expect(codes).toEqual(['B', 'A', 'H', 'I']);
    const statuses = [2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(3).value);
    expect(statuses).toEqual(['Dostępna', 'Dostępna', 'Dostępna', 'Sprzedana']);
    expect(sheet.getRow(2).getCell(9).value).toBe(300_000);
    expect(sheet.getRow(2).getCell(10).value).toBe(250_000);
    expect(typeof sheet.getRow(3).getCell(12).value).toBe('number');
    expect(sheet.getRow(2).getCell(15).value).toBeInstanceOf(Date);
    expect(sheet.rowCount).toBe(5);
  });

  it('writes the English header when asked', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/classified-xlsx',
      payload: { lang: 'en' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Offers');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Offer code');
    expect(sheet?.getRow(1).getCell(3).value).toBe('Status');
    const statuses = new Map<unknown, unknown>();
    sheet?.eachRow((row, index) => {
      if (index > 1) statuses.set(row.getCell(1).value, row.getCell(3).value);
    });
    expect(statuses.get('I')).toBe('Sold');
    expect(statuses.get('A')).toBe('Available');
  });

  it('serves a public offer’s photos, kept by caches for 5 minutes (decision 048)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/offers/photo-01-960.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const missing = await ctx.app.inject({ method: 'GET', url: '/media/offers/nothing.webp' });
    expect(missing.statusCode).toBe(404);
    const traversal = await ctx.app.inject({ method: 'GET', url: '/media/../site.db' });
    expect(traversal.statusCode).toBe(404);
  });
});
