import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../../repositories/change-signal-repository';
import { findPromotionGroups } from '../../repositories/newsletter-digest-repository';
import { insertOffer } from '../../testing/offer-factory';
import { testPublicationLoop } from '../../testing/publication-loops';
import { createSignedInStaff, fromSite, type TestStaff } from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

describe.each(testDialects())('special-offer groups in the back office (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const call = (who: TestStaff, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: fromSite(ctx.config, who.cookie),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const auditOf = (action: string) =>
    ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const signals = async () => ({
    offers: await readChangeSignal(ctx.database.db, 'offers'),
    content: await readChangeSignal(ctx.database.db, 'content'),
  });
  const group = {
    type: 'promotion',
    namePl: 'Zimowa promocja',
    nameEn: 'Winter promotion',
    descriptionPl: '<p>Taniej</p><script>x()</script>',
    descriptionEn: '<p>Cheaper</p>',
    image: null,
    voivodeship: null,
    sortOrder: 3,
  };

  it('creates a group, lists its member offers in the order given, and deletes it; agents may not', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const agent = await createSignedInStaff(ctx, 'agent');
    expect((await call(agent, 'POST', '/api/back-office/offer-groups', group)).statusCode).toBe(403);

    const territorial = await call(editor, 'POST', '/api/back-office/offer-groups', {
      ...group,
      type: 'territorial',
    });
    expect(territorial.statusCode).toBe(400);
    expect(territorial.json().error.fields).toEqual({ voivodeship: 'required' });
    const noImage = await call(editor, 'POST', '/api/back-office/offer-groups', {
      ...group,
      image: '/media/site/group-none.webp',
    });
    expect(noImage.json().error.fields).toEqual({ image: 'image_unknown' });

    const before = await signals();
    const created = await call(editor, 'POST', '/api/back-office/offer-groups', group);
    expect(created.statusCode).toBe(201);
    const id: number = created.json().data.id;
    expect(created.json().data).toMatchObject({
      type: 'promotion',
      descriptionPl: '<p>Taniej</p>',
      members: [],
      status: 'draft',
      publishedAt: null,
    });

    const first = await insertOffer(ctx.database.db, { tipi: 'G00001' });
    const second = await insertOffer(ctx.database.db, { tipi: 'G00002' });
    const draft = await insertOffer(ctx.database.db, { tipi: 'G00003', status: 'draft' });
    const unknown = await call(editor, 'PUT', `/api/back-office/offer-groups/${id}/members`, {
      offerIds: [second, 999_999],
    });
    expect(unknown.json().error.fields).toEqual({ 'offerIds.1': 'invalid_value' });

    const members = await call(editor, 'PUT', `/api/back-office/offer-groups/${id}/members`, {
      offerIds: [second, draft, first],
    });
    expect(members.statusCode).toBe(200);
    expect(
      members.json().data.members.map((m: { tipi: string; order: number }) => [m.tipi, m.order]),
    ).toEqual([
      ['G00002', 30],
      ['G00003', 20],
      ['G00001', 10],
    ]);
    const after = await signals();
    expect(after).toEqual({ offers: before.offers + 1, content: before.content + 2 });
    // A new group is a draft: its page is not public until it is published.
    const classifieds = `/api/grouptype/classifieds/${id}?lang=pl`;
    expect((await ctx.app.inject({ method: 'GET', url: classifieds })).statusCode).toBe(404);
    const published = await call(editor, 'POST', `/api/back-office/offer-groups/${id}/publication`, {
      action: 'publish',
    });
    expect(published.json().data).toMatchObject({ status: 'published' });
    const publicList = await ctx.app.inject({ method: 'GET', url: classifieds });
    expect(publicList.json().data.map((offer: { id: number }) => offer.id)).toEqual([second, first]);

    const renamed = await call(editor, 'PUT', `/api/back-office/offer-groups/${id}`, {
      ...group,
      nameEn: 'Winter sale',
    });
    expect(renamed.json().data).toMatchObject({
      nameEn: 'Winter sale',
      members: [{ tipi: 'G00002' }, {}, {}],
    });
    const publicGroup = await ctx.app.inject({ method: 'GET', url: `/api/grouptype/${id}?lang=en` });
    expect(publicGroup.json().data).toMatchObject({ name: 'Winter sale', offerCount: 2 });
    const listed = await call(editor, 'GET', '/api/back-office/offer-groups');
    expect(listed.json().data).toContainEqual(expect.objectContaining({ id, offerCount: 2, sortOrder: 3 }));

    expect((await call(editor, 'DELETE', `/api/back-office/offer-groups/${id}`)).statusCode).toBe(200);
    expect((await call(editor, 'GET', `/api/back-office/offer-groups/${id}`)).statusCode).toBe(404);
    expect(
      await ctx.database.db
        .selectFrom('offer_group_members')
        .selectAll()
        .where('group_id', '=', id)
        .execute(),
    ).toEqual([]);
    expect(await auditOf('group.create')).toHaveLength(1);
    expect(JSON.parse((await auditOf('group.members-save'))[0]?.changes ?? '{}')).toEqual({
      members: [[], [second, draft, first]],
    });
    expect(JSON.parse((await auditOf('group.update'))[0]?.changes ?? '{}')).toEqual({
      name_en: ['Winter promotion', 'Winter sale'],
    });
    expect(JSON.parse((await auditOf('group.delete'))[0]?.changes ?? '{}')).toMatchObject({
      members: [['G00002', 'G00003', 'G00001'], null],
    });
  });
  it('keeps a draft group off every public read until published; staff preview it; the loop publishes it once', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const agent = await createSignedInStaff(ctx, 'agent');
    const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
    const offer = await insertOffer(ctx.database.db, { tipi: 'D00001' });
    const created = await call(editor, 'POST', '/api/back-office/offer-groups', {
      ...group,
      namePl: 'Szkic',
    });
    const id: number = created.json().data.id;
    await call(editor, 'PUT', `/api/back-office/offer-groups/${id}/members`, { offerIds: [offer] });

    const isPublic = async () => {
      const answers = await Promise.all([
        publicGet(`/api/grouptype/${id}?lang=pl`),
        publicGet(`/api/grouptype/classifieds/${id}?lang=pl`),
        publicGet('/api/group/promotion?lang=pl'),
        publicGet('/api/grouptype/list/promotion?lang=pl'),
        publicGet(`/api/classified/${offer}?lang=pl`),
      ]);
      const [page, offers, all, paged, detail] = answers;
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
      expect(paged?.json().meta.total).toBe(visible[0] ? 1 : 0);
      return visible[0];
    };
    expect(await isPublic()).toBe(false);

    // Staff preview it in either language; agents and visitors may not.
    const preview = await call(editor, 'GET', `/api/back-office/offer-groups/${id}/preview?lang=en`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      group: { id, name: 'Winter promotion', description: '<p>Cheaper</p>', offerCount: 1 },
      offers: { data: [{ id: offer }], meta: { total: 1, page: 1 } },
    });
    expect((await call(agent, 'GET', `/api/back-office/offer-groups/${id}/preview`)).statusCode).toBe(403);
    expect(
      (await call(agent, 'POST', `/api/back-office/offer-groups/${id}/publication`, { action: 'publish' }))
        .statusCode,
    ).toBe(403);
    expect((await call(editor, 'GET', '/api/back-office/offer-groups/999999/preview')).statusCode).toBe(404);

    // Scheduled: public when its time comes, by one of two processes.
    const past = await call(editor, 'POST', `/api/back-office/offer-groups/${id}/publication`, {
      action: 'schedule',
      at: '2020-01-01T10:00:00+01:00',
    });
    expect(past.json().error.fields).toEqual({ at: 'publish_at_past' });
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await call(editor, 'POST', `/api/back-office/offer-groups/${id}/publication`, {
      action: 'schedule',
      at: at.toISOString(),
    });
    expect(scheduled.json().data).toEqual({ status: 'scheduled', publishedAt: at.toISOString() });
    let clock = new Date(at.getTime() - 1_000);
    const loop = () => testPublicationLoop(ctx.database, { now: () => clock });
    const [one, two] = [loop(), loop()];
    await one.tick();
    expect(await isPublic()).toBe(false);
    const before = await signals();
    clock = new Date(at.getTime() + 1_000);
    await Promise.all([one.tick(), two.tick()]);
    await two.tick();
    expect(await isPublic()).toBe(true);
    // The group is named on its offer's page now: the offers' signal moves too.
    expect(await signals()).toEqual({ content: before.content + 1, offers: before.offers + 1 });
    const runs = await auditOf('group.scheduled-publication');
    expect(runs.map((entry) => [entry.entity_id, entry.actor_id])).toEqual([[String(id), null]]);

    // Taken back: a draft again, off the public site; the editor's list says so.
    const published = await signals();
    const back = await call(editor, 'POST', `/api/back-office/offer-groups/${id}/publication`, {
      action: 'unpublish',
    });
    expect(back.json().data).toEqual({ status: 'draft', publishedAt: at.toISOString() });
    expect(await signals()).toEqual({ content: published.content + 1, offers: published.offers + 1 });
    expect(await isPublic()).toBe(false);
    const listed = await call(editor, 'GET', '/api/back-office/offer-groups');
    expect(listed.json().data).toContainEqual(expect.objectContaining({ id, status: 'draft' }));
    expect((await auditOf('group.schedule')).length).toBe(1);
    expect(JSON.parse((await auditOf('group.unpublish'))[0]?.changes ?? '{}')).toEqual({
      status: ['published', 'draft'],
    });
  });
});
