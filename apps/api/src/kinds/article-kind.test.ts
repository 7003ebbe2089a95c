import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../repositories/change-signal-repository';
import { uploadContentImage } from '../testing/content-images';
import { testPublicationLoop } from '../testing/publication-loops';
import type { TestStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { kindCaller, twoEditors } from './testing/kind-calls';

const KINDS = '/api/back-office/kinds';

/**
 * What news, events, blog posts and pages add to the kind matrix (decision 052 step S6): the old
 * content editor's checks on the one mechanism (slugs made from the title and free, a former slug
 * kept as a redirect when a row's slug changes, refused at publication when taken meanwhile; a cover
 * with its alt text, text images of the store with theirs; a blog post's category; a page's
 * `updated_at`), and the rows the old editor wrote read on (a draft it dated reads undated).
 */
describe.each(testDialects())('news, events, blog posts and pages on the one mechanism (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const call = kindCaller(ctx);
  const staff = twoEditors(ctx);
  const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });

  const uploadImage = (who: TestStaff, use: 'cover' | 'text') => uploadContentImage(ctx, who, use);
  const create = async (who: TestStaff, kind: string, body: Record<string, unknown>) => {
    const made = await call(who, 'POST', `${KINDS}/${kind}`, { body });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data as { key: string; version: number; values: Record<string, unknown> };
  };
  const publish = async (who: TestStaff, kind: string, key: string, version: number) => {
    const done = await call(who, 'POST', `${KINDS}/${kind}/${key}/publication`, {
      body: { action: 'publish' },
      version,
    });
    expect(done.statusCode, done.body).toBe(200);
    return done.json().data as { version: number };
  };

  it('makes a blog post’s slug from its title, free in its language; a taken one is refused', async () => {
    const { editor } = await staff();
    const post = { lang: 'pl', title: 'Jak kupić działkę?', content: '<p>Tak.</p>' };
    const first = await create(editor, 'blog-posts', post);
    const second = await create(editor, 'blog-posts', post);
    const english = await create(editor, 'blog-posts', { ...post, lang: 'en' });
    expect([first, second, english].map((item) => item.values.slug)).toEqual([
      'jak-kupic-dzialke',
      'jak-kupic-dzialke-2',
      'jak-kupic-dzialke',
    ]);
    const taken = await call(editor, 'POST', `${KINDS}/blog-posts`, {
      body: { ...post, slug: 'jak-kupic-dzialke' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ slug: 'slug_taken' });
    // A page's slug is free across both languages.
    const page = await create(editor, 'pages', { ...post, title: 'O nas' });
    const other = await create(editor, 'pages', { ...post, lang: 'en', title: 'O nas' });
    expect([page.values.slug, other.values.slug]).toEqual(['o-nas', 'o-nas-2']);
  });

  it('keeps a published page’s former slug as its address once the new one is published, and refuses a slug taken meanwhile', async () => {
    const { editor, other } = await staff();
    const page = await create(editor, 'pages', { lang: 'pl', title: 'Kontakt', content: '<p>Tu.</p>' });
    const published = await publish(editor, 'pages', page.key, page.version);
    const before = await publicGet('/api/page?slug=kontakt');
    expect(before.json().data.slug).toBe('kontakt');
    const body = { title: 'Kontakt', lead: '', content: '<p>Tu.</p>', translationId: null };
    const renamed = await call(editor, 'PUT', `${KINDS}/pages/${page.key}`, {
      body: { ...body, slug: 'napisz-do-nas' },
      version: published.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The answer tells where the page is live ("Zobacz na stronie"), not the draft's slug.
    const read = (await call(editor, 'GET', `${KINDS}/pages/${page.key}`)).json().data;
    expect([read.values.slug, read.draft.liveSlug]).toEqual(['napisz-do-nas', 'kontakt']);
    expect(renamed.json().data.draft.liveSlug).toBe('kontakt');
    // The draft changes nothing public.
    expect((await publicGet('/api/page?slug=napisz-do-nas')).statusCode).toBe(404);
    expect((await publicGet('/api/page?slug=kontakt')).body).toBe(before.body);
    await publish(editor, 'pages', page.key, renamed.json().data.version);
    const moved = await publicGet('/api/page?slug=kontakt');
    expect(moved.json().data).toMatchObject({ slug: 'napisz-do-nas', title: 'Kontakt' });
    expect(moved.json().data.updatedAt).not.toBe(before.json().data.updatedAt);
    // The former slug stays this page's: another may not take it.
    const refused = await call(other, 'POST', `${KINDS}/pages`, {
      body: { lang: 'en', title: 'Contact', slug: 'kontakt' },
    });
    expect(refused.json().error.fields).toEqual({ slug: 'slug_taken' });

    // A draft of changes naming a slug that another page takes before it is published is refused then.
    const current = (await call(editor, 'GET', `${KINDS}/pages/${page.key}`)).json().data;
    const draft = await call(editor, 'PUT', `${KINDS}/pages/${page.key}`, {
      body: { ...body, slug: 'biuro' },
      version: current.version,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    await create(other, 'pages', { lang: 'en', title: 'Office', slug: 'biuro' });
    const late = await call(editor, 'POST', `${KINDS}/pages/${page.key}/publication`, {
      body: { action: 'publish' },
      version: draft.json().data.version,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields).toEqual({ slug: 'slug_taken' });
    // The loop leaves such a scheduled copy waiting for its editor.
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await call(editor, 'POST', `${KINDS}/pages/${page.key}/publication`, {
      body: { action: 'schedule', at: at.toISOString() },
      version: draft.json().data.version,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await testPublicationLoop(ctx.database, { now: () => new Date(at.getTime() + 1_000) }).tick();
    const waiting = (await call(editor, 'GET', `${KINDS}/pages/${page.key}`)).json().data;
    expect(waiting.draft).toMatchObject({ publishAt: at.toISOString() });
    expect((await publicGet('/api/page?slug=napisz-do-nas')).json().data.slug).toBe('napisz-do-nas');

    // Deleted, its former slugs stop answering and are free again.
    expect(
      (await call(editor, 'DELETE', `${KINDS}/pages/${page.key}`, { version: waiting.version })).statusCode,
    ).toBe(204);
    expect((await publicGet('/api/page?slug=kontakt')).statusCode).toBe(404);
    await create(other, 'pages', { lang: 'pl', title: 'Kontakt' });
  });

  it('answers a blog post’s former slug with the present one, in its language', async () => {
    const { editor } = await staff();
    const post = await create(editor, 'blog-posts', {
      lang: 'pl',
      title: 'Stary tytuł',
      content: '<p>A.</p>',
    });
    const published = await publish(editor, 'blog-posts', post.key, post.version);
    const saved = await call(editor, 'PUT', `${KINDS}/blog-posts/${post.key}`, {
      body: { title: 'Nowy tytuł', slug: '', content: '<p>A.</p>' },
      version: published.version,
    });
    expect(saved.json().data.values.slug).toBe('nowy-tytul');
    await publish(editor, 'blog-posts', post.key, saved.json().data.version);
    const old = await publicGet('/api/blog/slug?lang=pl&slug=stary-tytul');
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().data.slug).toBe('nowy-tytul');
    expect((await publicGet('/api/blog/slug?lang=en&slug=stary-tytul')).statusCode).toBe(404);
  });

  it('links news in both languages as translations: a draft is nowhere public, each published one names the other', async () => {
    const { editor } = await staff();
    const cover = await uploadImage(editor, 'cover');
    const inText = await uploadImage(editor, 'text');
    const pl = await create(editor, 'news', {
      lang: 'pl',
      title: 'Biuro w Gdańsku',
      lead: 'Przenosimy biuro.',
      content: `<p>Tekst<script>alert(1)</script></p><img src="${inText}" alt="Budynek biura" onerror="alert(1)">`,
      image: cover,
      imageAlt: 'Budynek od frontu',
    });
    expect(pl.values.content).toBe(`<p>Tekst</p><img src="${inText}" alt="Budynek biura" />`);
    const en = await create(editor, 'news', {
      lang: 'en',
      title: 'A new office in Gdańsk',
      lead: 'We are moving.',
      content: '<p>Text</p>',
      image: cover,
      imageAlt: 'The building from the front',
      translationId: Number(pl.key),
    });
    const opened = (await call(editor, 'GET', `${KINDS}/news/${pl.key}`)).json().data;
    expect(opened).toMatchObject({ status: 'draft', values: { translationId: Number(en.key) } });

    // A draft is nowhere public.
    expect((await publicGet(`/api/news/${pl.key}`)).statusCode).toBe(404);
    expect((await publicGet('/api/news?lang=pl')).json().data).toEqual([]);

    const before = await readChangeSignal(ctx.database.db, 'content');
    await publish(editor, 'news', pl.key, opened.version);
    const enNow = (await call(editor, 'GET', `${KINDS}/news/${en.key}`)).json().data;
    await publish(editor, 'news', en.key, enNow.version);
    expect(await readChangeSignal(ctx.database.db, 'content')).toBe(before + 2);
    expect((await publicGet(`/api/news/${pl.key}`)).json().data).toMatchObject({
      lang: 'pl',
      translationId: Number(en.key),
      image: cover,
      imageAlt: 'Budynek od frontu',
    });
    expect((await publicGet(`/api/news/${en.key}`)).json().data.translationId).toBe(Number(pl.key));
    expect((await publicGet('/api/news?lang=en')).json().data.map((item: { id: number }) => item.id)).toEqual(
      [Number(en.key)],
    );
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'news')
      .where('entity_id', '=', pl.key)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['content.create', 'content.publish']);
    expect(audit[0]?.actor_id).toBe(editor.id);
  });

  it('keeps page slugs unique across languages; a page’s public answer names its translation’s slug, which follows a rename and a deletion', async () => {
    const { editor } = await staff();
    const pl = await create(editor, 'pages', {
      lang: 'pl',
      title: 'Dla inwestorów',
      lead: 'Informacje dla inwestorów',
      content: '<h2>Inwestycje</h2><p>Tekst</p>',
    });
    const clash = await call(editor, 'POST', `${KINDS}/pages`, {
      body: { lang: 'en', title: 'Investors', slug: 'dla-inwestorow' },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.fields).toEqual({ slug: 'slug_taken' });
    const en = await create(editor, 'pages', {
      lang: 'en',
      title: 'For investors',
      translationId: Number(pl.key),
    });
    expect(en.values.slug).toBe('for-investors');
    const plLinked = (await call(editor, 'GET', `${KINDS}/pages/${pl.key}`)).json().data;
    const plLive = await publish(editor, 'pages', pl.key, plLinked.version);
    await publish(editor, 'pages', en.key, en.version);
    expect((await publicGet('/api/page?slug=dla-inwestorow')).json().data).toMatchObject({
      id: Number(pl.key),
      translationSlug: 'for-investors',
      description: 'Informacje dla inwestorów',
    });

    const renamed = await call(editor, 'PUT', `${KINDS}/pages/${pl.key}`, {
      body: {
        title: 'Dla inwestorów',
        slug: 'inwestorzy',
        lead: 'Informacje dla inwestorów',
        content: '<p>Tekst</p>',
        translationId: Number(en.key),
      },
      version: plLive.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await publish(editor, 'pages', pl.key, renamed.json().data.version);
    expect((await publicGet('/api/page?slug=dla-inwestorow&lang=pl')).json().data.slug).toBe('inwestorzy');
    expect((await publicGet('/api/page?slug=for-investors')).json().data.translationSlug).toBe('inwestorzy');

    const listed = await call(editor, 'GET', `${KINDS}/pages?status=published&q=inwest`);
    expect(listed.json().data.map((item: { key: string }) => item.key)).toEqual([pl.key]);

    expect(
      (await call(editor, 'DELETE', `${KINDS}/pages/${pl.key}`, { version: moved.version })).statusCode,
    ).toBe(204);
    expect((await publicGet('/api/page?slug=inwestorzy')).statusCode).toBe(404);
    expect((await publicGet('/api/page?slug=dla-inwestorow')).statusCode).toBe(404);
    expect((await publicGet('/api/page?slug=for-investors')).json().data.translationSlug).toBeNull();
  });

  it('gives a blog post the same slug in the other language, names it and the category publicly, and keeps a former slug the post’s', async () => {
    const { editor } = await staff();
    const category = await call(editor, 'POST', `${KINDS}/blog-categories`, {
      body: { namePl: 'Porady zakupowe', nameEn: 'Buying tips', position: 1 },
    });
    expect(category.statusCode, category.body).toBe(201);
    const categoryId = Number(category.json().data.key);
    const pl = await create(editor, 'blog-posts', { lang: 'pl', title: 'Jak wynająć dom?', categoryId });
    const en = await create(editor, 'blog-posts', {
      lang: 'en',
      title: 'How to rent a house',
      slug: 'jak-wynajac-dom',
      translationId: Number(pl.key),
    });
    const plLinked = (await call(editor, 'GET', `${KINDS}/blog-posts/${pl.key}`)).json().data;
    await publish(editor, 'blog-posts', pl.key, plLinked.version);
    const enLive = await publish(editor, 'blog-posts', en.key, en.version);
    expect((await publicGet('/api/blog/slug?lang=pl&slug=jak-wynajac-dom')).json().data).toMatchObject({
      id: Number(pl.key),
      translationSlug: 'jak-wynajac-dom',
      category: { slug: 'porady-zakupowe' },
    });

    const saved = await call(editor, 'PUT', `${KINDS}/blog-posts/${en.key}`, {
      body: { title: 'How to rent a house', slug: 'how-to-rent-a-house', translationId: Number(pl.key) },
      version: enLive.version,
    });
    expect(saved.json().data.values.slug).toBe('how-to-rent-a-house');
    await publish(editor, 'blog-posts', en.key, saved.json().data.version);
    expect((await publicGet('/api/blog/slug?lang=en&slug=jak-wynajac-dom')).json().data).toMatchObject({
      id: Number(en.key),
      slug: 'how-to-rent-a-house',
    });
    expect((await publicGet('/api/blog/slug?lang=pl&slug=jak-wynajac-dom')).json().data.translationSlug).toBe(
      'how-to-rent-a-house',
    );
    // A former slug stays the post's: another post of its language cannot take it.
    const reuse = await call(editor, 'POST', `${KINDS}/blog-posts`, {
      body: { lang: 'en', title: 'Other', slug: 'jak-wynajac-dom' },
    });
    expect(reuse.json().error.fields).toEqual({ slug: 'slug_taken' });
  });

  it('checks images, alt texts and the category as the old editor did', async () => {
    const { editor } = await staff();
    const news = { lang: 'pl', title: 'Nowe biuro', content: '<p>Otwarte.</p>' };
    const cover = await uploadImage(editor, 'cover');
    const noAlt = await call(editor, 'POST', `${KINDS}/news`, { body: { ...news, image: cover } });
    expect(noAlt.json().error.fields).toEqual({ imageAlt: 'required' });
    const unknown = await call(editor, 'POST', `${KINDS}/news`, {
      body: { ...news, image: '/media/content/cover-0000000000000000.webp', imageAlt: 'Biuro' },
    });
    expect(unknown.json().error.fields).toEqual({ image: 'image_unknown' });
    const inText = await uploadImage(editor, 'text');
    const textNoAlt = await call(editor, 'POST', `${KINDS}/news`, {
      body: { ...news, content: `<p>Zdjęcie:</p><img src="${inText}" alt="">` },
    });
    expect(textNoAlt.json().error.fields).toEqual({ content: 'image_alt_missing' });
    const notStored = await call(editor, 'POST', `${KINDS}/news`, {
      body: { ...news, content: '<img src="/media/content/text-0000000000000000.webp" alt="a">' },
    });
    expect(notStored.json().error.fields).toEqual({ content: 'image_unknown' });
    const made = await create(editor, 'news', {
      ...news,
      image: cover,
      imageAlt: ' Biuro ',
      content: `<p>Zdjęcie:</p><img src="${inText}" alt="Wnętrze">`,
    });
    expect(made.values).toMatchObject({ image: cover, imageAlt: 'Biuro' });
    expect(String(made.values.content)).toContain(inText);
    // No cover: no alt text kept.
    const bare = await create(editor, 'news', { ...news, imageAlt: 'Nic' });
    expect(bare.values.imageAlt).toBeNull();

    const category = await call(editor, 'POST', `${KINDS}/blog-posts`, {
      body: { ...news, categoryId: 999_999 },
    });
    expect(category.json().error.fields).toEqual({ categoryId: 'category_unknown' });
    const post = await create(editor, 'blog-posts', { ...news, author: '  ' });
    expect(post.values.author).toBeNull();
    // An event's date is an instant, kept as ISO.
    const event = await create(editor, 'events', { ...news, eventDate: '2027-05-01T18:30:00+02:00' });
    expect(event.values.eventDate).toBe('2027-05-01T16:30:00.000Z');
  });

  it('finds items by words of their titles, case aside, as the old list searched', async () => {
    const { editor } = await staff();
    const spring = await create(editor, 'news', { lang: 'pl', title: 'Wiosenna Promocja Działek' });
    const winter = await create(editor, 'news', { lang: 'pl', title: 'Zimowa oferta' });
    const keys = async (q: string) =>
      (await call(editor, 'GET', `${KINDS}/news?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((item: { key: string }) => item.key);
    expect(await keys('promocja działek')).toEqual([spring.key]);
    // Beyond ASCII too: SQLite's own lower() leaves 'Ł' as it is.
    const lodz = await create(editor, 'news', { lang: 'pl', title: 'Łódzkie targi' });
    expect(await keys('łódzkie')).toEqual([lodz.key]);
    expect(await keys('Łódzkie')).toEqual([lodz.key]);
    expect(await keys('ŁÓDZKIE TARGI')).toEqual([lodz.key]);
    // A wildcard of LIKE is no wildcard here: 'W%a' finds "wa", not both.
    expect(await keys('W%a')).toEqual([winter.key]);
    // A kind without a searched field takes no `q`.
    expect((await call(editor, 'GET', '/api/back-office/kinds/faq?q=a')).statusCode).toBe(400);
  });

  it('lists the items of a language with no translation yet, beyond the newest page, by title (the translation picker)', async () => {
    const { editor } = await staff();
    // The oldest of 27: past the 25 newest a plain list shows.
    const oldest = await create(editor, 'news', { lang: 'pl', title: 'Dzień otwarty w Sopocie' });
    const linked = await create(editor, 'news', { lang: 'pl', title: 'Dzień otwarty w Gdyni' });
    for (let n = 0; n < 25; n += 1) await create(editor, 'news', { lang: 'pl', title: `Spotkanie ${n}` });
    await create(editor, 'news', { lang: 'en', title: 'Open day', translationId: Number(linked.key) });
    const keys = async (query: string) => {
      const answer = await call(editor, 'GET', `${KINDS}/news?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.map((item: { key: string }) => item.key);
    };
    expect(await keys('lang=pl')).not.toContain(oldest.key);
    expect(await keys(`lang=pl&untranslated=true&q=${encodeURIComponent('dzień otwarty')}`)).toEqual([
      oldest.key,
    ]);
    expect(await keys('lang=pl&untranslated=true')).toHaveLength(25);
    const silesian = await create(editor, 'news', { lang: 'pl', title: 'Śląskie targi' });
    expect(await keys(`lang=pl&untranslated=true&q=${encodeURIComponent('śląskie')}`)).toEqual([
      silesian.key,
    ]);
    // A kind with no translations takes no such filter.
    expect((await call(editor, 'GET', '/api/back-office/kinds/faq?untranslated=true')).statusCode).toBe(400);
  });

  it('lists undated drafts first, then the newest publication, as the old list did', async () => {
    const { editor } = await staff();
    const first = await create(editor, 'news', { lang: 'pl', title: 'Porządek: pierwsza' });
    const second = await create(editor, 'news', { lang: 'pl', title: 'Porządek: druga' });
    const draft = await create(editor, 'news', { lang: 'pl', title: 'Porządek: szkic' });
    // The second is published before the first: its publication is the older one.
    await publish(editor, 'news', second.key, second.version);
    await publish(editor, 'news', first.key, first.version);
    const answer = await call(editor, 'GET', `${KINDS}/news?lang=pl&q=${encodeURIComponent('porządek:')}`);
    expect(answer.json().data.map((item: { key: string }) => item.key)).toEqual([
      draft.key,
      first.key,
      second.key,
    ]);
  });

  it('reads a draft the old editor dated as undated, and publishes it dated now', async () => {
    const { editor } = await staff();
    const dated = '2026-01-01T10:00:00.000Z';
    const row = await ctx.database.db
      .insertInto('news')
      .values({
        lang: 'pl',
        title: 'Stary szkic',
        lead: '',
        content: '<p>A.</p>',
        image: null,
        status: 'draft',
        published_at: dated,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = (await call(editor, 'GET', `${KINDS}/news/${row.id}`)).json().data;
    expect(item).toMatchObject({ status: 'draft', publishedAt: null, version: 1 });
    const done = await call(editor, 'POST', `${KINDS}/news/${row.id}/publication`, {
      body: { action: 'publish' },
      version: 1,
    });
    expect(done.json().data.publishedAt).not.toBe(dated);
    expect((await publicGet(`/api/news/${row.id}`)).json().data.title).toBe('Stary szkic');
  });
});
