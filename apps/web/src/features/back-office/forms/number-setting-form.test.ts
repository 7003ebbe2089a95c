import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApiAnswer as answer } from '@/testing/stub-api-answer';
import { saveSetting } from './number-setting-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The admins' number settings read their save's answer by the domain's schemas (#34, decision 052 §3.10). */
describe('a number setting’s save', () => {
  it('puts the value and answers the one the API stored, by the setting’s own field', async () => {
    const calls = answer(200, { data: { months: 18, min: 1, max: 120, default: 24 } });
    expect(await saveSetting('inboxRetention', { months: 18 })).toEqual({ ok: true, status: 200, data: 18 });
    expect(calls[0]?.url).toBe('/api/back-office/inbox/retention');
    expect(calls[0]?.init.method).toBe('PUT');
    answer(200, { data: { days: 9, min: 0, max: 365, default: 14 } });
    expect(await saveSetting('offerNewDays', { days: 9 })).toEqual({ ok: true, status: 200, data: 9 });
  });

  it('calls a 200 without the stored value a fault instead of saying the value asked was saved', async () => {
    answer(200, { data: { months: '18' } });
    expect(await saveSetting('inboxRetention', { months: 18 })).toEqual({
      ok: false,
      status: 200,
      error: { code: 'internal_error', fields: {} },
    });
    answer(200, { data: { months: 18, min: 1, max: 120, default: 24 } });
    expect((await saveSetting('offerNewDays', { days: 18 })).ok).toBe(false);
  });

  it('gives the refusal’s field codes', async () => {
    answer(400, { error: { code: 'validation_failed', message: 'x', fields: { days: 'too_big' } } });
    expect(await saveSetting('offerNewDays', { days: 9999 })).toEqual({
      ok: false,
      status: 400,
      error: { code: 'validation_failed', fields: { days: 'too_big' } },
    });
  });
});
