import { z } from 'zod';
import type { CaptchaConfig } from '../config/env';
import { AppError } from '../http/app-error';

/**
 * reCAPTCHA v3 verification (SPEC §7: the site executes a v3 challenge just before sending and
 * sends its token). `ok` lets the request through; `failed` means a bot or a bad token;
 * `unavailable` means the verification service could not answer, and what happens then is the
 * caller's policy (docs/decisions/007-captcha-unreachable.md).
 */
type CaptchaResult =
  | { outcome: 'ok' }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'unavailable'; reason: string };

export interface CaptchaVerifier {
  verify(token: string, action: string, remoteIp?: string): Promise<CaptchaResult>;
}

const CAPTCHA_TIMEOUT_MS = 5_000;

const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Google's codes that mean our configuration is wrong, not the visitor's token. */
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret']);

export function createCaptchaVerifier(
  config: CaptchaConfig,
  { timeoutMs = CAPTCHA_TIMEOUT_MS }: { timeoutMs?: number } = {},
): CaptchaVerifier {
  if (config.mode === 'off') return { verify: async () => ({ outcome: 'ok' }) };

  return {
    async verify(token, action, remoteIp) {
      if (token.trim() === '') return { outcome: 'failed', reason: 'no_token' };
      const form = new URLSearchParams({ secret: config.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);

      const timeout = (error: unknown) => (error as { name?: string })?.name === 'TimeoutError';
      let response: Response;
      try {
        response = await fetch(config.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { outcome: 'unavailable', reason: timeout(error) ? 'timeout' : 'unreachable' };
      }
      if (!response.ok) return { outcome: 'unavailable', reason: `http_${response.status}` };
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        return { outcome: 'unavailable', reason: timeout(error) ? 'timeout' : 'bad_response' };
      }

      const parsed = siteverifySchema.safeParse(body);
      if (!parsed.success) return { outcome: 'unavailable', reason: 'bad_response' };
      const result = parsed.data;
      const errorCodes = result['error-codes'] ?? [];
      if (!result.success) {
        if (errorCodes.some((code) => OUR_FAULT.has(code))) {
          return { outcome: 'unavailable', reason: `misconfigured:${errorCodes.join(',')}` };
        }
        return { outcome: 'failed', reason: `rejected:${errorCodes.join(',') || 'unknown'}` };
      }
      if (result.action !== action) return { outcome: 'failed', reason: 'action_mismatch' };
      if (config.hostname && result.hostname !== config.hostname) {
        return { outcome: 'failed', reason: 'hostname_mismatch' };
      }
      if (typeof result.score !== 'number' || result.score < config.minScore) {
        return { outcome: 'failed', reason: 'low_score' };
      }
      return { outcome: 'ok' };
    },
  };
}

/** What to do when the verification service cannot answer (docs/decisions/007). */
type UnavailablePolicy = 'accept' | 'reject';

interface Log {
  warn(obj: object, msg?: string): void;
}

/**
 * Verifies and applies the policy: a failed check is 400 `captcha_failed`; an unanswered one is
 * accepted (forms whose effect a mailed link still gates) or 503 `captcha_unavailable` (forms that
 * mail staff). Logs the reason, never the token.
 */
export async function requireCaptcha(
  verifier: CaptchaVerifier,
  request: { token: string; action: string; remoteIp?: string; whenUnavailable: UnavailablePolicy },
  log: Log,
): Promise<void> {
  const result = await verifier.verify(request.token, request.action, request.remoteIp);
  if (result.outcome === 'ok') return;
  if (result.outcome === 'failed') {
    log.warn({ action: request.action, reason: result.reason }, 'captcha failed');
    throw new AppError(400, 'captcha_failed', 'The anti-bot check failed');
  }
  log.warn(
    { action: request.action, reason: result.reason, policy: request.whenUnavailable },
    'captcha verification unavailable',
  );
  if (request.whenUnavailable === 'reject') {
    throw new AppError(
      503,
      'captcha_unavailable',
      'The anti-bot check is unavailable, try again later',
      undefined,
      {
        'retry-after': '60',
      },
    );
  }
}
