import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { kindCaller, twoEditors } from './testing/kind-calls';

/**
 * What the FAQ's old routes' test checked beyond the matrices (decision 052 S9): each language's
 * entries keep an order of their own, which the public FAQ shows, and a deleted entry leaves it.
 */
describe.each(testDialects())('the FAQ on the editable kinds (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const call = kindCaller(ctx);
  const staff = twoEditors(ctx);
  const path = '/api/back-office/kinds/faq';

  it('keeps each language’s entries in their own order, which the public FAQ follows; a deleted entry leaves both', async () => {
    const { editor } = await staff();
    const create = async (lang: 'pl' | 'en', question: string) => {
      const made = await call(editor, 'POST', path, { body: { lang, question, answer: '<p>Tak.</p>' } });
      expect(made.statusCode, made.body).toBe(201);
      const item = made.json().data as { key: string; version: number };
      const published = await call(editor, 'POST', `${path}/${item.key}/publication`, {
        body: { action: 'publish' },
        version: item.version,
      });
      expect(published.statusCode, published.body).toBe(200);
      return item.key;
    };
    const first = await create('pl', 'Jak kupić?');
    const english = await create('en', 'How to buy?');
    const second = await create('pl', 'Czy mogę obejrzeć?');
    const keys = async (lang: 'pl' | 'en') =>
      (await call(editor, 'GET', `${path}?lang=${lang}`))
        .json()
        .data.map((each: { key: string }) => each.key);
    const publicQuestions = async (lang: 'pl' | 'en') =>
      (await ctx.app.inject({ method: 'GET', url: `/api/faq?lang=${lang}` }))
        .json()
        .data.map((entry: { question: string }) => entry.question);
    // An English entry takes no Polish place: each language is its own list.
    expect(await keys('pl')).toEqual([first, second]);
    expect(await keys('en')).toEqual([english]);
    expect(await publicQuestions('pl')).toEqual(['Jak kupić?', 'Czy mogę obejrzeć?']);

    const reordered = await call(editor, 'PUT', `${path}/order`, {
      body: { lang: 'pl', keys: [second, first] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await publicQuestions('pl')).toEqual(['Czy mogę obejrzeć?', 'Jak kupić?']);
    expect(await publicQuestions('en')).toEqual(['How to buy?']);

    const item = (await call(editor, 'GET', `${path}/${second}`)).json().data as { version: number };
    expect((await call(editor, 'DELETE', `${path}/${second}`, { version: item.version })).statusCode).toBe(
      204,
    );
    expect(await keys('pl')).toEqual([first]);
    expect(await publicQuestions('pl')).toEqual(['Jak kupić?']);
    expect((await call(editor, 'GET', `${path}/${second}`)).statusCode).toBe(404);
  });
});
