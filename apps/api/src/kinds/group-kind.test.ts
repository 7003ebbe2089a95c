import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../repositories/change-signal-repository';
import { findPromotionGroups } from '../repositories/newsletter-digest-repository';
import { groupForm } from '../testing/group-form';
import { insertOffer } from '../testing/offer-factory';
import { testPublicationLoop } from '../testing/publication-loops';
import { createSignedInStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { kindCaller, twoEditors } from './testing/kind-calls';

const PATH = '/api/back-office/kinds/offer-groups';

/**
 * What the special-offer groups add to the kind matrix (decision 052 step S5): their member offers,
 * kept in order as the group's page lists them, in the working copy of a published group until its
 * changes are published; the preview answered as the public page would be; an offer's own membership
 * writes followed by the copy, so publishing it neither undoes them nor calls them a conflict.
 */
describe.each(testDialects())('special-offer groups on the one mechanism (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const call = kindCaller(ctx);
  const staff = twoEditors(ctx);

  const publicOffers = async (id: string) => {
    const answer = await ctx.app.inject({ method: 'GET', url: `/api/grouptype/classifieds/${id}?lang=pl` });
    return answer.statusCode === 200
      ? answer.json().data.map((offer: { id: number }) => offer.id)
      : answer.statusCode;
  };
  const publicName = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/grouptype/${id}?lang=pl` })).json().data?.name;
  const signals = async () => ({
    offers: await readChangeSignal(ctx.database.db, 'offers'),
    content: await readChangeSignal(ctx.database.db, 'content'),
  });

  it('keeps the members in the order given, public once published; an unknown offer or image is refused', async () => {
    const { editor } = await staff();
    const [a, b, c] = [
      await insertOffer(ctx.database.db),
      await insertOffer(ctx.database.db),
      await insertOffer(ctx.database.db),
    ];
    const unknown = await call(editor, 'POST', PATH, { body: groupForm([a, 999_999]) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'members.1': 'invalid_value' });
    const noImage = await call(editor, 'POST', PATH, {
      body: { ...groupForm([]), image: '/media/site/none.webp' },
    });
    expect(noImage.json().error.fields).toEqual({ image: 'image_unknown' });

    const made = await call(editor, 'POST', PATH, { body: groupForm([b, c, a]) });
    expect(made.statusCode, made.body).toBe(201);
    const { key } = made.json().data;
    expect(made.json().data.values.members).toEqual([b, c, a]);
    expect(await publicOffers(key)).toBe(404);
    const reordered = await call(editor, 'PUT', `${PATH}/${key}`, { body: groupForm([a, b, c]), version: 1 });
    expect(reordered.json().data.values.members).toEqual([a, b, c]);
    const before = await signals();
    const published = await call(editor, 'POST', `${PATH}/${key}/publication`, {
      body: { action: 'publish' },
      version: 2,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await publicOffers(key)).toEqual([a, b, c]);
    // The group is named on its offers' pages: both signals move.
    expect(await signals()).toEqual({ offers: before.offers + 1, content: before.content + 1 });
    const entries = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'offer_group')
      .where('entity_id', '=', key)
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['group.create', 'group.update', 'group.publish']);

    // Deleted, its memberships go with it; the offers stay.
    expect((await call(editor, 'DELETE', `${PATH}/${key}`, { version: 3 })).statusCode).toBe(204);
    const left = await ctx.database.db
      .selectFrom('offer_group_members')
      .select('offer_id')
      .where('group_id', '=', Number(key))
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps a published group’s members in its working copy; the preview shows them as the page would, in either language', async () => {
    const { editor } = await staff();
    const agent = await createSignedInStaff(ctx, 'agent');
    const [a, b] = [await insertOffer(ctx.database.db), await insertOffer(ctx.database.db)];
    const hidden = await insertOffer(ctx.database.db, { status: 'draft' });
    const { key } = (await call(editor, 'POST', PATH, { body: groupForm([a]) })).json().data;
    await call(editor, 'POST', `${PATH}/${key}/publication`, { body: { action: 'publish' }, version: 1 });
    const before = await signals();
    const saved = await call(editor, 'PUT', `${PATH}/${key}`, {
      body: groupForm([b, hidden, a], 'Promocja zimowa'),
      version: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ draft: { version: 3 }, values: { members: [b, hidden, a] } });
    expect(await publicOffers(key)).toEqual([a]);
    expect(await publicName(key)).toBe('Promocja');
    expect(await signals()).toEqual(before);

    const preview = await call(editor, 'GET', `${PATH}/${key}/preview?lang=en`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.page).toMatchObject({
      group: { id: Number(key), name: 'Promotion', description: '<p>Cheaper.</p>', offerCount: 2 },
      offers: { data: [{ id: b }, { id: a }], meta: { total: 2, page: 1 } },
    });
    const polish = (await call(editor, 'GET', `${PATH}/${key}/preview`)).json().data;
    expect(polish.page.group.name).toBe('Promocja zimowa');
    // The editor lists every member in the copy's order, whatever its state.
    expect(
      polish.members.map((member: { offerId: number; status: string }) => [member.offerId, member.status]),
    ).toEqual([
      [b, 'published'],
      [hidden, 'draft'],
      [a, 'published'],
    ]);
    expect((await call(agent, 'GET', `${PATH}/${key}/preview`)).statusCode).toBe(403);

    const changes = await call(editor, 'POST', `${PATH}/${key}/publication`, {
      body: { action: 'publish' },
      version: 3,
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(await publicOffers(key)).toEqual([b, a]);
    expect(await publicName(key)).toBe('Promocja zimowa');
    expect(await signals()).toEqual({ offers: before.offers + 1, content: before.content + 1 });
  });

  it('stamps an offer joining a group with the time of the write that made it a member: the loop’s clock for a scheduled copy', async () => {
    const { editor } = await staff();
    const [a, b] = [await insertOffer(ctx.database.db), await insertOffer(ctx.database.db)];
    const { key } = (await call(editor, 'POST', PATH, { body: groupForm([a]) })).json().data;
    await call(editor, 'POST', `${PATH}/${key}/publication`, { body: { action: 'publish' }, version: 1 });
    const saved = await call(editor, 'PUT', `${PATH}/${key}`, { body: groupForm([a, b]), version: 2 });
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await call(editor, 'POST', `${PATH}/${key}/publication`, {
      body: { action: 'schedule', at: at.toISOString() },
      version: saved.json().data.version,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    // The loop publishes the copy at its own time, an hour ahead of the machine's clock: the alerts on
    // the group's list read the join by that time (decision 059), so it must carry it.
    const published = new Date(at.getTime() + 2_000);
    await testPublicationLoop(ctx.database, { now: () => published }).tick();
    expect(await publicOffers(key)).toEqual([a, b]);
    const joins = await ctx.database.db
      .selectFrom('offer_group_joins')
      .select(['offer_id', 'joined_at'])
      .where('group_id', '=', Number(key))
      .orderBy('id')
      .execute();
    expect(joins.map((join) => [join.offer_id, new Date(join.joined_at).toISOString()])).toEqual([
      [a, expect.any(String)],
      [b, published.toISOString()],
    ]);
  });

  it('follows an offer’s own membership writes in the copy and its base: publishing keeps them, without a conflict', async () => {
    const { editor } = await staff();
    const [a, b, c] = [
      await insertOffer(ctx.database.db),
      await insertOffer(ctx.database.db),
      await insertOffer(ctx.database.db),
    ];
    const { key } = (await call(editor, 'POST', PATH, { body: groupForm([a, b]) })).json().data;
    await call(editor, 'POST', `${PATH}/${key}/publication`, { body: { action: 'publish' }, version: 1 });
    // The copy changes the name only.
    const saved = await call(editor, 'PUT', `${PATH}/${key}`, {
      body: groupForm([a, b], 'Nowa nazwa'),
      version: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // From the offers' side: c joins in its editor, a leaves, and a bulk action adds a again.
    const offerGroups = (offer: number, groups: { groupId: number; order: number }[]) =>
      call(editor, 'PUT', `/api/back-office/offers/${offer}/groups`, { body: { groups } });
    expect((await offerGroups(c, [{ groupId: Number(key), order: 5 }])).statusCode).toBe(200);
    expect((await offerGroups(a, [])).statusCode).toBe(200);
    expect(await publicOffers(key)).toEqual([b, c]);
    const copy = (await call(editor, 'GET', `${PATH}/${key}`)).json().data;
    expect(copy).toMatchObject({ version: 3, values: { namePl: 'Nowa nazwa', members: [b, c] } });
    const bulk = await call(editor, 'POST', '/api/back-office/offers/bulk', {
      body: { action: 'addToGroup', ids: [a], groupId: Number(key) },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    // The bulk action is a write of the group's own (its version moves, a form opened before reloads).
    const followed = (await call(editor, 'GET', `${PATH}/${key}`)).json().data;
    expect(followed).toMatchObject({ version: 4, values: { members: [b, c, a] } });

    const changes = await call(editor, 'POST', `${PATH}/${key}/publication`, {
      body: { action: 'publish' },
      version: 4,
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().data.values).toMatchObject({ namePl: 'Nowa nazwa', members: [b, c, a] });
    expect(await publicName(key)).toBe('Nowa nazwa');
    expect(new Set(await publicOffers(key))).toEqual(new Set([a, b, c]));
  });

  it('keeps a draft or taken-down group off every public read, the digest’s too, until the loop publishes it once', async () => {
    const { editor } = await staff();
    const offer = await insertOffer(ctx.database.db);
    const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
    const { key } = (await call(editor, 'POST', PATH, { body: groupForm([offer], 'Szkic') })).json().data;
    const id = Number(key);
    const isPublic = async () => {
      const [page, offers, all, paged, detail] = await Promise.all([
        publicGet(`/api/grouptype/${id}?lang=pl`),
        publicGet(`/api/grouptype/classifieds/${id}?lang=pl`),
        publicGet('/api/group/promotion?lang=pl'),
        publicGet('/api/grouptype/list/promotion?lang=pl'),
        publicGet(`/api/classified/${offer}?lang=pl`),
      ]);
      const ids = (answer: typeof all) => answer?.json().data.map((item: { id: number }) => item.id);
      const visible = [
        page?.statusCode === 200,
        offers?.statusCode === 200,
        ids(all).includes(id),
        ids(paged).includes(id),
        detail?.json().data.groups.some((item: { id: number }) => item.id === id),
        // The newsletter digest's special offers.
        (await findPromotionGroups(ctx.database.db)).some((item) => item.id === id),
      ];
      // Every public read agrees: all of them show the group, or none does.
      expect(new Set(visible).size, JSON.stringify(visible)).toBe(1);
      if (!visible[0]) expect([page?.statusCode, offers?.statusCode]).toEqual([404, 404]);
      return visible[0];
    };
    expect(await isPublic()).toBe(false);

    // Scheduled: public when its time comes, by one of two processes, once.
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await call(editor, 'POST', `${PATH}/${key}/publication`, {
      body: { action: 'schedule', at: at.toISOString() },
      version: 1,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    let clock = new Date(at.getTime() - 1_000);
    const [one, two] = [
      testPublicationLoop(ctx.database, { now: () => clock }),
      testPublicationLoop(ctx.database, { now: () => clock }),
    ];
    await one.tick();
    expect(await isPublic()).toBe(false);
    const before = await signals();
    clock = new Date(at.getTime() + 1_000);
    await Promise.all([one.tick(), two.tick()]);
    expect(await isPublic()).toBe(true);
    expect(await signals()).toEqual({ offers: before.offers + 1, content: before.content + 1 });
    const runs = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'offer_group')
      .where('entity_id', '=', key)
      .where('action', '=', 'group.scheduled-publication')
      .execute();
    expect(runs).toEqual([{ action: 'group.scheduled-publication', actor_id: null }]);

    // Taken down: off every public read again, the offers' page too.
    const opened = (await call(editor, 'GET', `${PATH}/${key}`)).json().data;
    const down = await call(editor, 'POST', `${PATH}/${key}/publication`, {
      body: { action: 'unpublish' },
      version: opened.version,
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(await isPublic()).toBe(false);
  });
});
