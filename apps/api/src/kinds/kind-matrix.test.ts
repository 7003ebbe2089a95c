import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
import { blogPosts } from '@estate/domain/kinds/blog-posts';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import { events } from '@estate/domain/kinds/events';
import { homePage } from '@estate/domain/kinds/home-page';
import { news } from '@estate/domain/kinds/news';
import { offerGroups } from '@estate/domain/kinds/offer-groups';
import { offers } from '@estate/domain/kinds/offers';
import { pages } from '@estate/domain/kinds/pages';
import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../repositories/change-signal-repository';
import { writeMainPage } from '../repositories/main-page-repository';
import { SETTING_NAMES, writeSetting } from '../repositories/settings-repository';
import { MAIN_PAGE_SEED } from '../seed/main-page-seed';
import { offerEditorForm } from '../testing/offer-editor-form';
import { testPublicationLoop } from '../testing/publication-loops';
import { createSignedInStaff, type TestStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { findKindRow, updateKindRow } from './kind-store';
import { fixtureNotes } from './testing/fixture-notes';
import { kindCaller, twoEditors } from './testing/kind-calls';

type Values = Record<string, unknown>;

/** What the matrix needs of each kind beside its declaration: values to write and its public answer. */
interface MatrixKind {
  kind: DefinedKind;
  create: Values;
  /** A save's body (the fields fixed at creation left out), made different by `mark`. */
  edit: (mark: string) => Values;
  /** The kind's public answer where the item shows once published, by its key and live values (a slug). */
  publicUrl: string | ((key: string, live: Values) => string);
  /** A body its rules refuse once sanitised, and the field error they give. */
  refused: { body: Values; fields: Record<string, string> };
  /** Two fields `edit` changes: the copy changes the first, a live write the second (§3.4's merge). */
  pair: readonly [string, string];
}

const FAQ: MatrixKind = {
  kind: ALL_KINDS.find((kind) => kind.name === 'faq') ?? fixtureNotes,
  create: { lang: 'pl', question: 'Jak kupić?', answer: '<p>Napisz do nas.</p><script>alert(1)</script>' },
  edit: (mark) => ({ question: `Jak kupić ${mark}?`, answer: `<p>Zadzwoń ${mark}.</p>` }),
  publicUrl: '/api/faq?lang=pl',
  refused: {
    body: { lang: 'pl', question: 'Pusta?', answer: '<script>alert(1)</script>' },
    fields: { answer: 'required' },
  },
  pair: ['question', 'answer'],
};
const group = (mark: string) => ({
  type: 'promotion',
  namePl: `Promocja ${mark}`,
  nameEn: 'Promotion',
  descriptionPl: `<p>Taniej ${mark}.</p>`,
  descriptionEn: '<p>Cheaper.</p>',
  image: null,
  voivodeship: null,
  sortOrder: 2,
  members: [],
});
const GROUPS: MatrixKind = {
  kind: offerGroups,
  create: { ...group('nowa'), descriptionPl: '<p>Taniej.</p><script>alert(1)</script>' },
  edit: group,
  publicUrl: (key) => `/api/grouptype/${key}?lang=pl`,
  refused: { body: { ...group('x'), type: 'territorial' }, fields: { voivodeship: 'required' } },
  pair: ['namePl', 'descriptionPl'],
};
// Each edit changes its pair of fields only (the merge row counts on it).
const article = (mark: string) => ({ title: `Wpis ${mark}`, content: `<p>Treść ${mark}.</p>` });
const ARTICLE_CREATE = {
  lang: 'pl',
  title: 'Wpis',
  content: '<p>Treść.</p><script>alert(1)</script>',
};
const NEWS: MatrixKind = {
  kind: news,
  create: ARTICLE_CREATE,
  edit: article,
  publicUrl: (key) => `/api/news/${key}`,
  refused: { body: { ...ARTICLE_CREATE, title: '  ' }, fields: { title: 'required' } },
  pair: ['title', 'content'],
};
const EVENTS: MatrixKind = {
  kind: events,
  create: { ...ARTICLE_CREATE, eventDate: '2027-03-01T17:00:00.000Z', place: 'Kraków' },
  edit: (mark) => ({
    title: `Wpis ${mark}`,
    content: '<p>Treść.</p>',
    eventDate: '2027-03-01T17:00:00.000Z',
    place: `Kraków ${mark}`,
  }),
  publicUrl: (key) => `/api/events/${key}`,
  refused: { body: ARTICLE_CREATE, fields: { eventDate: 'required' } },
  pair: ['title', 'place'],
};
// A slug left empty is made from the title (free with -2, -3…); an edit names its own, one per mark.
const BLOG: MatrixKind = {
  kind: blogPosts,
  create: ARTICLE_CREATE,
  edit: (mark) => ({ ...article(mark), title: 'Wpis', slug: `wpis-${mark}` }),
  publicUrl: (_key, live) => `/api/blog/slug?lang=pl&slug=${String(live.slug)}`,
  refused: { body: { ...ARTICLE_CREATE, slug: 'Nie Slug!' }, fields: { slug: 'slug_invalid' } },
  pair: ['slug', 'content'],
};
const PAGES: MatrixKind = {
  kind: pages,
  create: { ...ARTICLE_CREATE, title: 'Strona' },
  edit: (mark) => ({ ...article(mark), title: 'Strona', slug: `strona-${mark}` }),
  publicUrl: (_key, live) => `/api/page?slug=${String(live.slug)}`,
  refused: { body: { ...ARTICLE_CREATE, slug: 'f' }, fields: { slug: 'slug_invalid' } },
  pair: ['slug', 'content'],
};
// An offer's edit changes its Polish title and lead; its public answer is /api/classified/{id}.
const offer = (mark: string) => offerEditorForm({ titlePl: `Oferta ${mark}`, leadPl: `Wstęp ${mark}` });
const OFFERS: MatrixKind = {
  kind: offers,
  create: { ...offer('nowa'), descriptionPl: '<p>Opis</p><script>alert(1)</script>' },
  edit: offer,
  publicUrl: (key) => `/api/classified/${key}?lang=pl`,
  refused: {
    body: { ...offer('x'), discountPrice: 300_000_000 },
    fields: { discountPrice: 'discount_not_lower' },
  },
  pair: ['titlePl', 'leadPl'],
};
/**
 * The row of a kind the matrix can write values for from its declaration alone: one whose items
 * are public by the mechanism's own read (`publicReads`) and whose fields are texts, rich texts, a
 * language and the translation link (the fixture; a kind like case studies). Its create sends a
 * hostile rich text, its edit changes its first text and first rich text, its refusal leaves a
 * required text blank. Null: the kind needs a row written for it.
 */
function rowFromDeclaration(kind: DefinedKind): MatrixKind | null {
  const fields = Object.entries(kind.fields);
  const named = (type: string) =>
    fields.filter(([, field]) => field.widget.type === type).map(([name]) => name);
  const [text, ...texts] = named('text');
  const [rich, ...riches] = named('richText');
  const required = [text, ...texts].find((name) => name && !kind.fields[name]?.schema.safeParse('').success);
  const plain = fields.every(
    ([name, field]) =>
      ['text', 'richText', 'language'].includes(field.widget.type) || name === kind.translation?.field,
  );
  if (!kind.publicReads || !plain || !text || !rich || !required) return null;
  const others = {
    ...Object.fromEntries(texts.map((name) => [name, name])),
    ...Object.fromEntries(riches.map((name) => [name, `<p>${name}</p>`])),
  };
  const edit = (mark: string) => ({
    ...others,
    [text]: `${text} ${mark}`,
    [rich]: `<p>${rich} ${mark}.</p>`,
  });
  const create = {
    ...Object.fromEntries(named('language').map((name) => [name, 'en'])),
    ...edit('new'),
    [rich]: '<p>Body.</p><img src=x onerror=alert(1)>',
  };
  return {
    kind,
    create,
    edit,
    publicUrl: (key) => `/api/kinds/${kind.name}/${key}`,
    refused: { body: { ...create, [required]: '  ' }, fields: { [required]: 'required' } },
    pair: [text, rich],
  };
}
// The fixture's row is made so, which is how a new plain kind gets its row without writing one.
const NOTES = rowFromDeclaration(fixtureNotes);
if (!NOTES) throw new Error('the fixture kind is a plain kind: its row is made from its declaration');
/**
 * Every kind with states in the registry, and the fixture: a kind added to ALL_KINDS needs its row
 * here unless `rowFromDeclaration` makes it (a live kind: in live-kind-matrix.test.ts).
 */
const WRITTEN = [FAQ, GROUPS, NEWS, EVENTS, BLOG, PAGES, OFFERS];
const MATRIX = [
  ...WRITTEN,
  ...ALL_KINDS.filter(
    (kind) => kind.publication.mode === 'states' && !WRITTEN.some((row) => row.kind === kind),
  )
    .map(rowFromDeclaration)
    .filter((row) => row !== null),
  NOTES,
];

/**
 * A `document` kind's row (the home page, decision 052 S7): its items are there from the start (one
 * per language), never created, deleted or taken down, so the rows of creation and unpublishing read
 * otherwise; `seed` writes the item's public document, `edit` a save's body.
 */
interface DocumentMatrixKind {
  kind: DefinedKind;
  key: string;
  seed: (db: ReturnType<typeof useTestApp>['database']['db']) => Promise<void>;
  edit: (mark: string) => Values;
  publicUrl: string;
}
// The seed's images are not in the test's media store: a page without them.
const homeValues = (mark: string) => ({
  slider: [],
  popup: null,
  whoWeAre: { ...MAIN_PAGE_SEED.pl.whoWeAre, title: `Kim jesteśmy ${mark}` },
});
const HOME: DocumentMatrixKind = {
  kind: homePage,
  key: 'pl',
  seed: (db) =>
    writeMainPage(db, 'pl', { ...MAIN_PAGE_SEED.pl, ...homeValues('') }, '2026-11-01T10:00:00.000Z'),
  edit: homeValues,
  publicUrl: '/api/main_page?lang=pl',
};
const DOCUMENT_MATRIX = [HOME];

describe.each(testDialects())('every editable kind behaves the same (decision 052 §5) on %s', (dialect) => {
  const ctx = useTestApp(
    dialect,
    { seedDemoData: false },
    {
      kinds: [...ALL_KINDS, fixtureNotes],
      prepare: async (database) => {
        // No automatic "new" at an offer's first publication (decision 058): every edit below sends
        // its badges off, as a person clearing them would; offer-kind.test.ts covers the badges.
        await writeSetting(database.db, SETTING_NAMES.offerNewDays, '0', new Date());
      },
    },
  );

  it('has a row for every kind of the registry', () => {
    const withStates = ALL_KINDS.filter((kind) => kind.publication.mode === 'states');
    expect(withStates.map((kind) => MATRIX.find((row) => row.kind === kind)?.kind.name)).toEqual(
      withStates.map((kind) => kind.name),
    );
    const documents = ALL_KINDS.filter((kind) => kind.publication.mode === 'document');
    expect(documents.map((kind) => DOCUMENT_MATRIX.find((row) => row.kind === kind)?.kind.name)).toEqual(
      documents.map((kind) => kind.name),
    );
  });

  describe.each(DOCUMENT_MATRIX.map((row) => [row.kind.name, row] as const))('%s', (_name, row) => {
    const { kind, key } = row;
    const path = `/api/back-office/kinds/${kind.name}/${key}`;
    const staff = twoEditors(ctx);
    const call = kindCaller(ctx);
    const publicAnswer = async () => (await ctx.app.inject({ method: 'GET', url: row.publicUrl })).body;
    const auditOf = () =>
      ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_email', 'actor_id'])
        .where('entity', '=', kind.audit.entity)
        .where('entity_id', '=', key)
        .orderBy('id')
        .execute();
    const read = async () => (await call((await staff()).editor, 'GET', path)).json().data;

    it('keeps every edit in the working copy: stale writes refused, the public answer unchanged until published, preview showing the edit, discard restoring, never taken down, every write audited', async () => {
      const { editor, other } = await staff();
      await row.seed(ctx.database.db);
      const opened = await call(editor, 'GET', path);
      expect(opened.headers.etag).toBe(`"${opened.json().data.version}"`);
      const start = opened.json().data as { version: number; status: string; values: Values };
      expect(start.status).toBe('published');
      const agent = await createSignedInStaff(ctx, 'agent');
      expect(
        (await call(agent, 'PUT', path, { body: row.edit('x'), version: start.version })).statusCode,
      ).toBe(403);
      expect((await call(editor, 'PUT', path, { body: row.edit('x') })).statusCode).toBe(400);
      const before = await publicAnswer();
      const signal = await readChangeSignal(ctx.database.db, 'content');

      const theirs = await call(other, 'PUT', path, { body: row.edit('theirs'), version: start.version });
      expect(theirs.json().data).toMatchObject({ version: start.version + 1, values: row.edit('theirs') });
      const mine = await call(editor, 'PUT', path, { body: row.edit('mine'), version: start.version });
      expect(mine.statusCode).toBe(409);
      expect(mine.json().error.conflict).toMatchObject({
        version: start.version + 1,
        changedBy: other.email,
      });
      expect(await read()).toMatchObject({ values: row.edit('theirs') });
      expect(await publicAnswer()).toBe(before);
      const preview = await call(editor, 'GET', `${path}/preview`);
      expect(preview.json().data.values).toEqual(row.edit('theirs'));
      expect(await readChangeSignal(ctx.database.db, 'content')).toBe(signal);

      const down = await call(editor, 'POST', `${path}/publication`, {
        body: { action: 'unpublish' },
        version: start.version + 1,
      });
      expect(down.json().error.fields).toEqual({ action: 'invalid_value' });
      const discarded = await call(editor, 'DELETE', `${path}/draft`, { version: start.version + 1 });
      expect(discarded.json().data).toMatchObject({
        draft: null,
        version: start.version,
        values: start.values,
      });

      await call(editor, 'PUT', path, { body: row.edit('final'), version: start.version });
      const published = await call(editor, 'POST', `${path}/publication`, {
        body: { action: 'publish' },
        version: start.version + 1,
      });
      expect(published.json().data).toMatchObject({ draft: null, version: start.version + 1 });
      expect(await publicAnswer()).not.toBe(before);
      expect(await readChangeSignal(ctx.database.db, 'content')).toBe(signal + 1);
      const prefix = kind.audit.prefix;
      expect((await auditOf()).map((entry) => [entry.action, entry.actor_email])).toEqual([
        [`${prefix}.save-draft`, other.email],
        [`${prefix}.discard-draft`, editor.email],
        [`${prefix}.save-draft`, editor.email],
        [`${prefix}.publish`, editor.email],
      ]);
    });

    it('publishes a scheduled working copy once, with two processes’ loops', async () => {
      const { editor } = await staff();
      const start = await read();
      const at = new Date(Date.now() + 3_600_000);
      const saved = await call(editor, 'PUT', path, { body: row.edit('scheduled'), version: start.version });
      const scheduled = await call(editor, 'POST', `${path}/publication`, {
        body: { action: 'schedule', at: at.toISOString() },
        version: saved.json().data.version,
      });
      expect(scheduled.json().data.draft).toMatchObject({ publishAt: at.toISOString() });
      const before = await publicAnswer();
      let clock = new Date();
      const loops = [0, 1].map(() =>
        testPublicationLoop(ctx.database, { now: () => clock, kinds: [...ALL_KINDS, fixtureNotes] }),
      );
      await loops[0]?.tick();
      expect(await publicAnswer()).toBe(before);
      const signal = await readChangeSignal(ctx.database.db, 'content');
      clock = new Date(at.getTime() + 1_000);
      await Promise.all(loops.map((loop) => loop.tick()));
      await loops[1]?.tick();
      expect(await read()).toMatchObject({ draft: null, values: row.edit('scheduled') });
      expect(await publicAnswer()).not.toBe(before);
      expect(await readChangeSignal(ctx.database.db, 'content')).toBe(signal + 1);
      const runs = (await auditOf()).filter(
        (entry) => entry.action === `${kind.audit.prefix}.scheduled-publication`,
      );
      expect(runs).toEqual([
        { action: `${kind.audit.prefix}.scheduled-publication`, actor_email: null, actor_id: null },
      ]);
    });
  });

  describe.each(MATRIX.map((row) => [row.kind.name, row] as const))('%s', (_name, row) => {
    const { kind } = row;
    const path = `/api/back-office/kinds/${kind.name}`;
    // The public data the kind's publication changes (a group's: the content's and its offers').
    const signalName = kind.signals[0] ?? 'content';
    // An agent may read a kind's items, unless they are an agent's own (offers: another's is 403).
    const agentReads = kind.access.read.includes('agent') && !kind.access.owner;
    const staff = twoEditors(ctx);
    const call = kindCaller(ctx);
    const create = async (who: TestStaff) => {
      const made = await call(who, 'POST', path, { body: row.create });
      expect(made.statusCode, made.body).toBe(201);
      return made.json().data as { key: string; version: number; status: string; values: Values };
    };
    const publish = async (who: TestStaff, key: string, version: number) => {
      const done = await call(who, 'POST', `${path}/${key}/publication`, {
        body: { action: 'publish' },
        version,
      });
      expect(done.statusCode, done.body).toBe(200);
      return done.json().data as { version: number; status: string; publishedAt: string };
    };
    const publicAnswer = async (key: string) => {
      const stored = await findKindRow(ctx.database.db, kind, Number(key));
      const url =
        typeof row.publicUrl === 'function' ? row.publicUrl(key, stored?.values ?? {}) : row.publicUrl;
      return (await ctx.app.inject({ method: 'GET', url })).body;
    };
    const auditOf = (key: string) =>
      ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_email', 'actor_id'])
        .where('entity', '=', kind.audit.entity)
        .where('entity_id', '=', key)
        .orderBy('id')
        .execute();

    it('creates a draft at version 1, sanitised, with its version as the ETag; access is the declaration’s', async () => {
      const { editor } = await staff();
      const made = await call(editor, 'POST', path, { body: row.create });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.headers.etag).toBe('"1"');
      const item = made.json().data;
      expect(item).toMatchObject({ status: 'draft', version: 1, publishedAt: null, draft: null });
      expect(JSON.stringify(item.values)).not.toMatch(/<script|onerror/);
      const refused = await call(editor, 'POST', path, { body: row.refused.body });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual(row.refused.fields);
      const listed = await call(editor, 'GET', `${path}?status=draft`);
      expect(listed.json().data.map((each: { key: string }) => each.key)).toContain(item.key);

      const agent = await createSignedInStaff(ctx, 'agent');
      expect((await call(agent, 'GET', `${path}/${item.key}`)).statusCode).toBe(agentReads ? 200 : 403);
      expect(
        (await call(agent, 'PUT', `${path}/${item.key}`, { body: row.edit('x'), version: 1 })).statusCode,
      ).toBe(403);
      // A write names the version it started from; a key of no item is 404.
      expect((await call(editor, 'PUT', `${path}/${item.key}`, { body: row.edit('x') })).statusCode).toBe(
        400,
      );
      expect(
        (await call(editor, 'PUT', `${path}/${item.key}`, { body: row.edit('x'), version: 'abc' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call(editor, 'PUT', `${path}/999999`, { body: row.edit('x'), version: 1 })).statusCode,
      ).toBe(404);
    });

    it('is documented in OpenAPI with its own schemas, named from the declaration', async () => {
      const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const named = kind.names.operation.one;
      expect(Object.keys(document.components.schemas)).toEqual(
        expect.arrayContaining([named, `${named}Values`]),
      );
      const item = document.paths[`${path}/{key}`];
      expect(JSON.stringify(item.get.responses['200'])).toContain(`#/components/schemas/${named}`);
      const preview = document.paths[`${path}/{key}/preview`].get;
      expect(JSON.stringify(preview.responses['200'])).toContain(`#/components/schemas/${named}Values`);
      // Operation ids come from the registry's declarations (the fixture kind is not in it).
      if (ALL_KINDS.includes(kind)) expect(preview.operationId).toBe(`preview${named}`);
      expect(Object.keys(item.put.requestBody.content['application/json'].schema.properties).sort()).toEqual(
        Object.entries(kind.fields)
          .filter(([, field]) => field.fixed !== 'after-create')
          .map(([name]) => name)
          .sort(),
      );
    });

    it('refuses a stale write with who changed it and when, and keeps the other’s values', async () => {
      const { editor, other } = await staff();
      const item = await create(editor);
      const theirs = await call(other, 'PUT', `${path}/${item.key}`, {
        body: row.edit('theirs'),
        version: 1,
      });
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect(theirs.headers.etag).toBe('"2"');
      const mine = await call(editor, 'PUT', `${path}/${item.key}`, { body: row.edit('mine'), version: 1 });
      expect(mine.statusCode).toBe(409);
      const refusal = mine.json().error;
      expect(refusal.code).toBe('edit_conflict');
      expect(refusal.conflict).toMatchObject({ version: 2, changedBy: other.email });
      expect(Number.isNaN(Date.parse(refusal.conflict.changedAt))).toBe(false);
      const stored = (await call(editor, 'GET', `${path}/${item.key}`)).json().data;
      expect(stored.values).toMatchObject(row.edit('theirs'));
      // Publication and deletion check the version too.
      const stalePublish = await call(editor, 'POST', `${path}/${item.key}/publication`, {
        body: { action: 'publish' },
        version: 1,
      });
      expect(stalePublish.statusCode).toBe(409);
      if (kind.deletable === false) {
        // Never deleted (offers are archived): there is no such route.
        expect((await call(editor, 'DELETE', `${path}/${item.key}`, { version: 2 })).statusCode).toBe(404);
        expect((await call(editor, 'GET', `${path}/${item.key}`)).statusCode).toBe(200);
        return;
      }
      expect((await call(editor, 'DELETE', `${path}/${item.key}`, { version: 1 })).statusCode).toBe(409);
      expect((await call(editor, 'DELETE', `${path}/${item.key}`, { version: 2 })).statusCode).toBe(204);
      expect((await call(editor, 'GET', `${path}/${item.key}`)).statusCode).toBe(404);
    });

    it('keeps a published item’s edits in its working copy: the public answer is unchanged until "publish changes"; discarding restores the live values', async () => {
      const { editor, other } = await staff();
      const item = await create(editor);
      const published = await publish(editor, item.key, 1);
      expect(published).toMatchObject({ status: 'published', version: 2 });
      const live = await publicAnswer(item.key);
      const liveValues = (await call(editor, 'GET', `${path}/${item.key}`)).json().data.values;
      const signal = await readChangeSignal(ctx.database.db, signalName);

      const saved = await call(editor, 'PUT', `${path}/${item.key}`, { body: row.edit('draft'), version: 2 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({
        status: 'published',
        version: 3,
        draft: { version: 3, updatedBy: editor.email, publishAt: null },
        values: row.edit('draft'),
      });
      // The preview (§5 row 5, as the kind's readers may see it) shows the edit; the public answer and the signal do not move.
      const preview = await call(other, 'GET', `${path}/${item.key}/preview`);
      expect(preview.statusCode, preview.body).toBe(200);
      // (A kind whose public page is shaped otherwise answers that `page` beside: see its own tests.)
      expect(preview.json().data).toMatchObject({
        key: item.key,
        values: { ...liveValues, ...row.edit('draft') },
      });
      expect(
        (await call(await createSignedInStaff(ctx, 'agent'), 'GET', `${path}/${item.key}/preview`))
          .statusCode,
      ).toBe(agentReads ? 200 : 403);
      expect((await call(other, 'GET', `${path}/999999/preview`)).statusCode).toBe(404);
      expect(await publicAnswer(item.key)).toBe(live);
      expect(await readChangeSignal(ctx.database.db, signalName)).toBe(signal);
      // A second save of the copy goes on from its version; a stale one is refused.
      expect(
        (await call(editor, 'PUT', `${path}/${item.key}`, { body: row.edit('again'), version: 3 }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call(other, 'PUT', `${path}/${item.key}`, { body: row.edit('late'), version: 3 })).statusCode,
      ).toBe(409);

      // Discarded: the editor shows the live values at the row's version.
      const discarded = await call(editor, 'DELETE', `${path}/${item.key}/draft`, { version: 4 });
      expect(discarded.statusCode, discarded.body).toBe(200);
      expect(discarded.json().data).toMatchObject({ version: 2, draft: null, values: liveValues });
      expect(await publicAnswer(item.key)).toBe(live);

      // Edited again and published: the copy becomes public, the row takes the copy's version.
      expect(
        (await call(editor, 'PUT', `${path}/${item.key}`, { body: row.edit('final'), version: 2 }))
          .statusCode,
      ).toBe(200);
      expect(await publicAnswer(item.key)).toBe(live);
      const changes = await call(editor, 'POST', `${path}/${item.key}/publication`, {
        body: { action: 'publish' },
        version: 3,
      });
      expect(changes.statusCode, changes.body).toBe(200);
      expect(changes.json().data).toMatchObject({
        status: 'published',
        version: 3,
        draft: null,
        publishedAt: published.publishedAt,
        values: row.edit('final'),
      });
      expect(await publicAnswer(item.key)).not.toBe(live);
      expect(await readChangeSignal(ctx.database.db, signalName)).toBe(signal + 1);
      // Nothing left to publish.
      const nothing = await call(editor, 'POST', `${path}/${item.key}/publication`, {
        body: { action: 'publish' },
        version: 3,
      });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().error.fields).toEqual({ action: 'invalid_value' });

      expect((await auditOf(item.key)).map((entry) => [entry.action, entry.actor_email])).toEqual([
        [`${kind.audit.prefix}.create`, editor.email],
        [`${kind.audit.prefix}.publish`, editor.email],
        [`${kind.audit.prefix}.save-draft`, editor.email],
        [`${kind.audit.prefix}.save-draft`, editor.email],
        [`${kind.audit.prefix}.discard-draft`, editor.email],
        [`${kind.audit.prefix}.save-draft`, editor.email],
        [`${kind.audit.prefix}.publish-changes`, editor.email],
      ]);
    });

    it.runIf(kind.order)(
      'puts a group in manual order, new items last; a stale list is refused',
      async () => {
        const { editor } = await staff();
        const group = Object.fromEntries((kind.order?.within ?? []).map((name) => [name, row.create[name]]));
        const query = new URLSearchParams(
          Object.entries(group).map(([name, value]): [string, string] => [name, String(value)]),
        );
        const keysNow = async () =>
          (await call(editor, 'GET', `${path}?${query}`))
            .json()
            .data.map((each: { key: string }) => each.key);
        const before = await keysNow();
        const made = [await create(editor), await create(editor)].map((item) => item.key);
        expect(await keysNow()).toEqual([...before, ...made]);
        const wanted = [...made].reverse().concat(before);
        const reordered = await call(editor, 'PUT', `${path}/order`, { body: { ...group, keys: wanted } });
        expect(reordered.statusCode, reordered.body).toBe(200);
        expect(reordered.json().data.map((each: { key: string }) => each.key)).toEqual(wanted);
        expect(await keysNow()).toEqual(wanted);
        const stale = await call(editor, 'PUT', `${path}/order`, { body: { ...group, keys: made } });
        expect(stale.statusCode).toBe(409);
        expect(stale.json().error.code).toBe('list_changed');
        const entries = await ctx.database.db
          .selectFrom('audit_log')
          .select(['entity_id', 'actor_email'])
          .where('action', '=', `${kind.audit.prefix}.reorder`)
          .execute();
        expect(entries).toEqual([{ entity_id: Object.values(group).join(' '), actor_email: editor.email }]);
      },
    );

    it.runIf(kind.translation)(
      'links an item to its translation and unlinks it; a published one’s link follows its publication',
      async () => {
        const link = kind.translation;
        if (!link) return;
        const { editor } = await staff();
        const lang = row.create[link.lang];
        const otherLang = lang === 'pl' ? 'en' : 'pl';
        const mine = await create(editor);
        const made = await call(editor, 'POST', path, { body: { ...row.create, [link.lang]: otherLang } });
        const theirs = made.json().data as { key: string; version: number };
        const linkOf = async (key: string) =>
          (await call(editor, 'GET', `${path}/${key}`)).json().data.values[link.field];
        const save = (key: string, version: number, target: number | null, mark = 'linked') =>
          call(editor, 'PUT', `${path}/${key}`, {
            body: { ...row.edit(mark), [link.field]: target },
            version,
          });

        const sameLanguage = await create(editor);
        const refused = await save(mine.key, 1, Number(sameLanguage.key));
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.fields).toEqual({ [link.field]: 'translation_invalid' });
        const linked = await save(mine.key, 1, Number(theirs.key));
        expect(linked.statusCode, linked.body).toBe(200);
        expect(await linkOf(mine.key)).toBe(Number(theirs.key));
        expect(await linkOf(theirs.key)).toBe(Number(mine.key));
        // Another item of this language may not take the same translation.
        const taken = await save(sameLanguage.key, 1, Number(theirs.key), 'taken');
        expect(taken.json().error.fields).toEqual({ [link.field]: 'translation_taken' });

        // Published, the item's unlinking waits in its working copy until its changes are published.
        const published = await publish(editor, mine.key, 2);
        const unlinked = await save(mine.key, published.version, null, 'unlinked');
        expect(unlinked.json().data.values[link.field]).toBeNull();
        expect(await linkOf(theirs.key)).toBe(Number(mine.key));
        await call(editor, 'POST', `${path}/${mine.key}/publication`, {
          body: { action: 'publish' },
          version: unlinked.json().data.version,
        });
        expect(await linkOf(mine.key)).toBeNull();
        expect(await linkOf(theirs.key)).toBeNull();
      },
    );

    it('unpublishes to `unpublished`, and republished it keeps its first date', async () => {
      const { editor } = await staff();
      const item = await create(editor);
      expect(
        (
          await call(editor, 'POST', `${path}/${item.key}/publication`, {
            body: { action: 'unpublish' },
            version: 1,
          })
        ).statusCode,
      ).toBe(400);
      const published = await publish(editor, item.key, 1);
      const down = await call(editor, 'POST', `${path}/${item.key}/publication`, {
        body: { action: 'unpublish' },
        version: published.version,
      });
      expect(down.statusCode, down.body).toBe(200);
      expect(down.json().data).toMatchObject({ status: 'unpublished', publishedAt: published.publishedAt });
      const again = await publish(editor, item.key, down.json().data.version);
      expect(again).toMatchObject({ status: 'published', publishedAt: published.publishedAt });
      const actions = (await auditOf(item.key)).map((entry) => entry.action);
      expect(actions.slice(-3)).toEqual([
        `${kind.audit.prefix}.publish`,
        `${kind.audit.prefix}.unpublish`,
        `${kind.audit.prefix}.publish`,
      ]);
    });

    it('publishes only what the copy changed: a live write made meanwhile survives, a field changed on both sides is 409 and nothing changes, by staff and by the loop', async () => {
      const { editor } = await staff();
      const [mineField, liveField] = row.pair;
      const item = await create(editor);
      await publish(editor, item.key, 1);
      const id = Number(item.key);
      const read = async () => (await call(editor, 'GET', `${path}/${item.key}`)).json().data;
      const start = (await read()).values as Values;
      // The copy changes one field; a live write (as the import or a hook will) changes the other.
      const copyBody = (mark: string, over: Values) => ({
        ...row.edit(mark),
        [liveField]: over[liveField],
        [mineField]: row.edit(mark)[mineField],
      });
      const saveCopy = async (mark: string, over: Values, version: number) => {
        const saved = await call(editor, 'PUT', `${path}/${item.key}`, {
          body: copyBody(mark, over),
          version,
        });
        expect(saved.statusCode, saved.body).toBe(200);
        return saved.json().data as { version: number; values: Values };
      };
      const liveWrite = async (field: string, value: unknown) => {
        const stored = await findKindRow(ctx.database.db, kind, id);
        if (!stored) throw new Error('row gone');
        expect(
          await updateKindRow(ctx.database.db, kind, id, stored.version, {
            values: { ...stored.values, [field]: value },
          }),
        ).toEqual({ unused: [] });
        return (await findKindRow(ctx.database.db, kind, id))?.values ?? {};
      };

      const copy = await saveCopy('mine', start, 2);
      await liveWrite(liveField, row.edit('live')[liveField]);
      const merged = await call(editor, 'POST', `${path}/${item.key}/publication`, {
        body: { action: 'publish' },
        version: copy.version,
      });
      expect(merged.statusCode, merged.body).toBe(200);
      const afterMerge = {
        ...start,
        [mineField]: copy.values[mineField],
        [liveField]: row.edit('live')[liveField],
      };
      // The row takes a version past both the copy's and the live write's, so neither editor's is current.
      expect(merged.json().data).toMatchObject({ version: 4, draft: null, values: afterMerge });
      expect((await findKindRow(ctx.database.db, kind, id))?.values).toMatchObject(afterMerge);

      // Both sides change the same field: refused, the copy and the row stay as they are.
      const second = await saveCopy('again', afterMerge, merged.json().data.version);
      const live = await liveWrite(mineField, row.edit('theirs')[mineField]);
      const publicBefore = await publicAnswer(item.key);
      const refused = await call(editor, 'POST', `${path}/${item.key}/publication`, {
        body: { action: 'publish' },
        version: second.version,
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'edit_conflict',
        fields: { [mineField]: 'edit_conflict' },
        conflict: { version: second.version },
      });
      expect(await read()).toMatchObject({ version: second.version, draft: { version: second.version } });
      expect((await findKindRow(ctx.database.db, kind, id))?.values).toEqual(live);
      expect(await publicAnswer(item.key)).toBe(publicBefore);

      // The loop leaves a conflicting due copy as it is, and merges one that does not conflict.
      const at = new Date(Date.now() + 3_600_000);
      const scheduled = await call(editor, 'POST', `${path}/${item.key}/publication`, {
        body: { action: 'schedule', at: at.toISOString() },
        version: second.version,
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      const loop = testPublicationLoop(ctx.database, {
        now: () => new Date(at.getTime() + 1_000),
        kinds: [...ALL_KINDS, fixtureNotes],
      });
      await loop.tick();
      expect(await read()).toMatchObject({ draft: { version: scheduled.json().data.version } });
      expect((await findKindRow(ctx.database.db, kind, id))?.values).toEqual(live);
      expect(await publicAnswer(item.key)).toBe(publicBefore);

      const discarded = await call(editor, 'DELETE', `${path}/${item.key}/draft`, {
        version: scheduled.json().data.version,
      });
      expect(discarded.statusCode, discarded.body).toBe(200);
      const third = await saveCopy('third', live, discarded.json().data.version);
      const rescheduled = await call(editor, 'POST', `${path}/${item.key}/publication`, {
        body: { action: 'schedule', at: at.toISOString() },
        version: third.version,
      });
      expect(rescheduled.statusCode, rescheduled.body).toBe(200);
      await liveWrite(liveField, row.edit('live2')[liveField]);
      await loop.tick();
      const final = {
        ...live,
        [mineField]: third.values[mineField],
        [liveField]: row.edit('live2')[liveField],
      };
      expect(await read()).toMatchObject({ draft: null, values: final });
    });

    it('publishes a scheduled item and a scheduled working copy once, with two processes’ loops', async () => {
      const { editor } = await staff();
      const scheduledItem = await create(editor);
      const withCopy = await create(editor);
      const copyPublished = await publish(editor, withCopy.key, 1);
      const at = new Date(Date.now() + 3_600_000);
      const past = await call(editor, 'POST', `${path}/${scheduledItem.key}/publication`, {
        body: { action: 'schedule', at: new Date(Date.now() - 60_000).toISOString() },
        version: 1,
      });
      expect(past.json().error.fields).toEqual({ at: 'publish_at_past' });
      const scheduled = await call(editor, 'POST', `${path}/${scheduledItem.key}/publication`, {
        body: { action: 'schedule', at: at.toISOString() },
        version: 1,
      });
      expect(scheduled.json().data).toMatchObject({ status: 'scheduled', publishedAt: at.toISOString() });
      const edited = await call(editor, 'PUT', `${path}/${withCopy.key}`, {
        body: row.edit('scheduled'),
        version: copyPublished.version,
      });
      const copyScheduled = await call(editor, 'POST', `${path}/${withCopy.key}/publication`, {
        body: { action: 'schedule', at: at.toISOString() },
        version: edited.json().data.version,
      });
      expect(copyScheduled.statusCode, copyScheduled.body).toBe(200);
      expect(copyScheduled.json().data).toMatchObject({
        status: 'published',
        draft: { publishAt: at.toISOString() },
      });
      const liveBefore = await publicAnswer(withCopy.key);

      let clock = new Date();
      const loops = [0, 1].map(() =>
        testPublicationLoop(ctx.database, { now: () => clock, kinds: [...ALL_KINDS, fixtureNotes] }),
      );
      await loops[0]?.tick();
      expect(await publicAnswer(withCopy.key)).toBe(liveBefore);
      const signal = await readChangeSignal(ctx.database.db, signalName);
      clock = new Date(at.getTime() + 1_000);
      await Promise.all(loops.map((loop) => loop.tick()));
      await loops[1]?.tick();

      const item = (await call(editor, 'GET', `${path}/${scheduledItem.key}`)).json().data;
      expect(item).toMatchObject({ status: 'published', publishedAt: at.toISOString() });
      const copied = (await call(editor, 'GET', `${path}/${withCopy.key}`)).json().data;
      expect(copied).toMatchObject({ status: 'published', draft: null, values: row.edit('scheduled') });
      expect(await publicAnswer(withCopy.key)).not.toBe(liveBefore);
      expect(await readChangeSignal(ctx.database.db, signalName)).toBe(signal + 1);
      for (const key of [scheduledItem.key, withCopy.key]) {
        const runs = (await auditOf(key)).filter(
          (entry) => entry.action === `${kind.audit.prefix}.scheduled-publication`,
        );
        expect(runs).toEqual([
          { action: `${kind.audit.prefix}.scheduled-publication`, actor_email: null, actor_id: null },
        ]);
      }
    });
  });
  // The offers' row with a media change (decision 052 "Media working copy as built"): the photos are
  // a field of the kind like the others, their rows pending until the copy naming them is public.
  describe('offers: a media change', () => {
    const path = `/api/back-office/kinds/${offers.name}`;
    const staff = twoEditors(ctx);
    const call = kindCaller(ctx);
    const photoRow = async (offerId: number, name: string, pending: number) =>
      (
        await ctx.database.db
          .insertInto('offer_photos')
          .values({
            offer_id: offerId,
            position: 0,
            path: `/media/offers/${name}`,
            width: 1600,
            height: 1200,
            alt_pl: name,
            alt_en: name,
            pending,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const photosOf = async (offerId: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/classified/${offerId}?lang=pl` }))
        .json()
        .data.photos.map((photo: { path: string; alt: string }) => [photo.path, photo.alt]);

    it('waits in the working copy, a stale one refused, and is published once by two processes’ loops', async () => {
      const { editor, other } = await staff();
      const made = await call(editor, 'POST', path, { body: offer('media') });
      const key = made.json().data.key as string;
      const id = Number(key);
      const kept = await photoRow(id, 'kept', 0);
      const dropped = await photoRow(id, 'dropped', 0);
      await call(editor, 'POST', `${path}/${key}/publication`, { body: { action: 'publish' }, version: 1 });
      const live = await photosOf(id);
      expect(live).toEqual([
        ['/media/offers/kept', 'kept'],
        ['/media/offers/dropped', 'dropped'],
      ]);
      const uploaded = await photoRow(id, 'uploaded', 1);
      const photos = [
        { id: uploaded, altPl: 'Nowe', altEn: 'New', focusX: 50, focusY: 50 },
        { id: kept, altPl: 'Zostaje', altEn: 'Kept', focusX: 20, focusY: 80 },
      ];
      const saved = await call(editor, 'PUT', `${path}/${key}`, {
        body: { ...offer('media'), photos },
        version: 2,
      });
      expect(saved.json().data).toMatchObject({ version: 3, draft: { version: 3 }, values: { photos } });
      // A list naming another offer's row is refused; a stale write too, naming who saved.
      const foreign = await call(editor, 'PUT', `${path}/${key}`, {
        body: { ...offer('media'), photos: [{ ...photos[0], id: 2_000_000_000 }] },
        version: 3,
      });
      expect(foreign.json().error.fields).toEqual({ photos: 'invalid_value' });
      const stale = await call(other, 'PUT', `${path}/${key}`, {
        body: { ...offer('media'), photos: [] },
        version: 2,
      });
      expect([stale.statusCode, stale.json().error.conflict?.changedBy]).toEqual([409, editor.email]);
      // The offer form's own save (no lists) keeps the copy's.
      const form = await call(editor, 'PUT', `${path}/${key}`, { body: offer('media form'), version: 3 });
      expect(form.json().data).toMatchObject({ version: 4, values: { photos } });
      expect(await photosOf(id)).toEqual(live);

      const at = new Date(Date.now() + 3_600_000);
      const scheduled = await call(editor, 'POST', `${path}/${key}/publication`, {
        body: { action: 'schedule', at: at.toISOString() },
        version: 4,
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      let clock = new Date();
      const loops = [0, 1].map(() =>
        testPublicationLoop(ctx.database, { now: () => clock, kinds: ALL_KINDS }),
      );
      await loops[0]?.tick();
      expect(await photosOf(id)).toEqual(live);
      clock = new Date(at.getTime() + 1_000);
      await Promise.all(loops.map((loop) => loop.tick()));
      await loops[1]?.tick();
      expect(await photosOf(id)).toEqual([
        ['/media/offers/uploaded', 'Nowe'],
        ['/media/offers/kept', 'Zostaje'],
      ]);
      const rows = await ctx.database.db
        .selectFrom('offer_photos')
        .select(['id', 'pending', 'focus_x'])
        .where('offer_id', '=', id)
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: kept, pending: 0, focus_x: 20 },
        { id: uploaded, pending: 0, focus_x: 50 },
      ]);
      expect(rows.map((row) => row.id)).not.toContain(dropped);
      const runs = await ctx.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'offer')
        .where('entity_id', '=', key)
        .where('action', '=', 'offer.scheduled-publication')
        .execute();
      expect(runs).toHaveLength(1);
    });
  });
});
