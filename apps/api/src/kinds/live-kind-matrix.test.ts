import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../repositories/change-signal-repository';
import { createSignedInStaff, type TestStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { kindCaller, twoEditors } from './testing/kind-calls';

type Values = Record<string, unknown>;

/** What the live matrix needs of each live kind beside its declaration. */
interface LiveRow {
  kind: DefinedKind;
  /** A new item's values, for a kind whose items are created; null: its items are known (`known`). */
  create: Values | null;
  /** The key of an item that exists without being created (named texts). */
  known?: string;
  /** A save's body (fixed fields left out), made different by `mark`. */
  edit: (mark: string) => Values;
  /** The public answer that shows the item, and a text of `edit(mark)` it shows. */
  publicUrl: string;
  publicShows: (mark: string) => string;
  /** A save its schema refuses, and the field error it gives. */
  refused: { body: Values; fields: Record<string, string> };
}

const kindNamed = (name: string) => {
  const kind = ALL_KINDS.find((each) => each.name === name);
  if (!kind) throw new Error(`no kind ${name}`);
  return kind;
};

const NAMED_TEXTS: LiveRow = {
  kind: kindNamed('chunks'),
  create: null,
  known: 'footer-sales-hours',
  edit: (mark) => ({ pl: `pn.–pt. 9–17 ${mark}`, en: `Mon–Fri 9–17 ${mark}` }),
  publicUrl: '/api/chunks',
  publicShows: (mark) => `Mon–Fri 9–17 ${mark}`,
  refused: { body: { pl: 'x'.repeat(20_001), en: '' }, fields: { pl: 'too_long' } },
};
const BLOG_CATEGORIES: LiveRow = {
  kind: kindNamed('blog-categories'),
  create: { namePl: 'Porady prawne', nameEn: 'Legal advice', position: 7 },
  edit: (mark) => ({ namePl: `Porady ${mark}`, nameEn: `Advice ${mark}`, position: 7 }),
  publicUrl: '/api/blog/categories?lang=en',
  publicShows: (mark) => `Advice ${mark}`,
  refused: { body: { namePl: ' ', nameEn: 'Advice', position: 7 }, fields: { namePl: 'required' } },
};
/** Every live kind of the registry: a live kind added to ALL_KINDS needs its row here. */
const LIVE = [NAMED_TEXTS, BLOG_CATEGORIES];

describe.each(testDialects())('every live kind behaves the same (decision 052) on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  /** A new editor's calls, positional: what the kind-specific tests below send. */
  const asEditor = async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const call = kindCaller(ctx);
    return (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: Values, version?: number) =>
      call(editor, method, url, { body, version });
  };

  it('has a row for every live kind of the registry', () => {
    const live = ALL_KINDS.filter((kind) => kind.publication.mode === 'live');
    expect(live.map((kind) => LIVE.find((row) => row.kind === kind)?.kind.name)).toEqual(
      live.map((kind) => kind.name),
    );
  });

  describe.each(LIVE.map((row) => [row.kind.name, row] as const))('%s', (_name, row) => {
    const { kind } = row;
    const path = `/api/back-office/kinds/${kind.name}`;
    const staff = twoEditors(ctx);
    const call = kindCaller(ctx);
    /** An item to edit: a new one, or the known one as it stands now. */
    const anItem = async (who: TestStaff) => {
      if (row.create) {
        const made = await call(who, 'POST', `${path}`, { body: row.create });
        expect(made.statusCode, made.body).toBe(201);
        return made.json().data as { key: string; version: number; values: Values };
      }
      const read = await call(who, 'GET', `${path}/${row.known}`);
      expect(read.statusCode, read.body).toBe(200);
      return read.json().data as { key: string; version: number; values: Values };
    };
    const publicAnswer = async () => (await ctx.app.inject({ method: 'GET', url: row.publicUrl })).body;
    const auditOf = (key: string) =>
      ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_email'])
        .where('entity', '=', kind.audit.entity)
        .where('entity_id', '=', key)
        .orderBy('id')
        .execute();

    it('makes every save public at once: no states, the version as the ETag, audited, the signal moved', async () => {
      const { editor } = await staff();
      const item = await anItem(editor);
      expect(item).toMatchObject({ status: 'published', publishedAt: null, draft: null });
      const signal = await readChangeSignal(ctx.database.db, 'content');
      const before = await publicAnswer();

      const saved = await call(editor, 'PUT', `${path}/${item.key}`, {
        body: row.edit('one'),
        version: item.version,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.headers.etag).toBe(`"${item.version + 1}"`);
      expect(saved.json().data).toMatchObject({
        key: item.key,
        version: item.version + 1,
        status: 'published',
        draft: null,
        values: row.edit('one'),
      });
      const after = await publicAnswer();
      expect(after).not.toBe(before);
      expect(after).toContain(row.publicShows('one'));
      expect(await readChangeSignal(ctx.database.db, 'content')).toBe(signal + 1);
      const entries = await auditOf(item.key);
      expect(entries.at(-1)).toEqual({ action: `${kind.audit.prefix}.save`, actor_email: editor.email });

      const refused = await call(editor, 'PUT', `${path}/${item.key}`, {
        body: row.refused.body,
        version: item.version + 1,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual(row.refused.fields);
      const listed = (await call(editor, 'GET', path)).json().data as { key: string; version: number }[];
      expect(listed.find((each) => each.key === item.key)).toMatchObject({ version: item.version + 1 });
    });

    it('refuses a stale write with who changed it and when, and keeps the other’s values public', async () => {
      const { editor, other } = await staff();
      const item = await anItem(editor);
      const theirs = await call(other, 'PUT', `${path}/${item.key}`, {
        body: row.edit('theirs'),
        version: item.version,
      });
      expect(theirs.statusCode, theirs.body).toBe(200);
      const publicTheirs = await publicAnswer();
      const mine = await call(editor, 'PUT', `${path}/${item.key}`, {
        body: row.edit('mine'),
        version: item.version,
      });
      expect(mine.statusCode).toBe(409);
      const refusal = mine.json().error;
      expect(refusal.code).toBe('edit_conflict');
      expect(refusal.conflict).toMatchObject({ version: item.version + 1, changedBy: other.email });
      expect(Number.isNaN(Date.parse(refusal.conflict.changedAt))).toBe(false);
      expect((await call(editor, 'GET', `${path}/${item.key}`)).json().data.values).toMatchObject(
        row.edit('theirs'),
      );
      expect(await publicAnswer()).toBe(publicTheirs);
      // A write names the version it started from.
      expect((await call(editor, 'PUT', `${path}/${item.key}`, { body: row.edit('x') })).statusCode).toBe(
        400,
      );
    });

    it('has no publication, working copy, preview or order: those addresses are not there, and access is the declaration’s', async () => {
      const { editor } = await staff();
      const item = await anItem(editor);
      const version = item.version;
      const publication = await call(editor, 'POST', `${path}/${item.key}/publication`, {
        body: { action: 'publish' },
        version,
      });
      expect(publication.statusCode).toBe(404);
      expect((await call(editor, 'DELETE', `${path}/${item.key}/draft`, { version })).statusCode).toBe(404);
      expect((await call(editor, 'GET', `${path}/${item.key}/preview`)).statusCode).toBe(404);
      // `order` is no address of its own: an id kind's key refuses it (400), a named one finds no such name (404).
      expect([400, 404]).toContain(
        (await call(editor, 'PUT', `${path}/order`, { body: { keys: [] } })).statusCode,
      );
      expect((await call(editor, 'GET', `${path}?status=draft`)).statusCode).toBe(400);
      expect((await call(editor, 'GET', `${path}?status=published`)).statusCode).toBe(200);
      const agent = await createSignedInStaff(ctx, 'agent');
      expect((await call(agent, 'GET', `${path}/${item.key}`)).statusCode).toBe(
        kind.access.read.includes('agent') ? 200 : 403,
      );
      expect(
        (await call(agent, 'PUT', `${path}/${item.key}`, { body: row.edit('x'), version })).statusCode,
      ).toBe(403);
      const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      // The form's description is every kind's (decision 052, "The fixture kind's editor as built").
      expect(Object.keys(document.paths).filter((each: string) => each.startsWith(path))).toEqual([
        path,
        `${path}/description`,
        `${path}/{key}`,
      ]);
    });
  });

  describe('named texts', () => {
    const path = '/api/back-office/kinds/chunks';

    it('lists the names the site reads before anyone wrote them, footer first, and knows no other', async () => {
      const call = await asEditor();
      const listed = await call('GET', path);
      expect(listed.statusCode, listed.body).toBe(200);
      const keys = listed.json().data.map((each: { key: string }) => each.key);
      expect(keys.slice(0, 2)).toEqual(['footer-address', 'footer-sales-hours']);
      expect(keys).toContain('customer-phone');
      expect((await call('GET', `${path}/no-such-text`)).statusCode).toBe(404);
      expect((await call('PUT', `${path}/no-such-text`, { pl: 'a', en: 'b' }, 1)).statusCode).toBe(404);
      expect((await call('GET', `${path}/Bad_Name`)).statusCode).toBe(400);
      // Named texts are the site's: none is added or removed here.
      expect((await call('POST', path, { pl: 'a', en: 'b' })).statusCode).toBe(404);
      expect((await call('DELETE', `${path}/customer-phone`, undefined, 1)).statusCode).toBe(404);
    });

    it('keeps the footer’s address to what a line holds, and the phone as typed; both languages saved together', async () => {
      const call = await asEditor();
      const address = (await call('GET', `${path}/footer-address`)).json().data;
      const saved = await call(
        'PUT',
        `${path}/footer-address`,
        {
          pl: '<p>ul. Długa 1<br>Kraków</p><img src=x onerror=alert(1)><script>x()</script>',
          en: ' Długa 1 ',
        },
        address.version,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.values).toEqual({ pl: '<p>ul. Długa 1<br />Kraków</p>', en: 'Długa 1' });
      const rows = await ctx.database.db
        .selectFrom('chunks')
        .select(['lang', 'content', 'version'])
        .where('name', '=', 'footer-address')
        .orderBy('lang')
        .execute();
      expect(rows).toEqual([
        { lang: 'en', content: 'Długa 1', version: address.version + 1 },
        { lang: 'pl', content: '<p>ul. Długa 1<br />Kraków</p>', version: address.version + 1 },
      ]);
      const phone = (await call('GET', `${path}/customer-phone`)).json().data;
      const typed = await call(
        'PUT',
        `${path}/customer-phone`,
        { pl: '<b>+48 12 345</b>', en: '' },
        phone.version,
      );
      expect(typed.json().data.values).toEqual({ pl: '<b>+48 12 345</b>', en: '' });
      const chunks = (await ctx.app.inject({ method: 'GET', url: '/api/chunks' })).json().data;
      expect(chunks).toContainEqual(
        expect.objectContaining({
          attributes: { name: 'customer-phone', lang: 'pl', content: '<b>+48 12 345</b>' },
        }),
      );
    });
  });

  describe('blog categories', () => {
    const path = '/api/back-office/kinds/blog-categories';

    it('makes a slug from the Polish name, frees it, freezes it; refuses to delete a category posts are in', async () => {
      const call = await asEditor();
      const body = { namePl: 'Rynek łódzki', nameEn: 'Łódź market', position: 2 };
      const first = (await call('POST', path, body)).json().data;
      expect(first.values.slug).toBe('rynek-lodzki');
      const second = (await call('POST', path, body)).json().data;
      expect(second.values.slug).toBe('rynek-lodzki-2');
      const given = await call('POST', path, { ...body, slug: 'rynek-lodzki' });
      expect(given.statusCode).toBe(400);
      expect(given.json().error.fields).toEqual({ slug: 'slug_taken' });
      expect((await call('POST', path, { ...body, slug: 'Zły slug!' })).json().error.fields).toEqual({
        slug: 'slug_invalid',
      });
      // Frozen: a save may not name a slug, and a rename keeps it.
      expect((await call('PUT', `${path}/${first.key}`, { ...body, slug: 'inny' }, 1)).statusCode).toBe(400);
      const renamed = await call('PUT', `${path}/${first.key}`, { ...body, namePl: 'Rynek w Łodzi' }, 1);
      expect(renamed.json().data.values).toMatchObject({ slug: 'rynek-lodzki', namePl: 'Rynek w Łodzi' });

      const author = await ctx.database.db
        .insertInto('blog_posts')
        .values({
          lang: 'pl',
          slug: 'wpis-w-kategorii',
          category_id: Number(first.key),
          title: 'Wpis',
          lead: '',
          content: '<p>Treść</p>',
          published_at: '2026-11-01T10:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const inUse = await call('DELETE', `${path}/${first.key}`, undefined, 2);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().error.code).toBe('category_in_use');
      await ctx.database.db.deleteFrom('blog_posts').where('id', '=', author.id).execute();
      expect((await call('DELETE', `${path}/${first.key}`, undefined, 1)).statusCode).toBe(409);
      const signal = await readChangeSignal(ctx.database.db, 'content');
      expect((await call('DELETE', `${path}/${first.key}`, undefined, 2)).statusCode).toBe(204);
      expect(await readChangeSignal(ctx.database.db, 'content')).toBe(signal + 1);
      const slugs = (await ctx.app.inject({ method: 'GET', url: '/api/blog/categories' }))
        .json()
        .data.map((each: { slug: string }) => each.slug);
      expect(slugs).toContain('rynek-lodzki-2');
      expect(slugs).not.toContain('rynek-lodzki');
      const actions = await ctx.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'blog_category')
        .where('entity_id', '=', first.key)
        .orderBy('id')
        .execute();
      expect(actions.map((entry) => entry.action)).toEqual([
        'blog-category.create',
        'blog-category.save',
        'blog-category.delete',
      ]);
    });
  });
});
