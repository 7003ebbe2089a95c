import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../testing/multipart';
import { insertOffer } from '../../testing/offer-factory';
import {
  createSignedInStaff,
  fromSite,
  insertAgentCardFor,
  type TestStaff,
} from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

describe.each(testDialects())("one's own data and photo (%s)", (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  /** An agent with a public card and one published offer of theirs. */
  async function agentWithOffer(): Promise<{ agent: TestStaff; offerId: number }> {
    const agent = await createSignedInStaff(ctx, 'agent');
    const cardId = await insertAgentCardFor(ctx.database, agent);
    const offerId = await insertOffer(ctx.database.db, { agent_id: cardId, photos: 0 });
    return { agent, offerId };
  }

  const uploadPhoto = (agent: TestStaff, filename: string, type: string, content: Buffer) => {
    const body = multipart([{ name: 'photo', filename, type, content }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/back-office/me/photo',
      headers: { ...fromSite(ctx.config, agent.cookie), 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('changes name, language and the agent card, shows them on the offer, and audits before and after', async () => {
    const { agent, offerId } = await agentWithOffer();
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/back-office/me',
      headers: fromSite(ctx.config, agent.cookie),
      payload: {
        name: 'Zofia Nowak',
        lang: 'en',
        jobPl: 'Doradca ds. nieruchomości',
        jobEn: 'Property adviser',
        phone: '+48 600 100 200',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Zofia Nowak',
      lang: 'en',
      card: { jobPl: 'Doradca ds. nieruchomości', jobEn: 'Property adviser', phone: '+48 600 100 200' },
    });
    const offer = await ctx.app.inject({ method: 'GET', url: `/api/classified/${offerId}?lang=en` });
    expect(offer.json().data.agent).toMatchObject({ name: 'Zofia Nowak', job: 'Property adviser' });
    const entry = await ctx.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'staff.profile-change')
      .where('entity_id', '=', agent.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toMatchObject({
      name: ['Test agent', 'Zofia Nowak'],
      lang: ['pl', 'en'],
    });

    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/back-office/me',
      headers: fromSite(ctx.config, agent.cookie),
      payload: { name: 'Z', lang: 'de', phone: '12' },
    });
    expect(bad.json().error.fields).toEqual({
      name: 'name_too_short',
      lang: 'invalid_value',
      phone: 'phone_too_short',
    });
  });

  it('a photo is judged by its content, stored as a 192 px WebP and shown on the agent card of their offers', async () => {
    const { agent, offerId } = await agentWithOffer();
    const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f16e00' } })
      .jpeg()
      .toBuffer();
    // The name and declared type say nothing: a JPEG called .txt is a photo.
    const stored = await uploadPhoto(agent, 'portrait.txt', 'text/plain', jpeg);
    expect(stored.statusCode, stored.body).toBe(200);
    const photo = stored.json().data.photo as string;
    expect(photo).toMatch(/^\/media\/staff\/.+\.webp$/);

    const served = await ctx.app.inject({ method: 'GET', url: photo });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 192,
      height: 192,
    });
    const offer = await ctx.app.inject({ method: 'GET', url: `/api/classified/${offerId}` });
    expect(offer.json().data.agent.photo).toBe(photo);

    // A text file called .jpg, a broken JPEG and a decompression bomb are refused, and nothing changes.
    const refused = [
      await uploadPhoto(agent, 'portrait.jpg', 'image/jpeg', Buffer.from('not a photo at all')),
      await uploadPhoto(agent, 'broken.jpg', 'image/jpeg', jpeg.subarray(0, 200)),
      await uploadPhoto(
        agent,
        'bomb.png',
        'image/png',
        await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      ),
    ];
    expect(refused.map((answer) => [answer.statusCode, answer.json().error.code])).toEqual([
      [415, 'unsupported_media_type'],
      [415, 'unsupported_media_type'],
      [415, 'unsupported_media_type'],
    ]);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/back-office/me',
      headers: fromSite(ctx.config, agent.cookie),
    });
    expect(me.json().data.photo).toBe(photo);
  });
});
