import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../../repositories/change-signal-repository';
import { insertOffer } from '../../testing/offer-factory';
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
    const publicList = await ctx.app.inject({
      method: 'GET',
      url: `/api/grouptype/classifieds/${id}?lang=pl`,
    });
    expect(publicList.json().data.map((offer: { id: number }) => offer.id)).toEqual([second, first]);
    const after = await signals();
    expect(after).toEqual({ offers: before.offers + 1, content: before.content + 2 });

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
});
