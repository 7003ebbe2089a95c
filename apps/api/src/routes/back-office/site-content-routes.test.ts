import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../../repositories/change-signal-repository';
import { findChunkRows } from '../../repositories/chunk-repository';
import { writeMainPage } from '../../repositories/main-page-repository';
import { MAIN_PAGE_SEED } from '../../seed/main-page-seed';
import { multipart } from '../../testing/multipart';
import { testPublicationLoop } from '../../testing/publication-loops';
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
      url: `/api/back-office/content-images?use=${kind}`,
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
      published: true,
      draft: { differs: true, publishAt: null },
    });
    // A draft: the public page, and with it every cached page, stays as it was.
    expect(await content()).toBe(signal);
    const publicSlides = async (lang = 'pl') =>
      (await ctx.app.inject({ method: 'GET', url: `/api/main_page?lang=${lang}` }))
        .json()
        .data.slider.map((item: { title: string }) => item.title);
    expect(await publicSlides()).toEqual(MAIN_PAGE_SEED.pl.slider.map((item) => item.title));
    const conflict = await call(editor, 'PUT', '/api/back-office/home/pl', page());
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('edit_conflict');

    // Staff preview the page with the draft; agents may not.
    const preview = await call(editor, 'GET', '/api/back-office/home/pl/preview');
    expect(preview.json().data).toMatchObject({
      lang: 'pl',
      slider: [{ title: 'Nowy slajd', imageAlt: 'Pomarańczowe tło' }],
      popup: { title: 'Promocja' },
      salesTiles: MAIN_PAGE_SEED.pl.salesTiles,
    });
    const agent = await createSignedInStaff(ctx, 'agent');
    expect((await call(agent, 'GET', '/api/back-office/home/pl/preview')).statusCode).toBe(403);
    expect(
      (await call(agent, 'POST', '/api/back-office/home/pl/publication', { action: 'publish' })).statusCode,
    ).toBe(403);
    expect((await call(agent, 'DELETE', '/api/back-office/home/pl/draft')).statusCode).toBe(403);

    // Published now: the public page follows; the editor keeps its version, so it can go on.
    const published = await call(editor, 'POST', '/api/back-office/home/pl/publication', {
      action: 'publish',
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ draft: null, updatedAt: saved.json().data.updatedAt });
    expect(await content()).toBe(signal + 1);
    const home = await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=pl' });
    expect(home.json().data).toMatchObject({
      slider: [{ title: 'Nowy slajd', imageAlt: 'Pomarańczowe tło' }],
      popup: { title: 'Promocja' },
      salesTiles: MAIN_PAGE_SEED.pl.salesTiles,
    });
    expect(
      (await call(editor, 'POST', '/api/back-office/home/pl/publication', { action: 'publish' })).statusCode,
    ).toBe(404);

    const later = saved.json().data.updatedAt as string;
    const ended = await call(editor, 'PUT', '/api/back-office/home/pl', {
      ...page({ version: later }),
      popup: { ...page().popup, endsAt: '2026-02-01T10:00+01:00' },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.draft).toEqual({ differs: true, publishAt: null });
    // The preview shows the promotion as the public page would: not after its end.
    expect((await call(editor, 'GET', '/api/back-office/home/pl/preview')).json().data.popup).toBeNull();
    await call(editor, 'POST', '/api/back-office/home/pl/publication', { action: 'publish' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=pl' });
    expect(after.json().data.popup).toBeNull();
    expect(await auditOf('home.save-draft')).toHaveLength(2);
    expect(JSON.parse((await auditOf('home.publish'))[0]?.changes ?? '{}')).toMatchObject({
      slides: [
        MAIN_PAGE_SEED.pl.slider.map((item) => `${item.title} (${item.image})`),
        [`Nowy slajd (${path})`],
      ],
    });

    // A language nobody wrote yet (no demo seed): an empty page, written by its first save.
    const fresh = await call(editor, 'GET', '/api/back-office/home/en');
    expect(fresh.json().data).toEqual({
      lang: 'en',
      slider: [],
      popup: null,
      whoWeAre: { title: '', html: '', videoId: null },
      updatedAt: '',
      published: false,
      draft: null,
    });
    expect((await call(editor, 'GET', '/api/back-office/home/en/preview')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=en' })).statusCode).toBe(404);
    const first = await call(editor, 'PUT', '/api/back-office/home/en', {
      version: '',
      slider: [{ ...slide, title: 'New slide', imageAlt: 'Orange' }],
      popup: null,
      whoWeAre: { title: 'Who we are', html: '<p>Us</p>', videoId: null },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ published: false, draft: { differs: true } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=en' })).statusCode).toBe(404);
    const englishPreview = await call(editor, 'GET', '/api/back-office/home/en/preview');
    expect(englishPreview.json().data).toMatchObject({ slider: [{ title: 'New slide' }], salesTiles: [] });
    await call(editor, 'POST', '/api/back-office/home/en/publication', { action: 'publish' });
    const english = await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=en' });
    expect(english.json().data).toMatchObject({
      slider: [{ title: 'New slide' }],
      popup: null,
      salesTiles: [],
    });
  });
  it('schedules a home page draft: two processes’ loops publish it once when due; a draft is discarded', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    // The seed's images are not in this test's media store: a page without them.
    const seeded = { ...MAIN_PAGE_SEED.en, slider: [], popup: null };
    await writeMainPage(ctx.database.db, 'en', seeded, '2026-11-01T10:00:00.000Z');
    const opened = (await call(editor, 'GET', '/api/back-office/home/en')).json().data;
    expect(opened).toMatchObject({ published: true, draft: null, updatedAt: '2026-11-01T10:00:00.000Z' });
    const edit = (version: string, title: string) => ({
      version,
      slider: opened.slider,
      popup: opened.popup,
      whoWeAre: { ...opened.whoWeAre, title },
    });
    const publicTitle = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=en' })).json().data.whoWeAre.title;
    const publication = (body: unknown) => call(editor, 'POST', '/api/back-office/home/en/publication', body);

    // Without a draft there is nothing to publish, schedule or discard.
    expect((await publication({ action: 'publish' })).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', '/api/back-office/home/en/draft')).statusCode).toBe(404);
    // The same page saved as a draft differs from nothing.
    const same = await call(
      editor,
      'PUT',
      '/api/back-office/home/en',
      edit(opened.updatedAt, opened.whoWeAre.title),
    );
    expect(same.json().data.draft).toEqual({ differs: false, publishAt: null });
    const saved = await call(
      editor,
      'PUT',
      '/api/back-office/home/en',
      edit(same.json().data.updatedAt, 'About us'),
    );
    expect(saved.json().data.draft).toEqual({ differs: true, publishAt: null });

    const past = await publication({ action: 'schedule', at: '2020-01-01T10:00:00+01:00' });
    expect(past.json().error.fields).toEqual({ at: 'publish_at_past' });
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await publication({ action: 'schedule', at: at.toISOString().replace('Z', '+00:00') });
    expect(scheduled.json().data.draft).toEqual({ differs: true, publishAt: at.toISOString() });
    // Saving the draft again keeps its schedule.
    const resaved = await call(
      editor,
      'PUT',
      '/api/back-office/home/en',
      edit(scheduled.json().data.updatedAt, 'About us!'),
    );
    expect(resaved.json().data.draft).toEqual({ differs: true, publishAt: at.toISOString() });

    let clock = new Date(at.getTime() - 1_000);
    const loop = () => testPublicationLoop(ctx.database, { now: () => clock });
    const [one, two] = [loop(), loop()];
    await one.tick();
    expect(await publicTitle()).toBe(MAIN_PAGE_SEED.en.whoWeAre.title);
    const signal = await content();
    clock = new Date(at.getTime() + 1_000);
    await Promise.all([one.tick(), two.tick()]);
    await two.tick();
    expect(await publicTitle()).toBe('About us!');
    expect(await content()).toBe(signal + 1);
    const runs = await auditOf('home.scheduled-publication');
    expect(runs.map((entry) => [entry.entity_id, entry.actor_id])).toEqual([['en', null]]);
    expect(JSON.parse(runs[0]?.changes ?? '{}')).toEqual({
      whoWeAre: [MAIN_PAGE_SEED.en.whoWeAre, { ...MAIN_PAGE_SEED.en.whoWeAre, title: 'About us!' }],
    });
    const now = (await call(editor, 'GET', '/api/back-office/home/en')).json().data;
    expect(now).toMatchObject({ draft: null, updatedAt: resaved.json().data.updatedAt });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/main_page?lang=en' })).json().data.salesTiles,
    ).toEqual(MAIN_PAGE_SEED.en.salesTiles);

    // A schedule taken back stays a draft past its time; a discarded draft is gone.
    const next = await call(editor, 'PUT', '/api/back-office/home/en', edit(now.updatedAt, 'Who we are now'));
    const at2 = new Date(clock.getTime() + 60_000);
    await publication({ action: 'schedule', at: at2.toISOString() });
    const unscheduled = await publication({ action: 'unpublish' });
    expect(unscheduled.json().data.draft).toEqual({ differs: true, publishAt: null });
    clock = new Date(at2.getTime() + 1_000);
    await one.tick();
    expect(await publicTitle()).toBe('About us!');
    const discarded = await call(editor, 'DELETE', '/api/back-office/home/en/draft');
    expect(discarded.json().data).toMatchObject({ draft: null, whoWeAre: { title: 'About us!' } });
    expect(await publicTitle()).toBe('About us!');
    // The version the draft had is gone with it.
    const stale = await call(
      editor,
      'PUT',
      '/api/back-office/home/en',
      edit(next.json().data.updatedAt, 'x'),
    );
    expect(stale.statusCode).toBe(409);
    expect(await auditOf('home.schedule')).toHaveLength(2);
    expect(await auditOf('home.unschedule')).toHaveLength(1);
    expect(JSON.parse((await auditOf('home.discard-draft'))[0]?.changes ?? '{}')).toMatchObject({
      whoWeAre: [{ title: 'Who we are now' }, { title: 'About us!' }],
    });
  });
});
