import { crc32, deflateSync } from 'node:zlib';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openMediaStore } from '../../media/open-media-store';
import { multipart, type Part } from '../../testing/multipart';
import { insertOffer } from '../../testing/offer-factory';
import { testPublicationLoop } from '../../testing/publication-loops';
import {
  createSignedInStaff,
  fromSite,
  insertAgentCardFor,
  type TestStaff,
} from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header says 30 000 × 30 000 pixels (900 megapixels) in a few dozen bytes: a bomb. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1_000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A camera's JPEG: 2400 × 1800, with GPS coordinates and a camera model in its EXIF. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#7a8a9a' } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Spy 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 13/1 56/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '21/1 0/1 40/1',
      },
    })
    .toBuffer();
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

describe.each(testDialects())('photos and documents of an offer (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  /** An agent's offer without photos; unpublished, its media are written to its rows at once. */
  async function agentWithOffer(
    status: 'published' | 'unpublished' = 'published',
    photos = 0,
  ): Promise<{ agent: TestStaff; offerId: number }> {
    const agent = await createSignedInStaff(ctx, 'agent');
    const cardId = await insertAgentCardFor(ctx.database, agent);
    const offerId = await insertOffer(ctx.database.db, {
      agent_id: cardId,
      photos,
      title_pl: 'Centrala',
      status,
    });
    return { agent, offerId };
  }
  /** What the offer's public page would show (its preview: an unpublished offer has no public page). */
  const previewOf = async (who: TestStaff, offerId: number) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `${kindPaths('offers').preview(String(offerId))}?lang=en`,
        headers: fromSite(ctx.config, who.cookie),
      })
    ).json().data.page;

  /** An upload, at the offer's `version` (If-Match) when given. */
  const upload = (
    who: TestStaff,
    offerId: number,
    kind: 'photos' | 'documents',
    parts: Part[],
    version?: number,
  ) => {
    const body = multipart(parts);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/back-office/offers/${offerId}/${kind}`,
      headers: {
        ...fromSite(ctx.config, who.cookie),
        ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
  };
  const photo = (filename: string, type: string, content: Buffer): Part[] => [
    { name: 'photo', filename, type, content },
  ];
  const pdf = (titlePl: string, titleEn: string, filename: string): Part[] => [
    { name: 'titlePl', value: titlePl },
    { name: 'titleEn', value: titleEn },
    { name: 'document', filename, type: 'application/pdf', content: PDF },
  ];
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const key of openMediaStore(ctx.config).keys()) keys.push(key);
    return keys.sort();
  };
  const rows = async (offerId: number) => ({
    photos: await ctx.database.db
      .selectFrom('offer_photos')
      .select('id')
      .where('offer_id', '=', offerId)
      .execute(),
    documents: await ctx.database.db
      .selectFrom('offer_documents')
      .select('id')
      .where('offer_id', '=', offerId)
      .execute(),
  });

  it('stores a camera photo as the site’s widths without any metadata, first as the main photo', async () => {
    const { agent, offerId } = await agentWithOffer('unpublished');
    const added = await upload(
      agent,
      offerId,
      'photos',
      photo('IMG_0001.JPG', 'image/jpeg', await cameraJpeg()),
    );
    expect(added.statusCode).toBe(201);
    const stored = added.json().data;
    expect(stored).toMatchObject({ width: 1600, height: 1200, altPl: 'Centrala – zdjęcie 1', position: 0 });
    for (const width of [480, 960, 1600]) {
      const served = await ctx.app.inject({
        method: 'GET',
        url: `${stored.path}-${width}.webp`,
        headers: fromSite(ctx.config, agent.cookie),
      });
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
    const second = await upload(
      agent,
      offerId,
      'photos',
      photo(
        'plan.png',
        'image/png',
        await sharp({ create: { width: 800, height: 800, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
    );
    // Never enlarged: a small original stays its size in every width.
    expect(second.json().data).toMatchObject({ width: 800, height: 800, position: 1 });

    // The second becomes the main photo, with better alt texts; the offer's page follows at once.
    const order = await ctx.app.inject({
      method: 'PUT',
      url: `/api/back-office/offers/${offerId}/photos`,
      headers: fromSite(ctx.config, agent.cookie),
      payload: {
        photos: [
          { id: second.json().data.id, altPl: 'Rzut parteru', altEn: 'Ground floor plan' },
          { id: stored.id, altPl: 'Budynek od ulicy', altEn: 'The building from the street' },
        ],
      },
    });
    expect(order.json().data.map((p: { altEn: string }) => p.altEn)).toEqual([
      'Ground floor plan',
      'The building from the street',
    ]);
    expect((await previewOf(agent, offerId)).photo).toMatchObject({
      path: second.json().data.path,
      alt: 'Ground floor plan',
    });

    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `/api/back-office/offers/${offerId}/photos`,
      headers: fromSite(ctx.config, agent.cookie),
      payload: { photos: [{ id: stored.id, altPl: 'a', altEn: 'b' }] },
    });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'list_changed']);
    const emptyAlt = await ctx.app.inject({
      method: 'PUT',
      url: `/api/back-office/offers/${offerId}/photos`,
      headers: fromSite(ctx.config, agent.cookie),
      payload: {
        photos: [
          { id: stored.id, altPl: ' ', altEn: 'b' },
          { id: second.json().data.id, altPl: 'a', altEn: 'b' },
        ],
      },
    });
    expect(emptyAlt.json().error.fields).toEqual({ 'photos.0.altPl': 'required' });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/back-office/offers/${offerId}/photos/${stored.id}`,
      headers: fromSite(ctx.config, agent.cookie),
    });
    expect(removed.json().data.map((p: { id: number }) => p.id)).toEqual([second.json().data.id]);
    expect((await storedKeys()).filter((key) => key.startsWith(stored.path.replace('/media/', '')))).toEqual(
      [],
    );
    const actions = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(offerId))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'offer.photo-add',
      'offer.photo-add',
      'offer.photos-save',
      'offer.photo-delete',
    ]);
  });

  it('refuses hostile uploads with a clear code and stores nothing', async () => {
    const { agent, offerId } = await agentWithOffer();
    const jpeg = await cameraJpeg();
    const before = await storedKeys();
    const cases: [Part[], string][] = [
      [
        photo(
          'logo.svg',
          'image/svg+xml',
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
        ),
        'file_type_refused',
      ],
      [photo('photo.jpg', 'image/jpeg', Buffer.from('<?php system($_GET["c"]); ?>')), 'file_type_refused'],
      [photo('huge.png', 'image/png', pngBomb()), 'image_too_large'],
      [photo('cut.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2))), 'file_broken'],
    ];
    for (const [parts, code] of cases) {
      const refused = await upload(agent, offerId, 'photos', parts);
      expect([refused.statusCode, refused.json().error.fields], code).toEqual([400, { photo: code }]);
    }
    const html = await upload(agent, offerId, 'documents', [
      { name: 'titlePl', value: 'Regulamin' },
      { name: 'titleEn', value: 'Rules' },
      {
        name: 'document',
        filename: 'rules.pdf',
        type: 'application/pdf',
        content: Buffer.from('<html><script>x()</script></html>'),
      },
    ]);
    expect([html.statusCode, html.json().error.fields]).toEqual([400, { document: 'pdf_required' }]);
    const untitled = await upload(agent, offerId, 'documents', [
      { name: 'titlePl', value: ' ' },
      { name: 'document', filename: 'a.pdf', type: 'application/pdf', content: PDF },
    ]);
    expect(untitled.json().error.fields).toEqual({ titlePl: 'required', titleEn: 'required' });
    // A body cut short is the client's error (400), not a server error.
    const cut = await ctx.app.inject({
      method: 'POST',
      url: `/api/back-office/offers/${offerId}/photos`,
      headers: { ...fromSite(ctx.config, agent.cookie), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8',
    });
    expect([cut.statusCode, cut.json().error.code]).toEqual([400, 'bad_request']);
    expect(await storedKeys()).toEqual(before);
    expect(await rows(offerId)).toEqual({ photos: [], documents: [] });
  });

  it('adds a PDF with its titles, shown on the offer’s page; order, titles and removal', async () => {
    const { agent, offerId } = await agentWithOffer('unpublished');
    const added = await upload(agent, offerId, 'documents', [
      { name: 'titlePl', value: 'Regulamin przetargu' },
      { name: 'titleEn', value: 'Tender rules' },
      { name: 'document', filename: 'regulamin.pdf', type: 'application/pdf', content: PDF },
    ]);
    expect(added.statusCode).toBe(201);
    const document = added.json().data;
    expect(document).toMatchObject({ titlePl: 'Regulamin przetargu', sizeBytes: PDF.length, position: 0 });
    const served = await ctx.app.inject({
      method: 'GET',
      url: document.path,
      headers: fromSite(ctx.config, agent.cookie),
    });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await previewOf(agent, offerId)).documents).toEqual([
      { title: 'Tender rules', path: document.path, sizeBytes: PDF.length },
    ]);

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/back-office/offers/${offerId}/documents`,
      headers: fromSite(ctx.config, agent.cookie),
      payload: { documents: [{ id: document.id, titlePl: 'Regulamin', titleEn: 'Rules' }] },
    });
    expect(renamed.json().data[0]).toMatchObject({
      titlePl: 'Regulamin',
      titleEn: 'Rules',
      regulations: false,
    });
    // Marked as the tender's regulations (one document at most).
    const marked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/back-office/offers/${offerId}/documents`,
      headers: fromSite(ctx.config, agent.cookie),
      payload: {
        documents: [{ id: document.id, titlePl: 'Regulamin', titleEn: 'Rules', regulations: true }],
      },
    });
    expect(marked.json().data[0].regulations).toBe(true);
    const second = (await upload(agent, offerId, 'documents', pdf('Mapa', 'Map', 'mapa.pdf'))).json().data;
    const twice = await ctx.app.inject({
      method: 'PUT',
      url: `/api/back-office/offers/${offerId}/documents`,
      headers: fromSite(ctx.config, agent.cookie),
      payload: {
        documents: [
          { id: document.id, titlePl: 'Regulamin', titleEn: 'Rules', regulations: true },
          { id: second.id, titlePl: 'Mapa', titleEn: 'Map', regulations: true },
        ],
      },
    });
    expect([twice.statusCode, twice.json().error.fields]).toEqual([400, { documents: 'regulations_twice' }]);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/back-office/offers/${offerId}/documents/${second.id}`,
      headers: fromSite(ctx.config, agent.cookie),
    });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/back-office/offers/${offerId}/documents/${document.id}`,
      headers: fromSite(ctx.config, agent.cookie),
    });
    expect(removed.json().data).toEqual([]);
    expect(await storedKeys()).not.toContain(document.path.replace('/media/', ''));
  });
  it('shows no pending photo or document (a working copy’s) in any public answer, staff still seeing its file', async () => {
    const { agent, offerId } = await agentWithOffer();
    const added = (
      await upload(agent, offerId, 'photos', photo('IMG.JPG', 'image/jpeg', await cameraJpeg()))
    ).json().data;
    const document = (
      await upload(agent, offerId, 'documents', pdf('Regulamin', 'Rules', 'regulamin.pdf'))
    ).json().data;
    const mark = async (pending: number) => {
      await ctx.database.db
        .updateTable('offer_photos')
        .set({ pending })
        .where('offer_id', '=', offerId)
        .execute();
      await ctx.database.db
        .updateTable('offer_documents')
        .set({ pending, regulations: 1 })
        .where('offer_id', '=', offerId)
        .execute();
    };
    const publicView = async () => {
      const offer = (
        await ctx.app.inject({ method: 'GET', url: `/api/classified/${offerId}?lang=en` })
      ).json().data;
      const list = (
        await ctx.app.inject({ method: 'POST', url: '/api/classified', payload: { lang: 'en' } })
      ).json().data;
      const tile = list.find((item: { id: number }) => item.id === offerId);
      const lacking = (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/back-office/offers?missing=photos',
          headers: fromSite(ctx.config, agent.cookie),
        })
      ).json().data;
      return {
        photo: offer.photo?.path ?? null,
        photos: offer.photos.length,
        documents: offer.documents.length,
        tile: tile?.photo?.path ?? null,
        lacksPhotos: lacking.some((item: { id: number }) => item.id === offerId),
        photoFile: (await ctx.app.inject({ method: 'GET', url: `${added.path}-480.webp` })).statusCode,
        documentFile: (await ctx.app.inject({ method: 'GET', url: document.path })).statusCode,
      };
    };
    await mark(0);
    const shown = await publicView();
    expect(shown).toMatchObject({
      photo: added.path,
      photos: 1,
      documents: 1,
      tile: added.path,
      lacksPhotos: false,
    });
    expect([shown.photoFile, shown.documentFile]).toEqual([200, 200]);
    await mark(1);
    expect(await publicView()).toEqual({
      photo: null,
      photos: 0,
      documents: 0,
      tile: null,
      lacksPhotos: true,
      photoFile: 404,
      documentFile: 404,
    });
    // Staff who may open the offer still see the files (the editor and the preview show them).
    const staffFile = await ctx.app.inject({
      method: 'GET',
      url: document.path,
      headers: fromSite(ctx.config, agent.cookie),
    });
    expect(staffFile.statusCode).toBe(200);
  });
  describe('a published offer’s media wait in its working copy (decision 052 "Media working copy as built")', () => {
    const paths = kindPaths('offers');
    const publishedWithPhotos = () => agentWithOffer('published', 2);
    const as = (who: TestStaff, version: number) => ({
      ...fromSite(ctx.config, who.cookie),
      'if-match': `"${version}"`,
    });
    const publicOffer = async (offerId: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/classified/${offerId}?lang=en` })).body;
    const photoRows = (offerId: number) =>
      ctx.database.db
        .selectFrom('offer_photos')
        .select(['id', 'pending'])
        .where('offer_id', '=', offerId)
        .orderBy('id')
        .execute();

    it('changes nothing public on upload, order, alt text and deletion until "publish changes"; the preview shows them', async () => {
      const { agent, offerId } = await publishedWithPhotos();
      const [first, second] = (await photoRows(offerId)).map((row) => row.id);
      const before = await publicOffer(offerId);
      const added = await upload(
        agent,
        offerId,
        'photos',
        photo('IMG.JPG', 'image/jpeg', await cameraJpeg()),
        1,
      );
      expect([added.statusCode, added.json().offer.version, added.json().offer.draft?.updatedBy]).toEqual([
        201,
        2,
        agent.email,
      ]);
      const fresh = added.json().data;
      const file = `${fresh.path}-480.webp`;
      expect((await ctx.app.inject({ method: 'GET', url: file })).statusCode).toBe(404);
      const order = await ctx.app.inject({
        method: 'PUT',
        url: `/api/back-office/offers/${offerId}/photos`,
        headers: as(agent, 2),
        payload: {
          photos: [
            { id: fresh.id, altPl: 'Nowe', altEn: 'New' },
            { id: second, altPl: 'Drugie', altEn: 'Second' },
            { id: first, altPl: 'Pierwsze', altEn: 'First, renamed' },
          ],
        },
      });
      expect([order.statusCode, order.json().offer.version]).toEqual([200, 3]);
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/back-office/offers/${offerId}/photos/${second}`,
        headers: as(agent, 3),
      });
      expect(removed.json().data.map((p: { id: number }) => p.id)).toEqual([fresh.id, first]);
      expect(removed.json().offer.version).toBe(4);
      // The public answer is byte-identical, the new file still no visitor's.
      expect(await publicOffer(offerId)).toBe(before);
      expect((await ctx.app.inject({ method: 'GET', url: file })).statusCode).toBe(404);
      const preview = await previewOf(agent, offerId);
      expect(preview.photos.map((p: { path: string; alt: string }) => [p.path, p.alt])).toEqual([
        [fresh.path, 'New'],
        ['/media/offers/photo-01', 'First, renamed'],
      ]);
      // The editor opens the copy's lists.
      const editor = (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/back-office/offers/${offerId}`,
          headers: fromSite(ctx.config, agent.cookie),
        })
      ).json().data;
      expect(editor.photos.map((p: { id: number }) => p.id)).toEqual([fresh.id, first]);

      const published = await ctx.app.inject({
        method: 'POST',
        url: paths.publication(String(offerId)),
        headers: as(agent, 4),
        payload: { action: 'publish' },
      });
      expect(published.statusCode).toBe(200);
      const offer = JSON.parse(await publicOffer(offerId)).data;
      expect(offer.photos.map((p: { path: string; alt: string }) => [p.path, p.alt])).toEqual([
        [fresh.path, 'New'],
        ['/media/offers/photo-01', 'First, renamed'],
      ]);
      expect((await ctx.app.inject({ method: 'GET', url: file })).statusCode).toBe(200);
      expect(await photoRows(offerId)).toEqual([
        { id: first, pending: 0 },
        { id: fresh.id, pending: 0 },
      ]);
    });

    it('refuses a stale media save naming who saved, and a discard removes the pending photo, document and files', async () => {
      const { agent, offerId } = await publishedWithPhotos();
      const before = await publicOffer(offerId);
      const keysBefore = await storedKeys();
      const added = await upload(
        agent,
        offerId,
        'photos',
        photo('IMG.JPG', 'image/jpeg', await cameraJpeg()),
        1,
      );
      const document = await upload(agent, offerId, 'documents', pdf('Mapa', 'Map', 'mapa.pdf'), 2);
      expect([document.statusCode, document.json().offer.version]).toEqual([201, 3]);
      const ids = (await photoRows(offerId)).map((row) => row.id);
      const stale = await ctx.app.inject({
        method: 'PUT',
        url: `/api/back-office/offers/${offerId}/photos`,
        headers: as(agent, 2),
        payload: { photos: ids.map((id) => ({ id, altPl: 'a', altEn: 'b' })) },
      });
      expect([stale.statusCode, stale.json().error.code, stale.json().error.conflict?.changedBy]).toEqual([
        409,
        'edit_conflict',
        agent.email,
      ]);
      expect(await publicOffer(offerId)).toBe(before);
      const discarded = await ctx.app.inject({
        method: 'DELETE',
        url: paths.draft(String(offerId)),
        headers: as(agent, 3),
      });
      expect(discarded.statusCode).toBe(200);
      expect((await photoRows(offerId)).map((row) => row.pending)).toEqual([0, 0]);
      expect(await rows(offerId)).toMatchObject({ documents: [] });
      expect(await storedKeys()).toEqual(keysBefore);
      expect(await publicOffer(offerId)).toBe(before);
      expect(added.statusCode).toBe(201);
    });

    it('deletes the files of a public photo and document that "publish changes" removes, unless another row names them', async () => {
      const { agent, offerId } = await agentWithOffer('published');
      const kept = await upload(
        agent,
        offerId,
        'photos',
        photo('A.JPG', 'image/jpeg', await cameraJpeg()),
        1,
      );
      const gone = await upload(
        agent,
        offerId,
        'photos',
        photo(
          'B.PNG',
          'image/png',
          await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#335577' } })
            .png()
            .toBuffer(),
        ),
        2,
      );
      const document = await upload(agent, offerId, 'documents', pdf('Mapa', 'Map', 'mapa.pdf'), 3);
      const first = await ctx.app.inject({
        method: 'POST',
        url: paths.publication(String(offerId)),
        headers: as(agent, 4),
        payload: { action: 'publish' },
      });
      expect(first.statusCode).toBe(200);
      const keysOf = async (path: string) =>
        (await storedKeys()).filter((key) => key.startsWith(path.replace('/media/', '')));
      const keptPath: string = kept.json().data.path;
      const gonePath: string = gone.json().data.path;
      const documentPath: string = document.json().data.path;
      expect((await keysOf(keptPath)).length).toBeGreaterThan(0);
      expect((await keysOf(gonePath)).length).toBeGreaterThan(0);
      expect(await keysOf(documentPath)).toEqual([documentPath.replace('/media/', '')]);
      // Another offer's row names the first photo's files (as a duplicate's or the demo's shared photos do).
      const other = await insertOffer(ctx.database.db, { title_pl: 'Inna', status: 'published' });
      await ctx.database.db
        .insertInto('offer_photos')
        .values({
          offer_id: other,
          position: 0,
          path: keptPath,
          width: 1600,
          height: 1200,
          alt_pl: 'Wspólne',
          alt_en: 'Shared',
          focus_x: 50,
          focus_y: 50,
          pending: 0,
        })
        .execute();
      const keptKeys = await keysOf(keptPath);
      // The copy drops both photos and the document; the public page keeps them until it is published.
      let version = first.json().data.version as number;
      for (const url of [
        `/api/back-office/offers/${offerId}/photos/${kept.json().data.id}`,
        `/api/back-office/offers/${offerId}/photos/${gone.json().data.id}`,
        `/api/back-office/offers/${offerId}/documents/${document.json().data.id}`,
      ]) {
        const removed = await ctx.app.inject({ method: 'DELETE', url, headers: as(agent, version) });
        expect(removed.statusCode).toBe(200);
        version = removed.json().offer.version;
      }
      expect((await keysOf(gonePath)).length).toBeGreaterThan(0);
      const published = await ctx.app.inject({
        method: 'POST',
        url: paths.publication(String(offerId)),
        headers: as(agent, version),
        payload: { action: 'publish' },
      });
      expect(published.statusCode).toBe(200);
      expect(JSON.parse(await publicOffer(offerId)).data.photos).toEqual([]);
      expect(await rows(offerId)).toEqual({ photos: [], documents: [] });
      expect(await keysOf(gonePath)).toEqual([]);
      expect(await keysOf(documentPath)).toEqual([]);
      expect(await keysOf(keptPath)).toEqual(keptKeys);
    });

    it('deletes the files of a public photo and document that a copy published at its time by the loop removes', async () => {
      const { agent, offerId } = await agentWithOffer('published');
      const added = await upload(
        agent,
        offerId,
        'photos',
        photo(
          'C.PNG',
          'image/png',
          await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#553377' } })
            .png()
            .toBuffer(),
        ),
        1,
      );
      const document = await upload(agent, offerId, 'documents', pdf('Plan', 'Plan', 'plan.pdf'), 2);
      const first = await ctx.app.inject({
        method: 'POST',
        url: paths.publication(String(offerId)),
        headers: as(agent, 3),
        payload: { action: 'publish' },
      });
      expect(first.statusCode).toBe(200);
      const keysOf = async (path: string) =>
        (await storedKeys()).filter((key) => key.startsWith(path.replace('/media/', '')));
      const photoPath: string = added.json().data.path;
      const documentPath: string = document.json().data.path;
      expect((await keysOf(photoPath)).length).toBeGreaterThan(0);
      // The copy drops both, and its publication is scheduled for a minute from now.
      let version = first.json().data.version as number;
      for (const url of [
        `/api/back-office/offers/${offerId}/photos/${added.json().data.id}`,
        `/api/back-office/offers/${offerId}/documents/${document.json().data.id}`,
      ]) {
        const removed = await ctx.app.inject({ method: 'DELETE', url, headers: as(agent, version) });
        expect(removed.statusCode).toBe(200);
        version = removed.json().offer.version;
      }
      const at = new Date(Date.now() + 60_000);
      const scheduled = await ctx.app.inject({
        method: 'POST',
        url: paths.publication(String(offerId)),
        headers: as(agent, version),
        payload: { action: 'schedule', at: at.toISOString() },
      });
      expect(scheduled.statusCode).toBe(200);
      const loop = (now: Date) =>
        testPublicationLoop(ctx.database, { now: () => now, media: openMediaStore(ctx.config) });
      // Before its time nothing changes; at its time the loop publishes it and the files go.
      await loop(new Date(at.getTime() - 30_000)).tick();
      expect((await keysOf(photoPath)).length).toBeGreaterThan(0);
      await loop(new Date(at.getTime() + 1_000)).tick();
      expect(JSON.parse(await publicOffer(offerId)).data.photos).toEqual([]);
      expect(await rows(offerId)).toEqual({ photos: [], documents: [] });
      expect(await keysOf(photoPath)).toEqual([]);
      expect(await keysOf(documentPath)).toEqual([]);
    });
  });
});
