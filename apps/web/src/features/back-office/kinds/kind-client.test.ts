import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApiAnswer as answer } from '@/testing/stub-api-answer';
import { errorAnswerOf, kindClient } from './kind-client';

const item = {
  key: '7',
  version: 6,
  status: 'published',
  publishedAt: '2026-12-01T10:00:00.000Z',
  draft: {
    version: 6,
    updatedAt: '2026-12-01T11:00:00.000Z',
    updatedBy: 'anna@example.pl',
    publishAt: null,
    liveSlug: null,
  },
  values: { lang: 'pl', question: 'Czy?', answer: '<p>Tak.</p>' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('kindClient', () => {
  it('saves with the opened version as If-Match and answers the item checked by the kind’s schema', async () => {
    const calls = answer(200, { data: item });
    const result = await kindClient('faq').save('7', 5, { question: 'Czy?', answer: '<p>Tak.</p>' });
    expect(result).toEqual({ ok: true, item });
    expect(calls[0]?.url).toBe('/api/back-office/kinds/faq/7');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.headers).toEqual({ 'content-type': 'application/json', 'if-match': '"5"' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ question: 'Czy?', answer: '<p>Tak.</p>' });
  });

  it('answers a stale write’s 409 with who changed the item and when', async () => {
    answer(409, {
      error: {
        code: 'edit_conflict',
        message: 'Saved by someone else',
        conflict: { version: 8, changedAt: '2026-12-01T13:14:03.000Z', changedBy: 'anna@example.pl' },
      },
    });
    expect(await kindClient('faq').publication('7', 5, { action: 'publish' })).toEqual({
      ok: false,
      status: 409,
      error: {
        code: 'edit_conflict',
        fields: {},
        conflict: { version: 8, changedAt: '2026-12-01T13:14:03.000Z', changedBy: 'anna@example.pl' },
      },
    });
  });

  it('takes an answer of the wrong shape, or no answer, for a fault, not for data', async () => {
    answer(200, { data: { ...item, values: { question: 'no language' } } });
    expect(await kindClient('faq').discard('7', 6)).toMatchObject({
      ok: false,
      error: { code: 'internal_error' },
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(await kindClient('faq').create({ lang: 'pl' })).toMatchObject({ ok: false, status: 0 });
  });

  it('deletes and orders without an item in the answer', async () => {
    const calls = answer(204, null);
    expect(await kindClient('faq').remove('7', 6)).toEqual({ ok: true });
    expect(calls[0]?.init).toMatchObject({ method: 'DELETE', headers: { 'if-match': '"6"' } });
    answer(409, { error: { code: 'list_changed', message: 'x' } });
    expect(await kindClient('faq').order({ lang: 'pl' }, ['2', '1'])).toMatchObject({
      ok: false,
      error: { code: 'list_changed' },
    });
  });
});

describe('errorAnswerOf', () => {
  it('reads field codes and leaves out what is not an error code', () => {
    expect(
      errorAnswerOf({
        error: { code: 'validation_failed', fields: { question: 'too_long', x: 'not-a-code' } },
      }),
    ).toEqual({
      code: 'validation_failed',
      fields: { question: 'too_long', x: 'internal_error' },
      conflict: null,
    });
    expect(errorAnswerOf('<html>')).toEqual({ code: 'internal_error', fields: {}, conflict: null });
  });
});
