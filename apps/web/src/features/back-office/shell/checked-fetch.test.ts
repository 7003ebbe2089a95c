import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApiAnswer as answer } from '@/testing/stub-api-answer';
import { readAnswer } from '../media/media-list';
import { checkAnswer, sendChecked } from './checked-fetch';

const digestTest = () =>
  import('@estate/domain/api/back-office-newsletter-responses').then((m) => m.digestTestResponseSchema);
const signIn = () => import('@estate/domain/api/staff-auth-answers').then((m) => m.signInAnswerSchema);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendChecked', () => {
  it('sends JSON and answers the body as the domain’s schema reads it', async () => {
    const calls = answer(202, { data: { to: 'anna@example.pl', offers: 3 } });
    expect(await sendChecked('/api/back-office/newsletter/digest/test', { lang: 'pl' }, digestTest)).toEqual({
      ok: true,
      status: 202,
      data: { data: { to: 'anna@example.pl', offers: 3 } },
    });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ lang: 'pl' });
  });

  it('calls an answer that does not match its schema a fault, not data', async () => {
    answer(200, { data: { to: 42 } });
    expect(await sendChecked('/api/back-office/newsletter/digest/test', { lang: 'pl' }, digestTest)).toEqual({
      ok: false,
      status: 200,
      error: { code: 'internal_error', fields: {} },
    });
  });

  it('reads our refusal’s codes and Better Auth’s, with the field its password rule names and the wait', async () => {
    answer(400, { error: { code: 'validation_failed', message: 'x', fields: { name: 'required' } } });
    expect(await sendChecked('/api/back-office/me', { name: '' }, digestTest, 'PUT')).toEqual({
      ok: false,
      status: 400,
      error: { code: 'validation_failed', fields: { name: 'required' } },
    });
    answer(400, { code: 'password_too_short', message: 'x', field: 'password' });
    expect(await sendChecked('/api/auth/change-password', {}, signIn)).toEqual({
      ok: false,
      status: 400,
      error: { code: 'password_too_short', fields: { password: 'password_too_short' } },
    });
    answer(429, { code: 'sign_in_throttled', message: 'x', retryAfter: 120 });
    expect(await sendChecked('/api/auth/sign-in/email', {}, signIn)).toEqual({
      ok: false,
      status: 429,
      error: { code: 'sign_in_throttled', fields: {}, retryAfter: 120 },
    });
  });

  it('keeps a stale write’s conflict, who saved first and when, for the form to name them', async () => {
    const conflict = { version: 7, changedAt: '2026-12-03T09:15:00.000Z', changedBy: 'anna@example.pl' };
    answer(409, { error: { code: 'edit_conflict', message: 'x', fields: {}, conflict } });
    expect(await sendChecked('/api/back-office/offers/5/photos', { photos: [] }, digestTest, 'PUT')).toEqual({
      ok: false,
      status: 409,
      error: { code: 'edit_conflict', fields: {}, conflict },
    });
  });

  it('sends a form’s file as multipart, reads without a body by GET, and says a network failure', async () => {
    const calls = answer(200, { twoFactorRedirect: true });
    const form = new FormData();
    form.set('photo', new Blob(['x']), 'a.jpg');
    expect(await sendChecked('/api/auth/sign-in/email', form, signIn)).toMatchObject({ ok: true });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).toEqual({});
    await sendChecked('/api/auth/get-session', undefined, signIn);
    expect(calls[1]?.init.method).toBe('GET');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendChecked('/api/auth/sign-out', {}, signIn)).toEqual({
      ok: false,
      status: 0,
      error: { code: 'internal_error', fields: {} },
    });
  });
});

describe('checkAnswer', () => {
  const photo = () =>
    import('@estate/domain/api/back-office-offer-responses').then((m) => m.backOfficePhotoResponseSchema);
  const uploaded = {
    data: { id: 7, path: '/media/offers/ab', width: 1600, height: 1200, altPl: '', altEn: '', position: 2 },
    offer: { version: 2, draft: null },
  };

  it('reads an upload’s answer by the domain’s schema: a photo it sent, or a fault when one field is missing', async () => {
    // With the offer's version after it, the next write's If-Match (decision 052 "Media working copy").
    const sent = { data: { ...uploaded.data, focusX: 50, focusY: 50 }, offer: { version: 2, draft: null } };
    const xhr = readAnswer(201, 'application/json', JSON.stringify(sent), 'photo');
    expect(await checkAnswer(xhr.status, xhr.data, photo)).toEqual({ ok: true, status: 201, data: sent });
    // Without its focal point it is not a photo the list could save again (the cast let it in).
    const short = readAnswer(201, 'application/json', JSON.stringify(uploaded), 'photo');
    expect(await checkAnswer(short.status, short.data, photo)).toEqual({
      ok: false,
      status: 201,
      error: { code: 'internal_error', fields: {} },
    });
  });

  it('says a proxy’s 413 page as the file’s code and no answer at all as a fault', async () => {
    const proxy = readAnswer(413, 'text/html', '<h1>413</h1>', 'photo');
    expect(await checkAnswer(proxy.status, proxy.data, photo)).toEqual({
      ok: false,
      status: 413,
      error: { code: 'file_too_large', fields: { photo: 'file_too_large' } },
    });
    expect(await checkAnswer(0, null, photo)).toEqual({
      ok: false,
      status: 0,
      error: { code: 'internal_error', fields: {} },
    });
  });
});
