import { describe, expect, it } from 'vitest';
import { mergeOnPublish } from './merge-on-publish';

const base = { lang: 'pl', question: 'Jak kupić?', answer: '<p>Napisz.</p>', tags: ['a'] };

describe('mergeOnPublish (decision 052 §3.4)', () => {
  it('keeps the live value of a field neither side changed', () => {
    expect(mergeOnPublish(base, base, base)).toEqual({ ok: true, values: base });
  });

  it('applies a field only the copy changed', () => {
    expect(mergeOnPublish(base, base, { ...base, question: 'Jak sprzedać?' })).toEqual({
      ok: true,
      values: { ...base, question: 'Jak sprzedać?' },
    });
  });

  it('keeps a field only the live row changed meanwhile, beside the copy’s own change', () => {
    const live = { ...base, answer: '<p>Zadzwoń.</p>', tags: ['a', 'b'] };
    expect(mergeOnPublish(base, live, { ...base, question: 'Jak sprzedać?' })).toEqual({
      ok: true,
      values: { ...live, question: 'Jak sprzedać?' },
    });
  });

  it('names every field both sides changed to different values, and applies nothing', () => {
    const live = { ...base, question: 'Live?', tags: ['b'], answer: '<p>Same.</p>' };
    const mine = { ...base, question: 'Mine?', tags: ['c'], answer: '<p>Same.</p>' };
    expect(mergeOnPublish(base, live, mine)).toEqual({ ok: false, conflict: ['question', 'tags'] });
  });

  it('takes the same change on both sides, and a field the copy added or cleared', () => {
    const live = { ...base, question: 'Both?' };
    expect(mergeOnPublish(base, live, { ...base, question: 'Both?', note: 'new' })).toEqual({
      ok: true,
      values: { ...live, note: 'new' },
    });
    expect(mergeOnPublish({ ...base, note: 'x' }, { ...base, note: 'x' }, base)).toEqual({
      ok: true,
      values: base,
    });
  });
});
