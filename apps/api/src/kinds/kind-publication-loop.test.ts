import { describe, expect, it } from 'vitest';
import { PublicationLoop } from '../publishing/publication-loop';
import { ResponseCache } from '../services/response-cache';
import type { TestStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { kindCaller, twoEditors } from './testing/kind-calls';

const KINDS = '/api/back-office/kinds';

/**
 * The publication loop publishes each due item on its own (decision 052 §3.6): one item whose write
 * the database refuses is rolled back alone, its working copy kept for its editor, and the others of
 * the pass are published.
 */
describe.each(testDialects())('the publication loop, item by item (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const call = kindCaller(ctx);
  const staff = twoEditors(ctx);

  const ok = async (who: TestStaff, method: 'POST' | 'PUT', url: string, body: object, version?: number) => {
    const answer = await call(who, method, url, { body: body as Record<string, unknown>, version });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json().data as { key: string; version: number; values: Record<string, unknown> };
  };
  const publishedPost = async (who: TestStaff, title: string) => {
    const post = await ok(who, 'POST', `${KINDS}/blog-posts`, { lang: 'pl', title, content: '<p>A.</p>' });
    const done = await ok(
      who,
      'POST',
      `${KINDS}/blog-posts/${post.key}/publication`,
      { action: 'publish' },
      post.version,
    );
    return { ...post, version: done.version };
  };

  it('refuses to delete a category only a post’s working copy names (category_in_use)', async () => {
    const { editor, other } = await staff();
    const category = await ok(editor, 'POST', `${KINDS}/blog-categories`, {
      namePl: 'Tylko w szkicu',
      nameEn: 'Draft only',
    });
    const post = await publishedPost(editor, 'Trzeci');
    await ok(
      editor,
      'PUT',
      `${KINDS}/blog-posts/${post.key}`,
      { title: 'Trzeci', slug: 'trzeci', content: '<p>A.</p>', categoryId: Number(category.key) },
      post.version,
    );
    const deleted = await call(other, 'DELETE', `${KINDS}/blog-categories/${category.key}`, {
      version: category.version,
    });
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.json().error.code).toBe('category_in_use');
  });

  it('keeps a copy the database refuses, scheduled for its editor, and publishes the others of the pass', async () => {
    const { editor, other } = await staff();
    const category = await ok(editor, 'POST', `${KINDS}/blog-categories`, {
      namePl: 'Porady',
      nameEn: 'Tips',
    });
    const first = await publishedPost(editor, 'Pierwszy');
    const second = await publishedPost(editor, 'Drugi');
    // The first post's draft moves it into the category; the second's changes its text.
    const firstDraft = await ok(
      editor,
      'PUT',
      `${KINDS}/blog-posts/${first.key}`,
      { title: 'Pierwszy', slug: 'pierwszy', content: '<p>A.</p>', categoryId: Number(category.key) },
      first.version,
    );
    const secondDraft = await ok(
      editor,
      'PUT',
      `${KINDS}/blog-posts/${second.key}`,
      { title: 'Drugi', slug: 'drugi', content: '<p>Nowy tekst.</p>' },
      second.version,
    );
    const at = new Date(Date.now() + 3_600_000);
    const schedule = (key: string, version: number, when: Date) =>
      ok(
        editor,
        'POST',
        `${KINDS}/blog-posts/${key}/publication`,
        { action: 'schedule', at: when.toISOString() },
        version,
      );
    const firstScheduled = await schedule(first.key, firstDraft.version, at);
    await schedule(second.key, secondDraft.version, new Date(at.getTime() + 1_000));
    // The API refuses to delete a category a copy names (below), so the category goes behind its
    // back, as a database a hand edited: the first copy now names a category that is gone, and its
    // write breaks the posts' foreign key.
    const refused = await call(other, 'DELETE', `${KINDS}/blog-categories/${category.key}`, {
      version: category.version,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    await ctx.database.db.deleteFrom('blog_categories').where('id', '=', Number(category.key)).execute();

    const warnings: object[] = [];
    const loop = new PublicationLoop({
      database: ctx.database,
      listCache: new ResponseCache(0),
      logger: { warn: (obj) => warnings.push(obj) },
      now: () => new Date(at.getTime() + 2_000),
    });
    await loop.tick();

    // The second post is published.
    const public2 = await ctx.app.inject({ method: 'GET', url: '/api/blog/slug?lang=pl&slug=drugi' });
    expect(public2.json().data.content).toContain('Nowy tekst.');
    const second2 = (await call(editor, 'GET', `${KINDS}/blog-posts/${second.key}`)).json().data;
    expect(second2.draft).toBeNull();
    // The first keeps its copy, still scheduled, with its values; the public post is as it was.
    const first2 = (await call(editor, 'GET', `${KINDS}/blog-posts/${first.key}`)).json().data;
    expect(first2.draft).toMatchObject({ version: firstScheduled.version, publishAt: at.toISOString() });
    expect(first2.values.categoryId).toBe(Number(category.key));
    const public1 = await ctx.app.inject({ method: 'GET', url: '/api/blog/slug?lang=pl&slug=pierwszy' });
    expect(public1.json().data.category ?? null).toBeNull();
    // The failure is logged with the item's kind and key.
    expect(warnings).toContainEqual(expect.objectContaining({ kind: 'blog-posts', key: first.key }));

    // The next pass tries it again and leaves it waiting again, publishing nothing else.
    await loop.tick();
    expect((await call(editor, 'GET', `${KINDS}/blog-posts/${first.key}`)).json().data.draft).toMatchObject({
      publishAt: at.toISOString(),
    });
  });
});
