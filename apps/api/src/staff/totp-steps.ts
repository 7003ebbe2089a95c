import { createHmac, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { raiseCounterTo } from '../repositories/rate-limit-repository';
import { findTwoFactorSecret } from '../repositories/staff-repository';

/** The twoFactor plugin's defaults, which staff-auth.ts keeps: 6 digits, 30-second steps, ±1 step. */
const PERIOD_MS = 30_000;
const DIGITS = 6;
const WINDOW = 1;
/** Secrets imported from elsewhere are stored with this prefix (Better Auth's convention). */
const BASE32_PREFIX = 'base32:';

/** What the hook needs of Better Auth's endpoint context (typed loosely: its own types are generic). */
interface TotpContext {
  body?: unknown;
  getSignedCookie: (name: string, secret: string) => Promise<string | null | false | undefined>;
  context: {
    secret: string;
    secretConfig: Parameters<typeof symmetricDecrypt>[0]['key'];
    createAuthCookie: (name: string) => { name: string };
    internalAdapter: { findVerificationValue: (identifier: string) => Promise<{ value: string } | null> };
  };
}

/** The account a pending sign-in's second step is for: the signed `two_factor` cookie's verification row. */
async function pendingUserId(ctx: TotpContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie('two_factor');
  const signed = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!signed) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(signed);
  return verification?.value ?? null;
}

/** RFC 4226's HOTP of one counter, as the plugin computes it (HMAC-SHA-1 over the secret's UTF-8 bytes). */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The time step a code belongs to, within the window the plugin accepts, else null. */
function stepOf(secret: string, code: string, nowMs: number): number | null {
  const typed = Buffer.from(code);
  const current = Math.floor(nowMs / PERIOD_MS);
  for (let step = current - WINDOW; step <= current + WINDOW; step += 1) {
    const expected = Buffer.from(hotp(secret, step));
    if (typed.length === expected.length && timingSafeEqual(typed, expected)) return step;
  }
  return null;
}

/**
 * Issue 32 item 9: each TOTP time step signs in at most once per account (RFC 6238 §5.2). Run before
 * `/two-factor/verify-totp` of a sign-in: when the code is right, its step is claimed by one atomic
 * conditional write in the database (shared by every instance), higher than the last claimed one;
 * a code whose step is already claimed is refused. A wrong code is left to the plugin, which counts it.
 * Enrolment (with a session) is not a sign-in and claims nothing.
 */
export async function claimTotpStep(ctx: TotpContext, db: Kysely<DatabaseSchema>, nowMs = Date.now()) {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  const userId = await pendingUserId(ctx);
  if (!userId) return;
  const stored = await findTwoFactorSecret(db, userId);
  if (!stored) return;
  const decrypted = await symmetricDecrypt({ key: ctx.context.secretConfig, data: stored });
  // Imported secrets (base32 text) are not made here: staff enrol with secrets Better Auth generates.
  if (decrypted.startsWith(BASE32_PREFIX)) return;
  const step = stepOf(decrypted, code, nowMs);
  if (step === null) return;
  // Kept until the step can no longer be accepted (the window's end); the hourly purge removes it.
  const claimed = await raiseCounterTo(db, `totp-step:${userId}`, step, (step + WINDOW + 1) * PERIOD_MS);
  if (!claimed) {
    throw new APIError('UNAUTHORIZED', {
      code: 'totp_code_used',
      message: 'This code has been used: wait for the next one',
    });
  }
}
