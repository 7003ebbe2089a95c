import { kindPaths } from '@estate/domain/kinds/kind-paths';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../testing/multipart';
import { insertOffer } from '../../testing/offer-factory';
import { createSignedInStaff, fromSite, insertAgentCardFor } from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

/**
 * A photo's focal point (issue 35, decision 061): staff set it with the list's save, it is stored
 * with the photo (the middle until set), public lists and the offer's page give it with the photo,
 * and a duplicate keeps it.
 */
describe.each(testDialects())('a photo’s focal point (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  it('is the middle until set, saved with the list, refused out of 0–100, public and copied', async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    const cardId = await insertAgentCardFor(ctx.database, agent);
    const tipi = `F${String(Date.now()).slice(-5)}`;
    const offerId = await insertOffer(ctx.database.db, { agent_id: cardId, photos: 0, tipi });
    const headers = fromSite(ctx.config, agent.cookie);
    const added: number[] = [];
    for (const colour of ['#884422', '#224488']) {
      const body = multipart([
        {
          name: 'photo',
          filename: 'a.jpg',
          type: 'image/jpeg',
          content: await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
            .jpeg()
            .toBuffer(),
        },
      ]);
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/api/back-office/offers/${offerId}/photos`,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().data).toMatchObject({ focusX: 50, focusY: 50 });
      added.push(answer.json().data.id);
    }
    const [first, second] = added as [number, number];

    const save = (photos: object[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/back-office/offers/${offerId}/photos`,
        headers,
        payload: { photos },
      });
    const saved = await save([
      { id: first, altPl: 'Front', altEn: 'Front', focusX: 30, focusY: 75 },
      // Without a point the photo keeps its own.
      { id: second, altPl: 'Bok', altEn: 'Side' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.map((p: { focusX: number; focusY: number }) => [p.focusX, p.focusY])).toEqual([
      [30, 75],
      [50, 50],
    ]);
    const wrong = await save([
      { id: first, altPl: 'Front', altEn: 'Front', focusX: 101, focusY: 20.5 },
      { id: second, altPl: 'Bok', altEn: 'Side' },
    ]);
    expect([wrong.statusCode, wrong.json().error.fields]).toEqual([
      400,
      { 'photos.0.focusX': 'invalid_value', 'photos.0.focusY': 'invalid_value' },
    ]);

    // The offer is published: its photos wait in its working copy until "publish changes"
    // (decision 052 "Media working copy as built").
    const published = await ctx.app.inject({
      method: 'POST',
      url: kindPaths('offers').publication(String(offerId)),
      headers: { ...headers, 'if-match': `"${saved.json().offer.version}"` },
      payload: { action: 'publish' },
    });
    expect(published.statusCode, published.body).toBe(200);
    // The offer's page and the lists give the main photo with its point.
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/classified/${offerId}?lang=pl` })).json()
      .data;
    expect(page.photo).toMatchObject({ alt: 'Front', focusX: 30, focusY: 75 });
    expect(page.photos.map((p: { focusX: number }) => p.focusX)).toEqual([30, 50]);
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/classified',
      payload: { itemsPerPage: 60 },
    });
    const tile = list.json().data.find((offer: { id: number }) => offer.id === offerId);
    expect(tile.photo).toMatchObject({ focusX: 30, focusY: 75 });

    // A duplicate's photos keep their points.
    const copy = await ctx.app.inject({
      method: 'POST',
      url: `/api/back-office/offers/${offerId}/duplicate`,
      headers,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = await ctx.database.db
      .selectFrom('offer_photos')
      .select(['focus_x', 'focus_y'])
      .where('offer_id', '=', copy.json().data.id)
      .orderBy('position')
      .execute();
    expect(copied).toEqual([
      { focus_x: 30, focus_y: 75 },
      { focus_x: 50, focus_y: 50 },
    ]);
  });
});
