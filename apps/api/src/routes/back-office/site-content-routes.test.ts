import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../../repositories/change-signal-repository';
import { findChunkRows } from '../../repositories/chunk-repository';
import { testPublicationLoop } from '../../testing/publication-loops';
import { createSignedInStaff, fromSite, type TestStaff } from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

describe.each(testDialects())('the site’s content in the back office (%s)', (dialect) => {
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
  const content = () => readChangeSignal(ctx.database.db, 'content');

  it('writes the FAQ of a language in its order, sanitised and audited; the public FAQ follows', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const agent = await createSignedInStaff(ctx, 'agent');
    expect((await call(agent, 'GET', '/api/back-office/faq?lang=pl')).statusCode).toBe(403);
    const signal = await content();

    const first = await call(editor, 'POST', '/api/back-office/faq', {
      lang: 'pl',
      question: 'Jak kupić?',
      answer: '<p>Napisz do nas.</p><script>alert(1)</script>',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      lang: 'pl',
      position: 1,
      answer: '<p>Napisz do nas.</p>',
      status: 'draft',
      publishedAt: null,
    });
    const second = await call(editor, 'POST', '/api/back-office/faq', {
      lang: 'pl',
      question: 'Czy mogę obejrzeć?',
      answer: '<p>Tak.</p>',
    });
    const english = await call(editor, 'POST', '/api/back-office/faq', {
      lang: 'en',
      question: 'How to buy?',
      answer: '<p>Write to us.</p>',
    });
    const firstId: number = first.json().data.id;
    const secondId: number = second.json().data.id;
    expect(english.json().data.position).toBe(1);
    // Put first at the top of its own language: one place per language.
    const third = await call(editor, 'POST', '/api/back-office/faq', {
      lang: 'pl',
      question: 'Pierwsze?',
      answer: '<p>Tak.</p>',
      position: 1,
    });
    const thirdId: number = third.json().data.id;
    const listed = await call(editor, 'GET', '/api/back-office/faq?lang=pl');
    expect(listed.json().data.map((entry: { id: number }) => entry.id)).toEqual([thirdId, firstId, secondId]);

    // New entries are drafts: the public FAQ shows them once published.
    const publicQuestions = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/faq?lang=pl' }))
        .json()
        .data.map((entry: { question: string }) => entry.question);
    expect(await publicQuestions()).toEqual([]);
    for (const id of [firstId, secondId, thirdId]) {
      const published = await call(editor, 'POST', `/api/back-office/faq/${id}/publication`, {
        action: 'publish',
      });
      expect(published.json().data).toEqual({ status: 'published', publishedAt: expect.any(String) });
    }

    const reordered = await call(editor, 'PUT', '/api/back-office/faq/order', {
      lang: 'pl',
      ids: [secondId, thirdId, firstId],
    });
    expect(reordered.statusCode).toBe(200);
    expect(await publicQuestions()).toEqual(['Czy mogę obejrzeć?', 'Pierwsze?', 'Jak kupić?']);

    const stale = await call(editor, 'PUT', '/api/back-office/faq/order', {
      lang: 'pl',
      ids: [firstId, secondId],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('list_changed');
    const empty = await call(editor, 'PUT', `/api/back-office/faq/${firstId}`, {
      question: ' ',
      answer: '<p></p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ question: 'required' });

    const edited = await call(editor, 'PUT', `/api/back-office/faq/${firstId}`, {
      question: 'Jak kupić nieruchomość?',
      answer: '<p>Napisz <a href="javascript:alert(1)">do nas</a>.</p>',
      position: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ position: 1, answer: '<p>Napisz <a>do nas</a>.</p>' });
    const removed = await call(editor, 'DELETE', `/api/back-office/faq/${thirdId}`);
    expect(
      removed.json().data.map((entry: { id: number; position: number }) => [entry.id, entry.position]),
    ).toEqual([
      [firstId, 1],
      [secondId, 2],
    ]);
    expect((await call(editor, 'DELETE', `/api/back-office/faq/${thirdId}`)).statusCode).toBe(404);

    expect((await auditOf('faq.create')).map((entry) => entry.entity_id)).toEqual([
      String(firstId),
      String(secondId),
      expect.any(String),
      String(thirdId),
    ]);
    expect(await auditOf('faq.reorder')).toHaveLength(1);
    expect(JSON.parse((await auditOf('faq.update'))[0]?.changes ?? '{}')).toMatchObject({
      question: ['Jak kupić?', 'Jak kupić nieruchomość?'],
    });
    expect(await auditOf('faq.delete')).toHaveLength(1);
    expect(await auditOf('faq.publish')).toHaveLength(3);
    expect(await content()).toBe(signal + 10);
  });

  it('schedules a FAQ entry: two processes’ loops publish it once when due; taken back it leaves the public FAQ', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const agent = await createSignedInStaff(ctx, 'agent');
    const created = await call(editor, 'POST', '/api/back-office/faq', {
      lang: 'en',
      question: 'When?',
      answer: '<p>Soon.</p>',
    });
    const id: number = created.json().data.id;
    const publication = (who: TestStaff, body: unknown) =>
      call(who, 'POST', `/api/back-office/faq/${id}/publication`, body);
    const publicIds = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/faq?lang=en' }))
        .json()
        .data.map((entry: { id: number }) => entry.id);

    expect((await publication(agent, { action: 'publish' })).statusCode).toBe(403);
    expect(
      (await call(editor, 'POST', '/api/back-office/faq/999999/publication', { action: 'publish' }))
        .statusCode,
    ).toBe(404);
    const past = await publication(editor, { action: 'schedule', at: '2020-01-01T10:00:00+01:00' });
    expect(past.json().error.fields).toEqual({ at: 'publish_at_past' });
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await publication(editor, { action: 'schedule', at: at.toISOString() });
    expect(scheduled.json().data).toEqual({ status: 'scheduled', publishedAt: at.toISOString() });
    // Staff's list (and preview) hold it with its state; the public FAQ does not.
    const listed = await call(editor, 'GET', '/api/back-office/faq?lang=en');
    expect(listed.json().data).toContainEqual(expect.objectContaining({ id, status: 'scheduled' }));
    expect(await publicIds()).toEqual([]);

    let clock = new Date(at.getTime() - 1_000);
    const loop = () => testPublicationLoop(ctx.database, { now: () => clock });
    const [one, two] = [loop(), loop()];
    await one.tick();
    expect(await publicIds()).toEqual([]);
    const signal = await content();
    clock = new Date(at.getTime() + 1_000);
    await Promise.all([one.tick(), two.tick()]);
    await two.tick();
    expect(await publicIds()).toEqual([id]);
    expect(await content()).toBe(signal + 1);
    expect(
      (await auditOf('faq.scheduled-publication')).map((entry) => [entry.entity_id, entry.actor_id]),
    ).toEqual([[String(id), null]]);

    const back = await publication(editor, { action: 'unpublish' });
    expect(back.json().data).toEqual({ status: 'draft', publishedAt: at.toISOString() });
    expect(await publicIds()).toEqual([]);
    expect(await content()).toBe(signal + 2);
    expect(await auditOf('faq.schedule')).toHaveLength(1);
    expect(JSON.parse((await auditOf('faq.unpublish'))[0]?.changes ?? '{}')).toEqual({
      status: ['published', 'draft'],
    });
  });

  it('saves a chunk in both languages: rich text sanitised, plain text as typed; the footer’s first', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    await ctx.database.db
      .insertInto('chunks')
      .values([
        { name: 'newsletter-intro', lang: 'pl', content: 'Zapisz się' },
        { name: 'footer-address', lang: 'pl', content: 'ul. Stara 1' },
        { name: 'footer-address', lang: 'en', content: 'Old St 1' },
        { name: 'footer-sales-hours', lang: 'pl', content: '8–16' },
      ])
      .execute();
    const list = await call(editor, 'GET', '/api/back-office/chunks');
    expect(list.statusCode).toBe(200);
    // The texts the site reads are listed even before they were written, in the footer's order.
    const empty = (name: string) => ({ name, kind: 'plain', pl: '', en: '' });
    expect(list.json().data).toEqual([
      { name: 'footer-address', kind: 'rich', pl: 'ul. Stara 1', en: 'Old St 1' },
      { name: 'footer-sales-hours', kind: 'plain', pl: '8–16', en: '' },
      empty('footer-free-line'),
      empty('footer-paid-line'),
      empty('footer-sales-email'),
      empty('customer-phone'),
      { name: 'newsletter-intro', kind: 'plain', pl: 'Zapisz się', en: '' },
    ]);

    const signal = await content();
    const rich = await call(editor, 'PUT', '/api/back-office/chunks/footer-address', {
      // The footer shows the address inside a line: a heading gives way to its text (decision 051).
      pl: '<h2>Biuro</h2><p>ul. Nowa 2<br>00-001 Warszawa</p><img src=x onerror=alert(1)>',
      en: '<p>New St 2</p>',
    });
    expect(rich.statusCode).toBe(200);
    expect(rich.json().data).toEqual({
      name: 'footer-address',
      kind: 'rich',
      pl: 'Biuro<p>ul. Nowa 2<br />00-001 Warszawa</p>',
      en: '<p>New St 2</p>',
    });
    const plain = await call(editor, 'PUT', '/api/back-office/chunks/footer-sales-hours', {
      pl: ' Pon.–pt. 9:00–17:00 ',
      en: 'Mon–Fri 9:00–17:00',
    });
    expect(plain.json().data).toMatchObject({ pl: 'Pon.–pt. 9:00–17:00', en: 'Mon–Fri 9:00–17:00' });
    const chunks = await ctx.app.inject({ method: 'GET', url: '/api/chunks' });
    expect(chunks.json().data.map((chunk: { attributes: unknown }) => chunk.attributes)).toContainEqual({
      name: 'footer-sales-hours',
      lang: 'en',
      content: 'Mon–Fri 9:00–17:00',
    });
    expect(await content()).toBe(signal + 2);
    expect(JSON.parse((await auditOf('chunk.save'))[1]?.changes ?? '{}')).toEqual({
      pl: ['8–16', 'Pon.–pt. 9:00–17:00'],
      en: [null, 'Mon–Fri 9:00–17:00'],
    });

    expect(
      (await call(editor, 'PUT', '/api/back-office/chunks/no-such-text', { pl: 'a', en: 'b' })).statusCode,
    ).toBe(404);
    const unwritten = await call(editor, 'PUT', '/api/back-office/chunks/footer-free-line', {
      pl: '800 100 200',
      en: '800 100 200',
    });
    expect(unwritten.statusCode).toBe(200);
    expect(await findChunkRows(ctx.database.db, 'footer-free-line')).toHaveLength(2);
    const long = await call(editor, 'PUT', '/api/back-office/chunks/footer-sales-hours', {
      pl: 'x'.repeat(20_001),
      en: '',
    });
    expect(long.json().error.fields).toEqual({ pl: 'too_long' });
  });
});
