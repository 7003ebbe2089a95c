import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOfferFixtures } from '../testing/offer-fixtures';
import { createSignedInStaff, fromSite } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

/** Reads a PDF's text back with poppler's pdftotext (Debian's poppler-utils), spaces normalised. */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-')), 'sheet.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/**
 * Issue 32, items 4 and 5: an agent card shows only what it has. The public offer says whether
 * there is a phone to reveal (never the number), the PDF joins only the parts that exist, and the
 * preview of a never-published draft says so instead of dating it.
 */
describe.each(testDialects())('an agent card with parts missing (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    Object.assign(ids, await insertOfferFixtures(ctx.database.db));
  });

  const agentOf = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/classified/${id}` })).json().data.agent;
  const sheet = async (id: number, lang = 'pl') =>
    pdfText(
      (await ctx.app.inject({ method: 'GET', url: `/get/classified-pdf/${id}?lang=${lang}` })).rawPayload,
    );

  it('with a phone and a job: a phone to reveal, and the PDF joins every part', async () => {
    expect(await agentOf(ids.D ?? 0)).toMatchObject({ name: 'Anna Kowalska', hasPhone: true });
    const text = await sheet(ids.D ?? 0);
    expect(text).toContain('Anna Kowalska, Specjalistka ds. sprzedaży');
    expect(text).toContain('+48 600 100 200 · anna@example.pl');
  });

  it('without a phone or a job: no phone to reveal, and no separator left in the PDF', async () => {
    await ctx.database.db.updateTable('agents').set({ phone: '', job_pl: '', job_en: '' }).execute();
    const agent = await agentOf(ids.D ?? 0);
    expect(agent).toMatchObject({ name: 'Anna Kowalska', job: '', hasPhone: false });
    expect(JSON.stringify(agent)).not.toContain('600');
    const reveal = await ctx.app.inject({
      method: 'POST',
      url: '/api/stats/classified',
      payload: { classifiedId: ids.D },
    });
    expect(reveal.statusCode).toBe(404);

    for (const lang of ['pl', 'en']) {
      const text = await sheet(ids.D ?? 0, lang);
      expect(text).toContain('Anna Kowalska');
      expect(text).toContain('anna@example.pl');
      expect(text).not.toContain('Anna Kowalska,');
      expect(text).not.toMatch(/·\s*anna@example\.pl/);
    }
  });

  it('previews a never-published draft without a publication date; a published offer keeps its date', async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    const preview = async (id: number) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/back-office/offers/${id}/preview`,
          headers: fromSite(ctx.config, admin.cookie),
        })
      ).json().data;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/back-office/offers',
      headers: fromSite(ctx.config, admin.cookie),
      payload: {
        titlePl: 'Szkic bez daty',
        titleEn: 'Undated draft',
        typeClassified: 1,
        typeProperty: 3,
        voivodeship: 22,
        town: 'Gdańsk',
        lat: 54.35,
        lng: 18.65,
        price: null,
        discountPrice: null,
        priceSqMeter: null,
        areaBuilding: null,
        areaGround: null,
        areaRental: null,
        areaRentalOffice: null,
        areaRentalWarehouse: null,
        areaRentalRetail: null,
        agentId: null,
        flags: {},
      },
    });
    expect(created.statusCode).toBe(201);
    const draft = await preview(created.json().data.id);
    expect(draft).toMatchObject({ title: 'Szkic bez daty', publishedAt: null });

    const published = await preview(ids.D ?? 0);
    expect(published.publishedAt).toEqual(expect.any(String));
  });
});
