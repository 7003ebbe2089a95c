import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, type Part } from '../testing/multipart';
import { insertOffer } from '../testing/offer-factory';
import { createSignedInStaff, fromSite, insertAgentCardFor, type TestStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

/** A PDF that runs a script when opened (/OpenAction): accepted, so it must never run in the site's origin. */
const SCRIPTED_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    '3 0 obj<</S/JavaScript/JS(app.alert(document.cookie))>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

describe.each(testDialects())('who is served an offer’s photos and documents (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const send = (who: TestStaff, method: 'POST', url: string, parts: Part[]) => {
    const body = multipart(parts);
    return ctx.app.inject({
      method,
      url,
      headers: { ...fromSite(ctx.config, who.cookie), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const publication = (who: TestStaff, offerId: number, action: 'publish' | 'unpublish') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/back-office/offers/${offerId}/publication`,
      headers: fromSite(ctx.config, who.cookie),
      payload: { action },
    });
  const get = (url: string, who?: TestStaff) =>
    ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  /** An agent's draft with one uploaded photo and one uploaded document. */
  async function draftWithMedia() {
    const agent = await createSignedInStaff(ctx, 'agent');
    const cardId = await insertAgentCardFor(ctx.database, agent);
    const offerId = await insertOffer(ctx.database.db, { agent_id: cardId, photos: 0, status: 'draft' });
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#556677' } })
      .jpeg()
      .toBuffer();
    const photo = await send(agent, 'POST', `/api/back-office/offers/${offerId}/photos`, [
      { name: 'photo', filename: 'front.jpg', type: 'image/jpeg', content: jpeg },
    ]);
    expect(photo.statusCode, photo.body).toBe(201);
    const document = await send(agent, 'POST', `/api/back-office/offers/${offerId}/documents`, [
      { name: 'titlePl', value: 'Rzut' },
      { name: 'titleEn', value: 'Plan' },
      { name: 'document', filename: 'plan.pdf', type: 'application/pdf', content: SCRIPTED_PDF },
    ]);
    expect(document.statusCode, document.body).toBe(201);
    const photoPath: string = photo.json().data.path;
    const documentPath: string = document.json().data.path;
    return { agent, offerId, photoUrl: `${photoPath}-480.webp`, documentUrl: documentPath };
  }

  it('serves them to anyone only while the offer is public, to staff who may see it always', async () => {
    const { agent, offerId, photoUrl, documentUrl } = await draftWithMedia();
    const editor = await createSignedInStaff(ctx, 'editor');
    const otherAgent = await createSignedInStaff(ctx, 'agent');
    const statuses = async () => ({
      anyone: [(await get(photoUrl)).statusCode, (await get(documentUrl)).statusCode],
      owner: [(await get(photoUrl, agent)).statusCode, (await get(documentUrl, agent)).statusCode],
      editor: [(await get(photoUrl, editor)).statusCode, (await get(documentUrl, editor)).statusCode],
      otherAgent: [
        (await get(photoUrl, otherAgent)).statusCode,
        (await get(documentUrl, otherAgent)).statusCode,
      ],
    });

    expect(await statuses()).toEqual({
      anyone: [404, 404],
      owner: [200, 200],
      editor: [200, 200],
      otherAgent: [404, 404],
    });
    // Staff's copy is theirs alone: no shared cache keeps it for the next visitor.
    const staffPhoto = await get(photoUrl, agent);
    expect(staffPhoto.headers['cache-control']).toMatch(/private/);
    expect((await get(photoUrl)).headers['cache-control']).toBe('no-store');

    expect((await publication(agent, offerId, 'publish')).statusCode).toBe(200);
    expect(await statuses()).toEqual({
      anyone: [200, 200],
      owner: [200, 200],
      editor: [200, 200],
      otherAgent: [200, 200],
    });
    // Public copies are kept briefly, so a taken-down offer's files stop being served soon after.
    const publicPhoto = await get(photoUrl);
    expect(publicPhoto.headers['cache-control']).toBe('public, max-age=300');
    expect(publicPhoto.headers['cache-control']).not.toMatch(/immutable/);

    expect((await publication(agent, offerId, 'unpublish')).statusCode).toBe(200);
    expect((await statuses()).anyone).toEqual([404, 404]);
    expect((await statuses()).owner).toEqual([200, 200]);
  });

  it('sends every document as a sandboxed download, never opened in the site’s origin', async () => {
    const { agent, offerId, documentUrl } = await draftWithMedia();
    await publication(agent, offerId, 'publish');
    for (const answer of [await get(documentUrl), await get(documentUrl, agent)]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="[^"/]+\.pdf"$/);
      expect(answer.headers['content-security-policy']).toBe('sandbox');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const sheet = await get(`/get/classified-pdf/${offerId}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toMatch(/^attachment; filename="oferta-[^"]+\.pdf"$/);
    expect(sheet.headers['content-security-policy']).toBe('sandbox');
    expect(sheet.headers['x-content-type-options']).toBe('nosniff');
  });
});
