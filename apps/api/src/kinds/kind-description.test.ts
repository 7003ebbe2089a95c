import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
import { describeKind, kindDescriptionAnswerSchema } from '@estate/domain/kinds/kind-description';
import { describe, expect, it } from 'vitest';
import { createSignedInStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { fixtureNotes } from './testing/fixture-notes';
import { kindCaller, twoEditors } from './testing/kind-calls';

/**
 * What the back office draws a kind it does not know from (decision 052, "The fixture kind's editor
 * as built"): each kind's description, and a `publicReads` kind's public read of its published items.
 */
describe.each(testDialects())('kinds described and read in public on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false }, { kinds: [...ALL_KINDS, fixtureNotes] });
  const call = kindCaller(ctx);
  const staff = twoEditors(ctx);

  it('describes every kind’s form by its declaration, to the roles that read it', async () => {
    const { editor } = await staff();
    for (const kind of [...ALL_KINDS, fixtureNotes]) {
      const answer = await call(editor, 'GET', `/api/back-office/kinds/${kind.name}/description`);
      expect(answer.statusCode, `${kind.name}: ${answer.body}`).toBe(
        kind.access.read.includes('editor') ? 200 : 403,
      );
      if (answer.statusCode !== 200) continue;
      expect(kindDescriptionAnswerSchema.parse(answer.json()).data).toEqual(describeKind(kind));
    }
    const notes = (await call(editor, 'GET', '/api/back-office/kinds/fixture-notes/description')).json().data;
    expect(notes).toMatchObject({
      publication: 'states',
      translation: { field: 'translationId', lang: 'lang' },
      labels: { pl: { many: 'Notatki', fields: { title: 'Tytuł' } } },
      publicReads: true,
    });
    expect(notes.fields.find((field: { name: string }) => field.name === 'title')).toEqual({
      name: 'title',
      widget: { type: 'text' },
      fixed: false,
      maxLength: 120,
      required: true,
      nullable: false,
      min: null,
      max: null,
    });
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/back-office/kinds/fixture-notes/description',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers published items in public, one and a page of them, never a draft or a working copy', async () => {
    const { editor } = await staff();
    const made = await call(editor, 'POST', '/api/back-office/kinds/fixture-notes', {
      body: { lang: 'pl', title: 'Publiczna', body: '<p>Tak.</p>' },
    });
    const { key } = made.json().data;
    const publicRead = () => ctx.app.inject({ method: 'GET', url: `/api/kinds/fixture-notes/${key}` });
    expect((await publicRead()).statusCode).toBe(404);
    const item = `/api/back-office/kinds/fixture-notes/${key}`;
    await call(editor, 'POST', `${item}/publication`, { body: { action: 'publish' }, version: 1 });
    const published = await publicRead();
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({
      key,
      values: { lang: 'pl', title: 'Publiczna', body: '<p>Tak.</p>', translationId: null },
    });
    await call(editor, 'PUT', item, { body: { title: 'Szkic', body: '<p>Nie.</p>' }, version: 2 });
    expect((await publicRead()).json().data.values.title).toBe('Publiczna');
    const list = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/kinds/fixture-notes${query}` })).json();
    const listed = await list('?lang=pl');
    expect(listed.data.map((each: { key: string }) => each.key)).toEqual([key]);
    expect(listed.data[0].values.title).toBe('Publiczna');
    expect(listed.meta).toMatchObject({ total: 1 });
    expect((await list('?lang=en')).data).toEqual([]);
    await call(editor, 'POST', '/api/back-office/kinds/fixture-notes', {
      body: { lang: 'pl', title: 'Szkic tylko', body: '' },
    });
    expect((await list('')).meta.total).toBe(1);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/kinds/fixture-notes?status=draft' })).statusCode,
    ).toBe(400);
    const agent = await createSignedInStaff(ctx, 'agent');
    expect((await call(agent, 'GET', item)).json().data.values.title).toBe('Szkic');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/kinds/faq/1' })).statusCode).toBe(404);
  });
});
