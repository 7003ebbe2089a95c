import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaptchaConfig } from '../config/env';
import { AppError } from '../http/app-error';
import { createCaptchaVerifier, requireCaptcha } from './captcha';

/** A stand-in for Google's siteverify: answers what the test put into `next`, records requests. */
let next: { status?: number; body: unknown; delayMs?: number } = { body: {} };
const received: URLSearchParams[] = [];
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push(new URLSearchParams(raw));
      setTimeout(() => {
        res.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
        res.end(typeof next.body === 'string' ? next.body : JSON.stringify(next.body));
      }, next.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function config(extra: Partial<Extract<CaptchaConfig, { mode: 'recaptcha' }>> = {}): CaptchaConfig {
  return { mode: 'recaptcha', secret: 'server-secret', minScore: 0.5, verifyUrl: url, ...extra };
}

const good = { success: true, score: 0.9, action: 'contact', hostname: 'www.example.pl' };

describe('captcha verification', () => {
  it('lets everything through when off', async () => {
    expect(await createCaptchaVerifier({ mode: 'off' }).verify('', 'contact')).toEqual({ outcome: 'ok' });
  });

  it('posts secret, response and remote IP form-encoded, and accepts a good score', async () => {
    next = { body: good };
    received.length = 0;
    const result = await createCaptchaVerifier(config()).verify('visitor-token', 'contact', '10.0.0.7');
    expect(result).toEqual({ outcome: 'ok' });
    expect(Object.fromEntries(received[0] ?? [])).toEqual({
      secret: 'server-secret',
      response: 'visitor-token',
      remoteip: '10.0.0.7',
    });
  });

  it.each<[string, unknown, Partial<Extract<CaptchaConfig, { mode: 'recaptcha' }>>, string]>([
    ['a low score', { ...good, score: 0.3 }, {}, 'low_score'],
    ['no score', { success: true, action: 'contact' }, {}, 'low_score'],
    ['another action', { ...good, action: 'newsletter' }, {}, 'action_mismatch'],
    ['another hostname', good, { hostname: 'portal.example.pl' }, 'hostname_mismatch'],
    [
      'a rejected token',
      { success: false, 'error-codes': ['timeout-or-duplicate'] },
      {},
      'rejected:timeout-or-duplicate',
    ],
  ])('fails on %s', async (_label, body, extra, reason) => {
    next = { body };
    expect(await createCaptchaVerifier(config(extra)).verify('t', 'contact')).toEqual({
      outcome: 'failed',
      reason,
    });
  });

  it('fails an empty token without asking the service', async () => {
    received.length = 0;
    expect(await createCaptchaVerifier(config()).verify('  ', 'contact')).toEqual({
      outcome: 'failed',
      reason: 'no_token',
    });
    expect(received).toHaveLength(0);
  });

  it('accepts the configured hostname', async () => {
    next = { body: good };
    expect(
      await createCaptchaVerifier(config({ hostname: 'www.example.pl' })).verify('t', 'contact'),
    ).toEqual({
      outcome: 'ok',
    });
  });

  it.each<[string, typeof next, string]>([
    ['a server error', { status: 500, body: 'oops' }, 'http_500'],
    ['a body that is not JSON', { body: '<html>' }, 'bad_response'],
    ['an unexpected shape', { body: { ok: 1 } }, 'bad_response'],
    [
      'our secret being wrong',
      { body: { success: false, 'error-codes': ['invalid-input-secret'] } },
      'misconfigured:invalid-input-secret',
    ],
  ])('is unavailable on %s', async (_label, answer, reason) => {
    next = answer;
    expect(await createCaptchaVerifier(config()).verify('t', 'contact')).toEqual({
      outcome: 'unavailable',
      reason,
    });
  });

  it('is unavailable when the service does not answer in time', async () => {
    next = { body: good, delayMs: 500 };
    const verifier = createCaptchaVerifier(config(), { timeoutMs: 100 });
    expect(await verifier.verify('t', 'contact')).toEqual({ outcome: 'unavailable', reason: 'timeout' });
  });

  it('is unavailable when nothing listens', async () => {
    const verifier = createCaptchaVerifier(config({ verifyUrl: 'http://127.0.0.1:1/siteverify' }));
    expect(await verifier.verify('t', 'contact')).toEqual({ outcome: 'unavailable', reason: 'unreachable' });
  });
});

describe('captcha policy', () => {
  const log = { warn: vi.fn() };
  const answer = (outcome: 'ok' | 'failed' | 'unavailable') => ({
    verify: async () => (outcome === 'ok' ? { outcome } : { outcome, reason: 'test' }),
  });
  const request = { token: 'secret-token', action: 'contact', remoteIp: '10.0.0.7' };

  it('answers a failed check 400 captcha_failed, whatever the policy', async () => {
    const error = await requireCaptcha(
      answer('failed'),
      { ...request, whenUnavailable: 'accept' },
      log,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, code: 'captcha_failed' });
  });

  it('accepts or rejects an unavailable check by policy', async () => {
    await expect(
      requireCaptcha(answer('unavailable'), { ...request, whenUnavailable: 'accept' }, log),
    ).resolves.toBe(undefined);
    await expect(
      requireCaptcha(answer('unavailable'), { ...request, whenUnavailable: 'reject' }, log),
    ).rejects.toMatchObject({
      statusCode: 503,
      code: 'captcha_unavailable',
      headers: { 'retry-after': '60' },
    });
  });

  it('never logs the token', async () => {
    // Its own calls, so the test does not lean on the others' (Vitest may reset mocks between tests).
    log.warn.mockClear();
    await requireCaptcha(answer('failed'), { ...request, whenUnavailable: 'accept' }, log).catch(() => {});
    await requireCaptcha(answer('unavailable'), { ...request, whenUnavailable: 'accept' }, log);
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('secret-token');
    expect(log.warn).toHaveBeenCalled();
  });
});
