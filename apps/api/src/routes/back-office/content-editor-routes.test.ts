import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../../repositories/change-signal-repository';
import { uploadContentImage } from '../../testing/content-images';
import { testPublicationLoop } from '../../testing/publication-loops';
import { createSignedInStaff, fromSite, type TestStaff } from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

describe.each(testDialects())('content editing in the back office (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const call = (who: TestStaff, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: fromSite(ctx.config, who.cookie),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
  const auditOf = (entity: string, id: number) =>
    ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  const uploadImage = (who: TestStaff, use: 'cover' | 'text') => uploadContentImage(ctx, who, use);

  async function create(who: TestStaff, kind: string, values: Record<string, unknown>): Promise<number> {
    const answer = await call(who, 'POST', `/api/back-office/content/${kind}`, values);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.id as number;
  }

  const publish = (who: TestStaff, kind: string, id: number) =>
    call(who, 'POST', `/api/back-office/content/${kind}/${id}/publication`, { action: 'publish' });

  it('writes a news item in both languages with an image, linked as translations; drafts stay private', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const cover = await uploadImage(editor, 'cover');
    expect(cover).toMatch(/^\/media\/content\/cover-[0-9a-f]{16}\.webp$/);
    const served = await publicGet(cover);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 1200,
      height: 675,
      format: 'webp',
    });
    const inText = await uploadImage(editor, 'text');

    const plId = await create(editor, 'news', {
      lang: 'pl',
      title: 'Nowa siedziba w Gdańsku',
      lead: 'Przenosimy biuro.',
      content: `<p>Tekst<script>alert(1)</script></p><img src="${inText}" alt="Budynek biura" onerror="alert(1)">`,
      image: cover,
      imageAlt: 'Budynek od frontu',
    });
    const enId = await create(editor, 'news', {
      lang: 'en',
      title: 'A new office in Gdańsk',
      lead: 'We are moving.',
      content: '<p>Text</p>',
      image: cover,
      imageAlt: 'The building from the front',
      translationId: plId,
    });
    const opened = (await call(editor, 'GET', `/api/back-office/content/news/${plId}`)).json().data;
    expect(opened).toMatchObject({
      status: 'draft',
      translation: { id: enId, lang: 'en' },
      imageAlt: 'Budynek od frontu',
    });
    expect(opened.content).toBe(`<p>Tekst</p><img src="${inText}" alt="Budynek biura" />`);

    // A draft is nowhere public.
    expect((await publicGet(`/api/news/${plId}`)).statusCode).toBe(404);
    expect((await publicGet('/api/news?lang=pl')).json().data).toEqual([]);

    const before = await readChangeSignal(ctx.database.db, 'content');
    expect((await publish(editor, 'news', plId)).json().data.status).toBe('published');
    expect((await publish(editor, 'news', enId)).statusCode).toBe(200);
    expect(await readChangeSignal(ctx.database.db, 'content')).toBe(before + 2);

    const pl = (await publicGet(`/api/news/${plId}`)).json().data;
    expect(pl).toMatchObject({
      lang: 'pl',
      translationId: enId,
      image: cover,
      imageAlt: 'Budynek od frontu',
    });
    expect((await publicGet(`/api/news/${enId}`)).json().data.translationId).toBe(plId);
    expect((await publicGet('/api/news?lang=en')).json().data.map((item: { id: number }) => item.id)).toEqual(
      [enId],
    );

    const audit = await auditOf('news', plId);
    expect(audit.map((entry) => entry.action)).toEqual(['content.create', 'content.publish']);
    expect(audit[0]?.actor_id).toBe(editor.id);
  });

  it('refuses agents, and images without alt text or from outside the media store', async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    const editor = await createSignedInStaff(ctx, 'editor');
    expect((await call(agent, 'GET', '/api/back-office/content/news')).statusCode).toBe(403);
    expect(
      (await call(agent, 'POST', '/api/back-office/content/news', { lang: 'pl', title: 'x' })).statusCode,
    ).toBe(403);
    const inText = await uploadImage(editor, 'text');
    const noAlt = await call(editor, 'POST', '/api/back-office/content/news', {
      lang: 'pl',
      title: 'Bez opisu',
      content: `<img src="${inText}">`,
    });
    expect(noAlt.json().error.fields).toEqual({ content: 'image_alt_missing' });
    const unknown = await call(editor, 'POST', '/api/back-office/content/news', {
      lang: 'pl',
      title: 'Obcy obraz',
      content: '<img src="/media/content/text-0000000000000000.webp" alt="a">',
    });
    expect(unknown.json().error.fields).toEqual({ content: 'image_unknown' });
    const coverWithoutAlt = await call(editor, 'POST', '/api/back-office/content/news', {
      lang: 'pl',
      title: 'Okładka',
      image: await uploadImage(editor, 'cover'),
    });
    expect(coverWithoutAlt.json().error.fields).toEqual({ imageAlt: 'required' });
    const eventWithoutDate = await call(editor, 'POST', '/api/back-office/content/events', {
      lang: 'pl',
      title: 'x',
    });
    expect(eventWithoutDate.json().error.fields).toEqual({ eventDate: 'required' });
  });

  it('publishes a scheduled item when its time comes, moving the content signal', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const id = await create(editor, 'events', {
      lang: 'pl',
      title: 'Dzień otwarty',
      eventDate: '2027-03-01T10:00:00+01:00',
      place: 'Warszawa',
    });
    const past = await call(editor, 'POST', `/api/back-office/content/events/${id}/publication`, {
      action: 'schedule',
      at: '2020-01-01T10:00:00+01:00',
    });
    expect(past.json().error.fields).toEqual({ at: 'publish_at_past' });
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await call(editor, 'POST', `/api/back-office/content/events/${id}/publication`, {
      action: 'schedule',
      at: at.toISOString().replace('Z', '+00:00'),
    });
    expect(scheduled.json().data).toEqual({ status: 'scheduled', publishedAt: at.toISOString() });

    let clock = new Date(at.getTime() - 1_000);
    const loop = testPublicationLoop(ctx.database, { now: () => clock });
    await loop.tick();
    expect((await publicGet(`/api/events/${id}`)).statusCode).toBe(404);
    const before = await readChangeSignal(ctx.database.db, 'content');
    clock = new Date(at.getTime() + 1_000);
    await loop.tick();
    expect(await readChangeSignal(ctx.database.db, 'content')).toBe(before + 1);
    expect((await publicGet(`/api/events/${id}`)).json().data).toMatchObject({
      publishedAt: at.toISOString(),
      place: 'Warszawa',
      translationId: null,
    });
    expect((await auditOf('event', id)).at(-1)).toMatchObject({
      action: 'content.scheduled-publication',
      actor_id: null,
    });
    await loop.tick();
    expect(await readChangeSignal(ctx.database.db, 'content')).toBe(before + 1);
  });

  it('makes blog slugs from titles, unique per language, and keeps an old slug answering', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const category = await call(editor, 'POST', '/api/back-office/content/blog-categories', {
      namePl: 'Porady zakupowe',
      nameEn: 'Buying tips',
      position: 1,
    });
    expect(category.json().data).toMatchObject({ slug: 'porady-zakupowe', posts: 0 });
    const categoryId = category.json().data.id as number;

    const plId = await create(editor, 'blog', { lang: 'pl', title: 'Jak kupić działkę?', categoryId });
    expect((await call(editor, 'GET', `/api/back-office/content/blog/${plId}`)).json().data.slug).toBe(
      'jak-kupic-dzialke',
    );
    const taken = await call(editor, 'POST', '/api/back-office/content/blog', {
      lang: 'pl',
      title: 'Inny',
      slug: 'jak-kupic-dzialke',
    });
    expect(taken.json().error.fields).toEqual({ slug: 'slug_taken' });
    expect(
      (
        await call(editor, 'POST', '/api/back-office/content/blog', {
          lang: 'pl',
          title: 'x',
          slug: 'Zła Nazwa!',
        })
      ).json().error.fields,
    ).toEqual({ slug: 'slug_invalid' });
    // The same slug in the other language is another address.
    const enId = await create(editor, 'blog', {
      lang: 'en',
      title: 'How to buy a plot',
      slug: 'jak-kupic-dzialke',
      translationId: plId,
    });
    await publish(editor, 'blog', plId);
    await publish(editor, 'blog', enId);
    expect((await publicGet('/api/blog/slug?lang=pl&slug=jak-kupic-dzialke')).json().data).toMatchObject({
      id: plId,
      translationSlug: 'jak-kupic-dzialke',
      category: { slug: 'porady-zakupowe' },
    });

    const saved = await call(editor, 'PUT', `/api/back-office/content/blog/${enId}`, {
      lang: 'en',
      title: 'How to buy a plot',
      slug: 'how-to-buy-a-plot',
      translationId: plId,
    });
    expect(saved.json().data.slug).toBe('how-to-buy-a-plot');
    const old = (await publicGet('/api/blog/slug?lang=en&slug=jak-kupic-dzialke')).json().data;
    expect(old).toMatchObject({ id: enId, slug: 'how-to-buy-a-plot' });
    expect(
      (await publicGet('/api/blog/slug?lang=pl&slug=jak-kupic-dzialke')).json().data.translationSlug,
    ).toBe('how-to-buy-a-plot');
    // A former slug stays the item's: another item cannot take it.
    const reuse = await call(editor, 'POST', '/api/back-office/content/blog', {
      lang: 'en',
      title: 'Other',
      slug: 'jak-kupic-dzialke',
    });
    expect(reuse.json().error.fields).toEqual({ slug: 'slug_taken' });

    const inUse = await call(editor, 'DELETE', `/api/back-office/content/blog-categories/${categoryId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('category_in_use');
    const renamed = await call(editor, 'PUT', `/api/back-office/content/blog-categories/${categoryId}`, {
      namePl: 'Porady',
      nameEn: 'Tips',
      position: 2,
    });
    expect(renamed.json().data).toMatchObject({ slug: 'porady-zakupowe', namePl: 'Porady', posts: 1 });
  });

  it('links pages as translations, keeps slugs unique across languages and redirects a changed one', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const plId = await create(editor, 'pages', {
      lang: 'pl',
      title: 'Dla inwestorów',
      lead: 'Informacje dla inwestorów',
      content: '<h2>Inwestycje</h2><p>Tekst</p>',
    });
    const clash = await call(editor, 'POST', '/api/back-office/content/pages', {
      lang: 'en',
      title: 'Investors',
      slug: 'dla-inwestorow',
    });
    expect(clash.json().error.fields).toEqual({ slug: 'slug_taken' });
    const enId = await create(editor, 'pages', { lang: 'en', title: 'For investors', translationId: plId });
    await publish(editor, 'pages', plId);
    await publish(editor, 'pages', enId);
    expect((await publicGet('/api/page?slug=dla-inwestorow')).json().data).toMatchObject({
      id: plId,
      translationSlug: 'for-investors',
      description: 'Informacje dla inwestorów',
    });
    const renamed = await call(editor, 'PUT', `/api/back-office/content/pages/${plId}`, {
      lang: 'pl',
      title: 'Dla inwestorów',
      slug: 'inwestorzy',
      lead: 'Informacje dla inwestorów',
      content: '<p>Tekst</p>',
      translationId: enId,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await publicGet('/api/page?slug=dla-inwestorow&lang=pl')).json().data.slug).toBe('inwestorzy');
    expect((await publicGet('/api/page?slug=for-investors')).json().data.translationSlug).toBe('inwestorzy');

    // A translation that is already taken, or of the same language, is refused.
    const third = await create(editor, 'pages', { lang: 'en', title: 'Investors again' });
    const twice = await call(editor, 'PUT', `/api/back-office/content/pages/${third}`, {
      lang: 'en',
      title: 'Investors again',
      translationId: plId,
    });
    expect(twice.json().error.fields).toEqual({ translationId: 'translation_taken' });
    const sameLanguage = await call(editor, 'PUT', `/api/back-office/content/pages/${third}`, {
      lang: 'en',
      title: 'Investors again',
      translationId: enId,
    });
    expect(sameLanguage.json().error.fields).toEqual({ translationId: 'translation_invalid' });

    const list = await call(editor, 'GET', '/api/back-office/content/pages?status=published&q=inwest');
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: plId,
        slug: 'inwestorzy',
        translation: expect.objectContaining({ id: enId }),
      }),
    ]);

    expect((await call(editor, 'DELETE', `/api/back-office/content/pages/${plId}`)).statusCode).toBe(200);
    expect((await publicGet('/api/page?slug=inwestorzy')).statusCode).toBe(404);
    expect((await publicGet('/api/page?slug=dla-inwestorow')).statusCode).toBe(404);
    expect((await publicGet('/api/page?slug=for-investors')).json().data.translationSlug).toBeNull();
  });
});
