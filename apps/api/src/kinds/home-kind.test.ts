import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../repositories/change-signal-repository';
import { writeMainPage } from '../repositories/main-page-repository';
import { MAIN_PAGE_SEED } from '../seed/main-page-seed';
import { multipart } from '../testing/multipart';
import { testPublicationLoop } from '../testing/publication-loops';
import { createSignedInStaff, fromSite, type TestStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { kindCaller, twoEditors } from './testing/kind-calls';

const PATH = '/api/back-office/kinds/home';

/** A small photo as a browser would send it. */
async function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 241, g: 110, b: 0 } } })
    .png()
    .toBuffer();
}

/**
 * What the home page adds to the kind matrix (decision 052 step S7; the assertions of decision 040's
 * home page tests, moved here with its routes): one document per language, every edit in the
 * language's draft until published (now or by the loop, once with two processes), the sales tiles
 * kept, the promotion shown by its dates in the preview as on the public page, a slide's alt text
 * and images required when written, a language nobody wrote opened empty and made public by its
 * first publication.
 */
describe.each(testDialects())('the home page on the one mechanism (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const call = kindCaller(ctx);
  const staff = twoEditors(ctx);
  const auditOf = (action: string) =>
    ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const content = () => readChangeSignal(ctx.database.db, 'content');
  const upload = async (who: TestStaff, file: Buffer, filename = 'photo.png') => {
    const body = multipart([{ name: 'image', filename, type: 'image/png', content: file }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/back-office/content-images?use=slide',
      headers: { ...fromSite(ctx.config, who.cookie), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const publicPage = async (lang: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/main_page?lang=${lang}` });

  it('saves a draft with an uploaded slide and a dated promotion, refused field by field; published, the public page follows', async () => {
    const { editor, other } = await staff();
    await writeMainPage(ctx.database.db, 'pl', MAIN_PAGE_SEED.pl, '2026-11-01T10:00:00.000Z');
    const refused = await upload(editor, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png');
    expect(refused.json().error.fields).toEqual({ image: 'file_type_refused' });
    const uploaded = await upload(editor, await pngImage());
    expect(uploaded.statusCode).toBe(201);
    const { path } = uploaded.json().data as { path: string };
    expect(path).toMatch(/^\/media\/site\/slide-[0-9a-f]{16}\.webp$/);

    const opened = await call(editor, 'GET', `${PATH}/pl`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers.etag).toBe('"1"');
    expect(opened.json().data).toMatchObject({ key: 'pl', status: 'published', version: 1, draft: null });
    expect(opened.json().data.values.slider).toHaveLength(MAIN_PAGE_SEED.pl.slider.length);
    const slide = {
      title: 'Nowy slajd',
      text: 'Opis',
      image: path,
      imageAlt: 'Pomarańczowe tło',
      link: '/sprzedaz',
      linkLabel: 'Zobacz',
    };
    const promotion = {
      title: 'Promocja',
      text: 'Taniej',
      image: null,
      link: 'https://example.pl/promocja',
      linkLabel: 'Sprawdź',
      startsAt: '2026-01-01T10:00+01:00',
      endsAt: '2099-01-01T10:00+01:00',
    };
    const page = (overrides: Record<string, unknown> = {}) => ({
      slider: [slide],
      popup: promotion,
      whoWeAre: { title: 'Kim jesteśmy', html: '<p>My</p><iframe src="x"></iframe>', videoId: 'aqz-KE-bpKQ' },
      ...overrides,
    });

    const bad = await call(editor, 'PUT', `${PATH}/pl`, {
      version: 1,
      body: page({
        slider: [
          { ...slide, link: 'javascript:alert(1)' },
          { ...slide, image: '/media/site/slide-missing.webp', imageAlt: '' },
          { ...slide, link: '//evil.example/x' },
        ],
        popup: { ...promotion, startsAt: '2026-02-01T10:00+01:00', endsAt: '2026-01-01T10:00+01:00' },
        whoWeAre: { title: ' ', html: '', videoId: 'not a video' },
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'slider.0.link': 'link_invalid',
      'slider.1.imageAlt': 'required',
      'slider.2.link': 'link_invalid',
      'popup.endsAt': 'dates_out_of_order',
      'whoWeAre.title': 'required',
      'whoWeAre.videoId': 'video_id_invalid',
    });
    const missing = await call(editor, 'PUT', `${PATH}/pl`, {
      version: 1,
      body: page({ slider: [{ ...slide, image: '/media/site/slide-missing.webp' }] }),
    });
    expect(missing.json().error.fields).toEqual({ 'slider.0.image': 'image_unknown' });

    const signal = await content();
    const saved = await call(editor, 'PUT', `${PATH}/pl`, { version: 1, body: page() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      status: 'published',
      version: 2,
      draft: { version: 2, publishAt: null, updatedBy: editor.email },
      values: {
        slider: [slide],
        popup: { startsAt: '2026-01-01T09:00:00.000Z', endsAt: '2099-01-01T09:00:00.000Z', imageAlt: '' },
        whoWeAre: { html: '<p>My</p>' },
      },
    });
    // A draft: the public page, and with it every cached page, stays as it was.
    expect(await content()).toBe(signal);
    const publicSlides = async (lang = 'pl') =>
      (await publicPage(lang)).json().data.slider.map((item: { title: string }) => item.title);
    expect(await publicSlides()).toEqual(MAIN_PAGE_SEED.pl.slider.map((item) => item.title));
    const stale = await call(other, 'PUT', `${PATH}/pl`, { version: 1, body: page() });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'edit_conflict',
      conflict: { version: 2, changedBy: editor.email },
    });

    // Staff preview the page with the draft, as the public answer would be; agents may not.
    const preview = await call(editor, 'GET', `${PATH}/pl/preview`);
    expect(preview.json().data.page).toMatchObject({
      lang: 'pl',
      slider: [{ title: 'Nowy slajd', imageAlt: 'Pomarańczowe tło' }],
      popup: { title: 'Promocja' },
      salesTiles: MAIN_PAGE_SEED.pl.salesTiles,
    });
    const agent = await createSignedInStaff(ctx, 'agent');
    expect((await call(agent, 'GET', `${PATH}/pl/preview`)).statusCode).toBe(403);
    expect(
      (await call(agent, 'POST', `${PATH}/pl/publication`, { version: 2, body: { action: 'publish' } }))
        .statusCode,
    ).toBe(403);
    expect((await call(agent, 'DELETE', `${PATH}/pl/draft`, { version: 2 })).statusCode).toBe(403);
    // A home page is never taken down.
    const down = await call(editor, 'POST', `${PATH}/pl/publication`, {
      version: 2,
      body: { action: 'unpublish' },
    });
    expect(down.json().error.fields).toEqual({ action: 'invalid_value' });

    // Published now: the public page follows with its sales tiles; the editor keeps its version.
    const published = await call(editor, 'POST', `${PATH}/pl/publication`, {
      version: 2,
      body: { action: 'publish' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ draft: null, version: 2, status: 'published' });
    expect(await content()).toBe(signal + 1);
    expect((await publicPage('pl')).json().data).toMatchObject({
      slider: [{ title: 'Nowy slajd', imageAlt: 'Pomarańczowe tło' }],
      popup: { title: 'Promocja' },
      salesTiles: MAIN_PAGE_SEED.pl.salesTiles,
    });
    // Nothing left to publish.
    const again = await call(editor, 'POST', `${PATH}/pl/publication`, {
      version: 2,
      body: { action: 'publish' },
    });
    expect(again.json().error.fields).toEqual({ action: 'invalid_value' });

    const ended = await call(editor, 'PUT', `${PATH}/pl`, {
      version: 2,
      body: page({
        slider: [{ ...slide, link: '', linkLabel: '' }],
        popup: { ...promotion, endsAt: '2026-02-01T10:00+01:00' },
      }),
    });
    expect(ended.json().data.draft).toMatchObject({ version: 3, publishAt: null });
    // Empty texts the form sends are stored as none.
    expect(ended.json().data.values.slider[0]).toMatchObject({ link: null, linkLabel: null });
    // The preview shows the promotion as the public page would: not after its end.
    expect((await call(editor, 'GET', `${PATH}/pl/preview`)).json().data.page.popup).toBeNull();
    await call(editor, 'POST', `${PATH}/pl/publication`, { version: 3, body: { action: 'publish' } });
    expect((await publicPage('pl')).json().data.popup).toBeNull();
    expect(await auditOf('home.save-draft')).toHaveLength(2);
    const publication = JSON.parse((await auditOf('home.publish'))[0]?.changes ?? '{}');
    expect(publication.slider[1]).toMatchObject([{ title: 'Nowy slajd', image: path }]);

    // A language nobody wrote yet (no demo seed): an empty page, public from its first publication.
    const fresh = await call(editor, 'GET', `${PATH}/en`);
    expect(fresh.json().data).toEqual({
      key: 'en',
      version: 1,
      status: 'draft',
      publishedAt: null,
      draft: null,
      values: { slider: [], popup: null, whoWeAre: { title: '', html: '', videoId: null } },
    });
    expect((await publicPage('en')).statusCode).toBe(404);
    const first = await call(editor, 'PUT', `${PATH}/en`, {
      version: 1,
      body: {
        slider: [{ ...slide, title: 'New slide', imageAlt: 'Orange' }],
        popup: null,
        whoWeAre: { title: 'Who we are', html: '<p>Us</p>', videoId: null },
      },
    });
    expect(first.json().data).toMatchObject({ status: 'draft', version: 2, draft: { version: 2 } });
    expect((await publicPage('en')).statusCode).toBe(404);
    const english = await call(editor, 'GET', `${PATH}/en/preview`);
    expect(english.json().data.page).toMatchObject({ slider: [{ title: 'New slide' }], salesTiles: [] });
    await call(editor, 'POST', `${PATH}/en/publication`, { version: 2, body: { action: 'publish' } });
    expect((await publicPage('en')).json().data).toMatchObject({
      slider: [{ title: 'New slide' }],
      popup: null,
      salesTiles: [],
    });
    expect((await call(editor, 'GET', `${PATH}/de`)).statusCode).toBe(400);
    const list = await call(editor, 'GET', PATH);
    expect(list.json().data.map((item: { key: string; status: string }) => [item.key, item.status])).toEqual([
      ['pl', 'published'],
      ['en', 'published'],
    ]);
  });

  it('schedules a draft: two processes’ loops publish it once when due; a schedule taken back, a draft discarded', async () => {
    const { editor } = await staff();
    // The seed's images are not in this test's media store: a page without them.
    const seeded = { ...MAIN_PAGE_SEED.en, slider: [], popup: null };
    await writeMainPage(ctx.database.db, 'en', seeded, '2026-11-01T10:00:00.000Z');
    // As a fresh database has it (the file's first case published English already).
    await ctx.database.db.updateTable('main_page').set({ version: 1 }).where('lang', '=', 'en').execute();
    const opened = (await call(editor, 'GET', `${PATH}/en`)).json().data;
    expect(opened).toMatchObject({ status: 'published', draft: null, version: 1 });
    const edit = (title: string) => ({ ...opened.values, whoWeAre: { ...opened.values.whoWeAre, title } });
    const publicTitle = async () => (await publicPage('en')).json().data.whoWeAre.title;
    const publication = (version: number, body: Record<string, unknown>) =>
      call(editor, 'POST', `${PATH}/en/publication`, { version, body });

    // Without a draft there is nothing to publish, schedule or discard.
    expect((await publication(1, { action: 'publish' })).statusCode).toBe(400);
    expect((await call(editor, 'DELETE', `${PATH}/en/draft`, { version: 1 })).statusCode).toBe(404);
    const same = await call(editor, 'PUT', `${PATH}/en`, {
      version: 1,
      body: edit(opened.values.whoWeAre.title),
    });
    expect(same.json().data.draft).toMatchObject({ version: 2, publishAt: null });
    const saved = await call(editor, 'PUT', `${PATH}/en`, { version: 2, body: edit('About us') });
    expect(saved.json().data.version).toBe(3);

    const past = await publication(3, { action: 'schedule', at: '2020-01-01T10:00:00+01:00' });
    expect(past.json().error.fields).toEqual({ at: 'publish_at_past' });
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await publication(3, {
      action: 'schedule',
      at: at.toISOString().replace('Z', '+00:00'),
    });
    expect(scheduled.json().data.draft).toMatchObject({ version: 4, publishAt: at.toISOString() });
    // Saving the draft again keeps its schedule.
    const resaved = await call(editor, 'PUT', `${PATH}/en`, { version: 4, body: edit('About us!') });
    expect(resaved.json().data.draft).toMatchObject({ version: 5, publishAt: at.toISOString() });

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
    // The document took the draft's version: its editor saves on.
    const now = (await call(editor, 'GET', `${PATH}/en`)).json().data;
    expect(now).toMatchObject({ draft: null, version: 5 });
    expect((await publicPage('en')).json().data.salesTiles).toEqual(MAIN_PAGE_SEED.en.salesTiles);

    // A schedule taken back stays a draft past its time; a discarded draft is gone.
    await call(editor, 'PUT', `${PATH}/en`, { version: 5, body: edit('Who we are now') });
    const at2 = new Date(clock.getTime() + 60_000);
    await publication(6, { action: 'schedule', at: at2.toISOString() });
    const unscheduled = await publication(7, { action: 'unschedule' });
    expect(unscheduled.json().data.draft).toMatchObject({ version: 8, publishAt: null });
    clock = new Date(at2.getTime() + 1_000);
    await one.tick();
    expect(await publicTitle()).toBe('About us!');
    const discarded = await call(editor, 'DELETE', `${PATH}/en/draft`, { version: 8 });
    expect(discarded.json().data).toMatchObject({
      draft: null,
      version: 5,
      values: { whoWeAre: { title: 'About us!' } },
    });
    expect(await publicTitle()).toBe('About us!');
    // The version the draft had is gone with it.
    const stale = await call(editor, 'PUT', `${PATH}/en`, { version: 6, body: edit('x') });
    expect(stale.statusCode).toBe(409);
    expect(await auditOf('home.schedule')).toHaveLength(2);
    expect(await auditOf('home.unschedule')).toHaveLength(1);
    expect(JSON.parse((await auditOf('home.discard-draft'))[0]?.changes ?? '{}')).toMatchObject({
      whoWeAre: [{ title: 'Who we are now' }, { title: 'About us!' }],
    });
  });
});
