import { describe, expect, it } from 'vitest';
import { insertOffer } from '../../testing/offer-factory';
import {
  createSignedInStaff,
  fromSite,
  insertAgentCardFor,
  type TestStaff,
} from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

/**
 * Issue 35: the back office's list filters the offers missing a photo, a place on the map or a
 * price (`missing`), by the one rule the dashboard counts them with, so each of the dashboard's
 * figures links to a list of exactly what it counts, under the same person's scope.
 */
describe.each(testDialects())('the offers missing something (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const get = (who: TestStaff, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: fromSite(ctx.config, who.cookie) });
  const ids = async (who: TestStaff, query: string) =>
    ((await get(who, `/api/back-office/offers?${query}`)).json().data as { id: number }[])
      .map((offer) => offer.id)
      .sort((a, b) => a - b);

  it('lists what the dashboard counts: published offers without a photo, coordinates in Poland or a price', async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    const card = await insertAgentCardFor(ctx.database, agent, 'Agent braków');
    const published = { status: 'published' as const, agent_id: card };
    const noPhoto = await insertOffer(ctx.database.db, { ...published, photos: 0 });
    const nowhere = await insertOffer(ctx.database.db, { ...published, lat: 0, lng: 0 });
    const noPrice = await insertOffer(ctx.database.db, { ...published, price: null });
    // "Make an offer" asks the buyer for a price: none is not missing.
    await insertOffer(ctx.database.db, { ...published, price: null, is_make_offer: 1 });
    await insertOffer(ctx.database.db, published);
    // A draft without a photo is in the list's "missing" but not the dashboard's published count.
    const draft = await insertOffer(ctx.database.db, { agent_id: card, status: 'draft', photos: 0 });

    const editor = await createSignedInStaff(ctx, 'editor');
    const dashboard = (await get(editor, '/api/back-office/dashboard')).json().data.missing;
    for (const [what, expected] of [
      ['photos', [noPhoto]],
      ['coordinates', [nowhere]],
      ['price', [noPrice]],
    ] as const) {
      const listed = await ids(editor, `status=published&missing=${what}`);
      expect(listed, what).toEqual(expected);
      expect(dashboard[what].total, what).toBe(listed.length);
      // The agent's own list the same, under their scope.
      expect(await ids(agent, `status=published&missing=${what}`), what).toEqual(expected);
    }
    expect(await ids(editor, 'missing=photos')).toEqual([noPhoto, draft]);
    // Each row names its cover photo (the first), which the list shows as a thumbnail.
    const rows = (await get(editor, '/api/back-office/offers?sort=tipi&order=asc')).json().data as {
      id: number;
      coverPath: string | null;
    }[];
    expect(rows.find((row) => row.id === noPhoto)?.coverPath).toBeNull();
    expect(rows.find((row) => row.id === nowhere)?.coverPath).toBe('/media/offers/photo-01');
    expect((await get(editor, '/api/back-office/offers?missing=everything')).statusCode).toBe(400);
  });
});
