import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../../repositories/change-signal-repository';
import { findChunkRows } from '../../repositories/chunk-repository';
import { writeMainPage } from '../../repositories/main-page-repository';
import { MAIN_PAGE_SEED } from '../../seed/main-page-seed';
import { multipart } from '../../testing/multipart';
import { createSignedInStaff, fromSite, type TestStaff } from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

/** A small photo as a browser would send it. */
async function pngImage(width = 800, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 241, g: 110, b: 0 } } })
    .png()
    .toBuffer();
}

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
  const upload = async (who: TestStaff, kind: string, file: Buffer, filename = 'photo.png') => {
    const body = multipart([{ name: 'image', filename, type: 'image/png', content: file }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/back-office/site-images?kind=${kind}`,
      headers: { ...fromSite(ctx.config, who.cookie), 'content-type': body.contentType },
      payload: body.payload,
    });
  };

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
    expect(first.json().data).toMatchObject({ lang: 'pl', position: 1, answer: '<p>Napisz do nas.</p>' });
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

    const reordered = await call(editor, 'PUT', '/api/back-office/faq/order', {
      lang: 'pl',
      ids: [secondId, thirdId, firstId],
    });
    expect(reordered.statusCode).toBe(200);
    const publicFaq = await ctx.app.inject({ method: 'GET', url: '/api/faq?lang=pl' });
    expect(publicFaq.json().data.map((entry: { question: string }) => entry.question)).toEqual([
      'Czy mogę obejrzeć?',
      'Pierwsze?',
      'Jak kupić?',
    ]);

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
    expect(await content()).toBe(signal + 7);
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
      pl: '<p>ul. Nowa 2<br>00-001 Warszawa</p><img src=x onerror=alert(1)>',
      en: '<p>New St 2</p>',
    });
    expect(rich.statusCode).toBe(200);
    expect(rich.json().data).toEqual({
      name: 'footer-address',
      kind: 'rich',
      pl: '<p>ul. Nowa 2<br />00-001 Warszawa</p>',
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

  it('saves the home page: an uploaded slide image with its alt, a promotion with its dates; the public page follows', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    await writeMainPage(ctx.database.db, 'pl', MAIN_PAGE_SEED.pl, '2026-11-01T10:00:00.000Z');

    const refused = await upload(
      editor,
      'slide',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.png',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ image: 'file_type_refused' });
    const uploaded = await upload(editor, 'slide', await pngImage());
    expect(uploaded.statusCode).toBe(201);
    const { path } = uploaded.json().data as { path: string };
    expect(path).toMatch(/^\/media\/site\/slide-[0-9a-f]{16}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    const size = await sharp(served.rawPayload).metadata();
    expect([size.width, size.height, size.format]).toEqual([1600, 600, 'webp']);
    expect(await auditOf('site.image-upload')).toHaveLength(1);

    const opened = await call(editor, 'GET', '/api/back-office/home/pl');
    expect(opened.statusCode).toBe(200);
    const version: string = opened.json().data.updatedAt;
    const slide = {
      title: 'Nowy slajd',
      text: 'Opis',
      image: path,
      imageAlt: 'Pomarańczowe tło',
      link: '/sprzedaz',
      linkLabel: 'Zobacz',
    };
    const page = (overrides: Record<string, unknown> = {}) => ({
      version,
      slider: [slide],
      popup: {
        title: 'Promocja',
        text: 'Taniej',
        image: null,
        link: 'https://example.pl/promocja',
        linkLabel: 'Sprawdź',
        startsAt: '2026-01-01T10:00+01:00',
        endsAt: '2099-01-01T10:00+01:00',
      },
      whoWeAre: { title: 'Kim jesteśmy', html: '<p>My</p><iframe src="x"></iframe>', videoId: 'aqz-KE-bpKQ' },
      ...overrides,
    });

    const bad = await call(editor, 'PUT', '/api/back-office/home/pl', {
      ...page(),
      slider: [
        { ...slide, link: 'javascript:alert(1)' },
        { ...slide, image: '/media/site/slide-missing.webp', imageAlt: '' },
        { ...slide, link: '//evil.example/x' },
      ],
      popup: { ...page().popup, startsAt: '2026-02-01T10:00+01:00', endsAt: '2026-01-01T10:00+01:00' },
      whoWeAre: { title: 'Kim', html: '', videoId: 'not a video' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'slider.0.link': 'link_invalid',
      'slider.1.imageAlt': 'required',
      'slider.2.link': 'link_invalid',
      'popup.endsAt': 'dates_out_of_order',
      'whoWeAre.videoId': 'video_id_invalid',
    });
    const missing = await call(editor, 'PUT', '/api/back-office/home/pl', {
      ...page(),
      slider: [{ ...slide, image: '/media/site/slide-missing.webp' }],
    });
    expect(missing.json().error.fields).toEqual({ 'slider.0.image': 'image_unknown' });

    const signal = await content();
    const saved = await call(editor, 'PUT', '/api/back-office/home/pl', page());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      slider: [slide],
      popup: { startsAt: '2026-01-01T09:00:00.000Z', endsAt: '2099-01-01T09:00:00.000Z', imageAlt: '' },
      whoWeAre: { html: '<p>My</p>' },
    });
    expect(await content()).toBe(signal + 1);
    const conflict = await call(editor, 'PUT', '/api/back-office/home/pl', page());
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('edit_conflict');

    const home = await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=pl' });
    expect(home.json().data).toMatchObject({
      slider: [{ title: 'Nowy slajd', imageAlt: 'Pomarańczowe tło' }],
      popup: { title: 'Promocja' },
      salesTiles: MAIN_PAGE_SEED.pl.salesTiles,
    });

    const later = saved.json().data.updatedAt as string;
    const ended = await call(editor, 'PUT', '/api/back-office/home/pl', {
      ...page({ version: later }),
      popup: { ...page().popup, endsAt: '2026-02-01T10:00+01:00' },
    });
    expect(ended.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=pl' });
    expect(after.json().data.popup).toBeNull();
    expect(await auditOf('home.save')).toHaveLength(2);

    // A language nobody wrote yet (no demo seed): an empty page, written by its first save.
    const fresh = await call(editor, 'GET', '/api/back-office/home/en');
    expect(fresh.json().data).toEqual({
      lang: 'en',
      slider: [],
      popup: null,
      whoWeAre: { title: '', html: '', videoId: null },
      updatedAt: '',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=en' })).statusCode).toBe(404);
    const first = await call(editor, 'PUT', '/api/back-office/home/en', {
      version: '',
      slider: [{ ...slide, title: 'New slide', imageAlt: 'Orange' }],
      popup: null,
      whoWeAre: { title: 'Who we are', html: '<p>Us</p>', videoId: null },
    });
    expect(first.statusCode).toBe(200);
    const english = await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=en' });
    expect(english.json().data).toMatchObject({
      slider: [{ title: 'New slide' }],
      popup: null,
      salesTiles: [],
    });
  });
});
