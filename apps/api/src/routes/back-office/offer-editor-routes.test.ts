import type { OfferEditorInput } from '@estate/domain/offer-editor';
import { describe, expect, it } from 'vitest';
import { offerEditorForm } from '../../testing/offer-editor-form';
import { testPublicationLoop } from '../../testing/publication-loops';
import { secondApiProcess } from '../../testing/second-api-process';
import {
  createSignedInStaff,
  fromSite,
  insertAgentCardFor,
  type TestStaff,
} from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

/** A valid editor form: a former exchange for sale in Gdańsk, its descriptions with markup to clean. */
function editorForm(overrides: Partial<OfferEditorInput> = {}): OfferEditorInput {
  return offerEditorForm({
    titlePl: 'Dawna centrala w Gdańsku',
    titleEn: 'Former exchange in Gdańsk',
    leadPl: 'Budynek z parkingiem',
    leadEn: 'A building with parking',
    descriptionPl: '<p>Opis <script>alert(1)</script><strong>budynku</strong></p>',
    descriptionEn: '<p onclick="x()">Description</p>',
    flags: { isTeletechnicalInfrastructure: true },
    ...overrides,
  });
}

describe.each(testDialects())('writing offers in the back office (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const send = (who: TestStaff, method: 'POST' | 'PUT', url: string, payload: unknown, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { ...fromSite(ctx.config, who.cookie), ...headers },
    });
  const open = (who: TestStaff, id: number) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/back-office/offers/${id}`,
      headers: fromSite(ctx.config, who.cookie),
    });
  const publicOffer = (id: number, lang = 'pl') =>
    ctx.app.inject({ method: 'GET', url: `/api/classified/${id}?lang=${lang}` });
  const publicCount = async () =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/classified',
        payload: { localizationVoivodeship: 22 },
      })
    ).json().meta.total as number;
  const auditOf = (id: number) =>
    ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'changes'])
      .where('entity', '=', 'offer')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  async function agent() {
    const staff = await createSignedInStaff(ctx, 'agent');
    const cardId = await insertAgentCardFor(ctx.database, staff, `Agent ${staff.email}`);
    return { staff, cardId };
  }

  it('lets an agent create a draft under their card, publish it, lower its price and take it down', async () => {
    const { staff, cardId } = await agent();
    const created = await send(staff, 'POST', '/api/back-office/offers', editorForm());
    expect(created.statusCode).toBe(201);
    const id: number = created.json().data.id;

    const opened = await open(staff, id);
    const draft = opened.json().data;
    expect(draft).toMatchObject({
      status: 'draft',
      tipi: `T${String(id).padStart(5, '0')}`,
      agent: { id: cardId },
    });
    // Sanitised on save: the script and the handler are gone, the emphasis stays.
    expect(draft.values.descriptionPl).toBe('<p>Opis <strong>budynku</strong></p>');
    expect(draft.values.descriptionEn).toBe('<p>Description</p>');
    expect(draft.values.flags).toMatchObject({ isTeletechnicalInfrastructure: true, isNew: false });
    expect(opened.headers.etag).toBe(JSON.stringify(draft.updatedAt));
    // A draft is not public.
    expect((await publicOffer(id)).statusCode).toBe(404);
    const before = await publicCount();

    const published = await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, {
      action: 'publish',
    });
    expect(published.json().data).toEqual({ status: 'published', publishAt: null });
    expect((await publicOffer(id)).json().data).toMatchObject({
      title: 'Dawna centrala w Gdańsku',
      townSlug: 'gdansk',
    });
    expect(await publicCount()).toBe(before + 1);

    // A lower price: the history and the badge, computed on the server.
    const version = (await open(staff, id)).headers.etag;
    const saved = await send(
      staff,
      'PUT',
      `/api/back-office/offers/${id}`,
      editorForm({ price: 199_000_000, discountPrice: 180_000_000, town: 'Gdynia', lat: 54.52, lng: 18.53 }),
      { 'if-match': version },
    );
    expect(saved.statusCode).toBe(200);
    const offer = (await publicOffer(id, 'en')).json().data;
    expect(offer).toMatchObject({
      price: 199_000_000,
      discountPrice: 180_000_000,
      isDiscount: 1,
      isNewPrice: 1,
      townSlug: 'gdynia',
      priceHistory: [{ oldPrice: 250_000_000, newPrice: 199_000_000 }],
    });
    const row = await ctx.database.db
      .selectFrom('offers')
      .select(['effective_price', 'area_main', 'town_slug'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ effective_price: 180_000_000, area_main: 640, town_slug: 'gdynia' });

    // Saving over a version someone else replaced is refused, and nothing is written.
    const stale = await send(staff, 'PUT', `/api/back-office/offers/${id}`, editorForm({ price: 1 }), {
      'if-match': version,
    });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'edit_conflict']);
    expect((await publicOffer(id)).json().data.price).toBe(199_000_000);

    const down = await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, {
      action: 'unpublish',
    });
    expect(down.json().data.status).toBe('unpublished');
    expect((await publicOffer(id)).statusCode).toBe(404);
    expect(await publicCount()).toBe(before);

    const audit = await auditOf(id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'offer.create',
      'offer.publish',
      'offer.update',
      'offer.unpublish',
    ]);
    expect(audit.every((entry) => entry.actor_id === staff.id)).toBe(true);
    expect(JSON.parse(audit[2]?.changes ?? '{}')).toMatchObject({ price: [250_000_000, 199_000_000] });
  });

  it('keeps the new-price badge a lower price set when the next save comes from a form that still shows it off', async () => {
    const { staff } = await agent();
    const id: number = (await send(staff, 'POST', '/api/back-office/offers', editorForm())).json().data.id;
    await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, { action: 'publish' });
    const opened = (await open(staff, id)).json().data;
    expect(opened.values.flags.isNewPrice).toBe(false);

    // The form opened with the badge off; a lower price turns it on, and the answer says so.
    const lowered = await send(
      staff,
      'PUT',
      `/api/back-office/offers/${id}`,
      { ...editorForm({ price: 199_000_000 }), startedFrom: { isNewPrice: false } },
      { 'if-match': JSON.stringify(opened.updatedAt) },
    );
    expect(lowered.statusCode).toBe(200);
    const stored = lowered.json().data;
    expect(stored.values).toMatchObject({ price: 199_000_000, flags: { isNewPrice: true } });
    expect(lowered.headers.etag).toBe(JSON.stringify(stored.updatedAt));

    // The same form saved again with another change and the box as it first showed it (off).
    const again = await send(
      staff,
      'PUT',
      `/api/back-office/offers/${id}`,
      {
        ...editorForm({
          price: 199_000_000,
          flags: { isTeletechnicalInfrastructure: true, isRecommended: true },
        }),
        startedFrom: { isNewPrice: false },
      },
      { 'if-match': JSON.stringify(stored.updatedAt) },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.values.flags).toMatchObject({ isRecommended: true, isNewPrice: true });
    expect((await publicOffer(id)).json().data).toMatchObject({ isNewPrice: 1, isRecommended: 1 });

    // A person who clears the box they saw ticked clears it.
    const cleared = await send(
      staff,
      'PUT',
      `/api/back-office/offers/${id}`,
      {
        ...editorForm({
          price: 199_000_000,
          flags: { isTeletechnicalInfrastructure: true, isRecommended: true, isNewPrice: false },
        }),
        startedFrom: { isNewPrice: true },
      },
      { 'if-match': JSON.stringify(again.json().data.updatedAt) },
    );
    expect(cleared.json().data.values.flags.isNewPrice).toBe(false);
    expect((await publicOffer(id)).json().data.isNewPrice).toBe(0);
    expect(JSON.parse((await auditOf(id)).at(-1)?.changes ?? '{}')).toMatchObject({
      flags: [expect.objectContaining({ isNewPrice: true }), expect.objectContaining({ isNewPrice: false })],
    });
  });

  it('names every wrong field, and refuses taken codes, unknown agents and another agent’s card', async () => {
    const { staff } = await agent();
    const other = await agent();
    const editor = await createSignedInStaff(ctx, 'editor');

    const wrong = await send(
      editor,
      'POST',
      '/api/back-office/offers',
      editorForm({ town: 'Kraków', discountPrice: 300_000_000, postalCode: '80001', titleEn: '' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        town: 'town_unknown',
        discountPrice: 'discount_not_lower',
        postalCode: 'postal_code_invalid',
        titleEn: 'required',
      },
    });

    const first = await send(editor, 'POST', '/api/back-office/offers', editorForm({ tipi: 'gd-100' }));
    expect(first.statusCode).toBe(201);
    const taken = await send(editor, 'POST', '/api/back-office/offers', editorForm({ tipi: 'GD-100' }));
    expect(taken.json().error.fields).toEqual({ tipi: 'tipi_taken' });
    const unknown = await send(editor, 'POST', '/api/back-office/offers', editorForm({ agentId: 999_999 }));
    expect(unknown.json().error.fields).toEqual({ agentId: 'agent_unknown' });
    const editorsChoice = await send(
      editor,
      'POST',
      '/api/back-office/offers',
      editorForm({ agentId: other.cardId }),
    );
    expect(editorsChoice.statusCode).toBe(201);

    const cards = async (who: TestStaff) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/back-office/agents',
          headers: fromSite(ctx.config, who.cookie),
        })
      ).json().data as { id: number; own: boolean }[];
    expect((await cards(staff)).map((card) => card.own)).toEqual([true]);
    expect((await cards(editor)).map((card) => card.id)).toEqual(expect.arrayContaining([other.cardId]));

    const foreignCard = await send(
      staff,
      'POST',
      '/api/back-office/offers',
      editorForm({ agentId: other.cardId }),
    );
    expect([foreignCard.statusCode, foreignCard.json().error.code]).toEqual([403, 'forbidden']);
    // Another agent's offer: neither opened, saved nor published by this agent.
    const theirs: number = editorsChoice.json().data.id;
    expect((await open(staff, theirs)).statusCode).toBe(403);
    expect((await send(staff, 'PUT', `/api/back-office/offers/${theirs}`, editorForm())).statusCode).toBe(
      403,
    );
    expect(
      (await send(staff, 'POST', `/api/back-office/offers/${theirs}/publication`, { action: 'publish' }))
        .statusCode,
    ).toBe(403);
    expect((await auditOf(theirs)).map((entry) => entry.action)).toEqual(['offer.create']);
  });

  it('publishes a scheduled offer when its time comes, not before, and says so in the audit log', async () => {
    const { staff } = await agent();
    const id: number = (await send(staff, 'POST', '/api/back-office/offers', editorForm())).json().data.id;
    const past = await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, {
      action: 'schedule',
      at: '2020-01-01T10:00:00+01:00',
    });
    expect(past.json().error.fields).toEqual({ at: 'publish_at_past' });

    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, {
      action: 'schedule',
      at: at.toISOString().replace('Z', '+00:00'),
    });
    expect(scheduled.json().data).toEqual({ status: 'scheduled', publishAt: at.toISOString() });

    let clock = new Date(at.getTime() - 1_000);
    const loop = testPublicationLoop(ctx.database, { now: () => clock });
    await loop.tick();
    expect((await publicOffer(id)).statusCode).toBe(404);
    clock = new Date(at.getTime() + 1_000);
    await loop.tick();
    expect((await publicOffer(id)).json().data.publishedAt).toBe(at.toISOString());
    const audit = await auditOf(id);
    expect(audit.at(-1)).toMatchObject({ action: 'offer.scheduled-publication', actor_id: null });
    const listed = (await open(staff, id)).json().data;
    expect(listed).toMatchObject({ status: 'published', publishAt: null });
  });

  it('acts on ticked offers all or nothing: publish, unpublish, agent, group', async () => {
    const { staff } = await agent();
    const other = await agent();
    const editor = await createSignedInStaff(ctx, 'editor');
    const create = async (who: TestStaff, form = editorForm()) =>
      (await send(who, 'POST', '/api/back-office/offers', form)).json().data.id as number;
    const own = [await create(staff), await create(staff)];
    const theirs = await create(other.staff);
    const bulk = (who: TestStaff, body: object) => send(who, 'POST', '/api/back-office/offers/bulk', body);
    const before = await publicCount();

    const mixed = await bulk(staff, { action: 'publish', ids: [...own, theirs] });
    expect([mixed.statusCode, mixed.json().error.code]).toEqual([403, 'forbidden']);
    expect(await publicCount()).toBe(before);
    const agentsGroup = await bulk(staff, { action: 'assignAgent', ids: own, agentId: other.cardId });
    expect(agentsGroup.statusCode).toBe(403);
    const missing = await bulk(editor, { action: 'publish', ids: [own[0], 999_999] });
    expect([missing.statusCode, missing.json().error.message]).toEqual([404, 'Offers not found: 999999']);

    expect((await bulk(staff, { action: 'publish', ids: own })).json().data).toEqual({ changed: 2 });
    expect(await publicCount()).toBe(before + 2);

    const moved = await bulk(editor, { action: 'assignAgent', ids: own, agentId: other.cardId });
    expect(moved.json().data).toEqual({ changed: 2 });
    expect((await publicOffer(own[0] ?? 0)).json().data.agent.name).toBe(`Agent ${other.staff.email}`);
    // Now the other agent's: the first agent no longer opens them.
    expect((await open(staff, own[0] ?? 0)).statusCode).toBe(403);

    const group = await ctx.database.db
      .insertInto('offer_groups')
      .values({
        group_type: 'promotion',
        name_pl: 'Promocja',
        name_en: 'Promotion',
        description_pl: '',
        description_en: '',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await bulk(editor, { action: 'addToGroup', ids: own, groupId: group.id })).json().data).toEqual({
      changed: 2,
    });
    expect((await bulk(editor, { action: 'addToGroup', ids: own, groupId: group.id })).json().data).toEqual({
      changed: 0,
    });
    expect((await publicOffer(own[0] ?? 0)).json().data.groups).toEqual([
      { id: group.id, type: 'promotion', name: 'Promocja' },
    ]);

    expect((await bulk(editor, { action: 'unpublish', ids: own })).json().data).toEqual({ changed: 2 });
    expect(await publicCount()).toBe(before);
    const actions = (await auditOf(own[0] ?? 0)).map((entry) => entry.action);
    expect(actions).toEqual([
      'offer.create',
      'offer.publish',
      'offer.assign-agent',
      'offer.add-to-group',
      'offer.unpublish',
    ]);
  });

  it('keeps a tender’s notice in UTC while the mode is a tender, drops it for a sale; previews any state', async () => {
    const { staff } = await agent();
    const tender = editorForm({
      saleMode: 'written_tender',
      tenderAt: '2030-12-15T10:00:00+01:00',
      tenderPlacePl: 'Gdańsk, sala 102',
      tenderPlaceEn: 'Gdańsk, room 102',
      startingPrice: 250_000_000,
      deposit: 25_000_000,
      depositDeadline: '2030-12-11T23:59:00+01:00',
      bidIncrement: 1_000_000,
      plotIds: '226101_1.0001.12/3',
    });
    const created = await send(staff, 'POST', '/api/back-office/offers', tender);
    expect(created.statusCode).toBe(201);
    const id: number = created.json().data.id;
    const opened = (await open(staff, id)).json().data;
    // A written tender has no increment: it is not kept.
    expect(opened.values).toMatchObject({
      tenderAt: '2030-12-15T09:00:00.000Z',
      depositDeadline: '2030-12-11T22:59:00.000Z',
      bidIncrement: null,
      plotIds: ['226101_1.0001.12/3'],
    });

    // A draft is not public, but its preview shows the page as it will be, to those who may edit it.
    expect((await publicOffer(id)).statusCode).toBe(404);
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/back-office/offers/${id}/preview?lang=en`,
      headers: fromSite(ctx.config, staff.cookie),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.json().data).toMatchObject({
      title: 'Former exchange in Gdańsk',
      tender: { mode: 'written_tender', place: 'Gdańsk, room 102', at: '2030-12-15T09:00:00.000Z' },
    });
    const stranger = await agent();
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/back-office/offers/${id}/preview`,
      headers: fromSite(ctx.config, stranger.staff.cookie),
    });
    expect(refused.statusCode).toBe(403);

    const sale = await send(
      staff,
      'PUT',
      `/api/back-office/offers/${id}`,
      { ...tender, saleMode: 'sale' },
      { 'if-match': JSON.stringify(opened.updatedAt) },
    );
    expect(sale.statusCode).toBe(200);
    const after = (await open(staff, id)).json().data.values;
    expect([after.saleMode, after.tenderAt, after.deposit, after.tenderPlacePl]).toEqual([
      'sale',
      null,
      null,
      null,
    ]);
  });

  it('puts an offer in special-offer groups with its order in each, which the group’s page follows', async () => {
    const staff = await createSignedInStaff(ctx, 'editor');
    const groups = await ctx.database.db
      .insertInto('offer_groups')
      .values(
        ['Promocja zimowa', 'Pomorze'].map((name, index) => ({
          group_type: index === 0 ? ('promotion' as const) : ('territorial' as const),
          name_pl: name,
          name_en: name,
          description_pl: '',
          description_en: '',
          created_at: '2026-11-01T10:00:00.000Z',
        })),
      )
      .returning('id')
      .execute();
    const [winter, pomerania] = groups.map((group) => group.id) as [number, number];
    const ids: number[] = [];
    for (const title of ['Pierwsza', 'Druga']) {
      const id: number = (
        await send(staff, 'POST', '/api/back-office/offers', editorForm({ titlePl: title }))
      ).json().data.id;
      await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, { action: 'publish' });
      ids.push(id);
    }
    const [first, second] = ids as [number, number];
    const put = (id: number, payload: unknown) =>
      send(staff, 'PUT', `/api/back-office/offers/${id}/groups`, payload);
    expect((await put(first, { groups: [{ groupId: winter, order: 1 }] })).statusCode).toBe(200);
    const saved = await put(second, {
      groups: [
        { groupId: winter, order: 50 },
        { groupId: pomerania, order: 0 },
      ],
    });
    expect(saved.json().data).toEqual([
      { groupId: winter, order: 50 },
      { groupId: pomerania, order: 0 },
    ]);
    expect((await open(staff, second)).json().data.groups).toHaveLength(2);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/grouptype/classifieds/${winter}?sort=specialOffer&order=DESC`,
    });
    expect(listed.json().data.map((offer: { id: number }) => offer.id)).toEqual([second, first]);

    // An unknown group changes nothing; leaving a group out leaves it.
    const unknown = await put(second, { groups: [{ groupId: 999_999, order: 1 }] });
    expect([unknown.statusCode, unknown.json().error.fields]).toEqual([
      400,
      { 'groups.0.groupId': 'invalid_value' },
    ]);
    await put(second, { groups: [{ groupId: pomerania, order: 3 }] });
    expect((await open(staff, second)).json().data.groups).toEqual([{ groupId: pomerania, order: 3 }]);
    expect((await auditOf(second)).map((entry) => entry.action)).toContain('offer.groups-save');
    // Promotions are the editors' choice, as in the list's bulk action: not an agent's, even for their own.
    const { staff: own } = await agent();
    const ownId: number = (await send(own, 'POST', '/api/back-office/offers', editorForm())).json().data.id;
    expect(
      (await send(own, 'PUT', `/api/back-office/offers/${ownId}/groups`, { groups: [] })).statusCode,
    ).toBe(403);
  });

  it('drops every process’s cached lists: its own at once, the others’ at their next pass', async () => {
    const { staff } = await agent();
    const id: number = (await send(staff, 'POST', '/api/back-office/offers', editorForm())).json().data.id;
    // A second API process on the same database, with its own cache of public lists.
    const { app: other, loop } = await secondApiProcess(ctx);
    try {
      await loop.tick();
      const count = async () =>
        (
          await other.inject({
            method: 'POST',
            url: '/api/classified',
            payload: { localizationVoivodeship: 22 },
          })
        ).json().meta.total as number;
      const version = async () =>
        (await other.inject({ method: 'GET', url: '/api/changes' })).json().data.offers;
      const before = await count();
      const versionBefore = await version();

      await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, { action: 'publish' });
      expect(await version()).toBe(versionBefore + 1);
      // Cached for an hour in the other process, until its next pass sees the signal.
      expect(await count()).toBe(before);
      await loop.tick();
      expect(await count()).toBe(before + 1);
    } finally {
      await other.close();
    }
  });
});
