import { describe, expect, it } from 'vitest';
import { SITE_CONTENT_LIMITS } from '../site-content';
import { ALL_KINDS } from './all-kinds';
import { faqEntries } from './faq-entries';

describe('the FAQ declared once (decision 052 §3.3)', () => {
  const { values, save, listQuery, itemAnswer } = faqEntries.schemas;

  it('takes what the old FAQ routes took, with their limits and codes', () => {
    expect(values.parse({ lang: 'pl', question: '  Jak kupić? ', answer: '<p>Tak.</p>' })).toEqual({
      lang: 'pl',
      question: 'Jak kupić?',
      answer: '<p>Tak.</p>',
    });
    const issues = (input: unknown) =>
      values.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues({ lang: 'de', question: ' ', answer: ' ' })).toEqual([
      ['lang', 'invalid_value'],
      ['question', 'required'],
    ]);
    expect(issues({ lang: 'pl', question: 'Q', answer: '  ' })).toEqual([['answer', 'required']]);
    expect(
      issues({ lang: 'pl', question: 'x'.repeat(SITE_CONTENT_LIMITS.question + 1), answer: 'a' }),
    ).toEqual([['question', 'too_long']]);
    expect(issues({ lang: 'pl', question: 'Q', answer: 'a', position: 1 })).toEqual([
      ['', 'Unrecognized key: "position"'],
    ]);
  });

  it('saves without the language, which is fixed when the entry is made', () => {
    expect(save.safeParse({ question: 'Q', answer: 'a' }).success).toBe(true);
    expect(save.safeParse({ lang: 'en', question: 'Q', answer: 'a' }).success).toBe(false);
  });

  it('lists by language and state, a page at a time', () => {
    expect(listQuery.parse({ lang: 'en', status: 'unpublished' })).toEqual({
      lang: 'en',
      status: 'unpublished',
      page: 1,
    });
    expect(listQuery.safeParse({ lang: 'de' }).success).toBe(false);
  });

  it('orders one language’s entries by their keys, each once', () => {
    const { order } = faqEntries.schemas;
    expect(order?.parse({ lang: 'en', keys: ['3', '1'] })).toEqual({ lang: 'en', keys: ['3', '1'] });
    for (const refused of [{ lang: 'en', keys: ['1', '1'] }, { lang: 'en', keys: ['0'] }, { keys: ['1'] }]) {
      expect(order?.safeParse(refused).success).toBe(false);
    }
  });

  it('answers an item with its state, version and working copy', () => {
    const answer = {
      data: {
        key: '7',
        version: 3,
        status: 'published',
        publishedAt: '2026-11-01T08:00:00.000Z',
        draft: {
          version: 4,
          updatedAt: '2026-12-01T12:00:00.000Z',
          updatedBy: 'anna@example.pl',
          publishAt: null,
          liveSlug: null,
        },
        values: { lang: 'pl', question: 'Q', answer: '<p>A</p>' },
      },
    };
    expect(itemAnswer.parse(answer)).toEqual(answer);
  });

  it('is in the registry under its URL name, once', () => {
    const names = ALL_KINDS.map((kind) => kind.name);
    expect(names.filter((name) => name === 'faq')).toEqual(['faq']);
    expect(new Set(names).size).toBe(names.length);
  });
});
