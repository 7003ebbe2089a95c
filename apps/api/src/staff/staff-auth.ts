import { isLanguage, type Language } from '@estate/domain/language';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordIssue } from '@estate/domain/staff';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { notifyMailQueued } from '../mail/outbox-signal';
import { insertAuditEntry } from '../repositories/audit-repository';
import { findStaffIdByEmail, hasPassword } from '../repositories/staff-repository';
import { AUTH_TABLE_NAMES } from './auth-table-names';
import { clearSignInFailures, countSignInAttempt } from './sign-in-throttle';
import { staffLinkMail } from './staff-mails';
import { claimTotpStep } from './totp-steps';

/** The header our Fastify glue sets to Fastify's `request.ip` (TRUST_PROXY); a visitor's own copy is overwritten. */
export const CLIENT_IP_HEADER = 'x-estate-client-ip';

/** A typed sign-in address as the audit log may keep it: well formed and short, else nothing. */
function auditableEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

/** How long an invitation link lives; an ordinary reset link lives an hour. */
export const INVITATION_SECONDS = 48 * 3600;
const RESET_SECONDS = 3600;

/** Endpoint -> the body field that carries a new password: every one is held to §5. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/admin/set-user-password': 'newPassword',
  '/admin/create-user': 'password',
};

/**
 * Better Auth as the staff's authentication (decision 029), on the API's own database handle.
 * Sign-up is off (people are invited); Better Auth's admin endpoints are not served over HTTP (staff
 * are managed through our audited back-office routes, which call `auth.api`).
 */
export function createStaffAuth(config: ApiConfig, database: DatabaseHandle) {
  const { db } = database;
  const actorOf = (ctx: { headers?: Headers }, user?: { id: string; email: string } | null) => ({
    id: user?.id ?? null,
    email: user?.email ?? null,
    ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
  });

  const statement = { ...defaultStatements } as const;
  const ac = createAccessControl(statement);
  // Only admins may use the admin plugin's functions; the other roles exist for its role checks.
  const roles = { admin: ac.newRole(adminAc.statements), editor: ac.newRole({}), agent: ac.newRole({}) };

  const auth = betterAuth({
    appName: 'Nieruchomości',
    baseURL: config.siteUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    database: { db, type: database.dialect },
    user: {
      ...AUTH_TABLE_NAMES.user,
      additionalFields: { lang: { type: 'string', required: false, defaultValue: 'pl', input: false } },
    },
    session: { ...AUTH_TABLE_NAMES.session, expiresIn: 7 * 24 * 3600, updateAge: 24 * 3600 },
    account: AUTH_TABLE_NAMES.account,
    verification: AUTH_TABLE_NAMES.verification,
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_SECONDS,
      // An invitation is a reset link for a person without a password yet (see the verification hook).
      sendResetPassword: async ({ user, token }) => {
        const invited = !(await hasPassword(db, user.id));
        const stored: unknown = (user as { lang?: unknown }).lang;
        const lang: Language = isLanguage(stored) ? stored : 'pl';
        const input = { to: user.email, name: user.name, lang, siteUrl: config.siteUrl, token };
        await enqueueMail(db, staffLinkMail(invited ? 'invitation' : 'reset', input));
        notifyMailQueued(database);
      },
      onPasswordReset: async ({ user }) => {
        await db
          .updateTable('auth_user')
          .set({ email_verified: database.dialect === 'postgres' ? true : 1 })
          .where('id', '=', user.id)
          .execute();
      },
    },
    databaseHooks: {
      verification: {
        create: {
          // A reset token for a person who has never set a password is an invitation: 48 hours.
          before: async (verification) => {
            if (!verification.identifier.startsWith('reset-password:')) return;
            if (await hasPassword(db, verification.value)) return;
            return { data: { ...verification, expiresAt: new Date(Date.now() + INVITATION_SECONDS * 1000) } };
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      ...AUTH_TABLE_NAMES.rateLimit,
      window: 60,
      max: 100,
      // Per address, on every instance (the table is shared): bursts. Sign-in's throttle per
      // (account, address) and per address, which says how long to wait, is ours (decision 046).
      customRules: {
        '/sign-in/email': { window: 60, max: 60 },
        '/request-password-reset': { window: 300, max: 5 },
        '/two-factor/verify-totp': { window: 60, max: 10 },
        '/two-factor/verify-backup-code': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'estate',
      useSecureCookies: config.siteUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Kept on in tests too (NODE_ENV=test switches it off by default): the tests check it.
      disableOriginCheck: false,
    },
    // Sign-up is by invitation only; impersonation would skip the second factor; a password from a
    // mailed link is set through our route (POST /api/back-office/password), which checks the link's
    // account and audits it; one's own name and photo change through PUT /api/back-office/me (audited,
    // with the agent card). The admin plugin's endpoints are refused over HTTP below.
    disabledPaths: [
      '/sign-up/email',
      '/reset-password',
      '/update-user',
      '/update-session',
      '/admin/impersonate-user',
      '/admin/stop-impersonating',
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Over HTTP (ctx.request), by the path Better Auth matched (dot segments resolved): staff are
        // managed through the audited back-office routes, which call these functions on the server.
        if (ctx.request && ctx.path.startsWith('/admin/')) throw new APIError('NOT_FOUND');
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (field) {
          const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
          if (!(ctx.path === '/admin/create-user' && password === undefined)) {
            const issue = typeof password === 'string' ? passwordIssue(password) : 'password_too_short';
            if (issue) throw new APIError('BAD_REQUEST', { code: issue, message: issue, field: 'password' });
          }
        }
        if (ctx.path === '/change-password') {
          // §6 "a password change signs out the other sessions", whatever the form sent.
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
        if (ctx.path === '/two-factor/verify-totp') {
          // One sign-in per time step and account (issue 32): a replayed code is refused.
          await claimTotpStep(ctx, db);
        }
        if (ctx.path === '/two-factor/verify-totp' || ctx.path === '/two-factor/verify-backup-code') {
          // No device is trusted to skip the code: every sign-in asks for it.
          return { context: { body: { ...(ctx.body as object), trustDevice: false } } };
        }
        if (ctx.path === '/two-factor/disable') {
          const current = await getSessionFromCtx(ctx);
          if ((current?.user as { role?: string } | undefined)?.role === 'admin') {
            throw new APIError('FORBIDDEN', {
              code: 'two_factor_required',
              message: 'Admins keep their second factor',
            });
          }
        }
        if (ctx.path === '/sign-in/email') {
          // Counted before the password is checked, in one statement per count: parallel guesses
          // cannot all pass while the counts are still low. A right password clears the pair's
          // count (the after hook). The owner at another address is never stopped (decision 046).
          const email = auditableEmail((ctx.body as { email?: unknown } | undefined)?.email);
          const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'server';
          const retryAfter = email ? await countSignInAttempt(db, email, ip) : 0;
          if (retryAfter > 0) {
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { code: 'sign_in_throttled', message: 'sign_in_throttled', retryAfter },
              { 'Retry-After': String(retryAfter) },
            );
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = isAPIError(returned);
        if (ctx.path === '/sign-in/email') {
          const email = auditableEmail((ctx.body as { email?: unknown } | undefined)?.email);
          if (failed) {
            await insertAuditEntry(db, {
              actor: actorOf(ctx),
              action: 'auth.sign-in-failed',
              entity: 'staff',
              entityId: email ? await findStaffIdByEmail(db, email) : null,
              // Only a well-formed address: a password typed into the e-mail field is not kept.
              changes: { email: [null, email], status: [null, returned.statusCode] },
            });
            return;
          }
          if (email) await clearSignInFailures(db, email, ctx.headers?.get(CLIENT_IP_HEADER) ?? 'server');
          const user = ctx.context.newSession?.user as
            | { id: string; email: string; twoFactorEnabled?: boolean }
            | undefined;
          await insertAuditEntry(db, {
            actor: actorOf(ctx, user),
            // With a second factor the password is only the first step (the twoFactor plugin then
            // asks for the code); the sign-in itself is the verify entry.
            action: user?.twoFactorEnabled ? 'auth.sign-in-password' : 'auth.sign-in',
            entity: 'staff',
            entityId: user?.id ?? null,
          });
          return;
        }
        const events: Record<string, [done: string, refused?: string]> = {
          '/two-factor/verify-totp': ['auth.two-factor-verified', 'auth.two-factor-failed'],
          '/two-factor/verify-backup-code': ['auth.two-factor-backup-code-used', 'auth.two-factor-failed'],
          '/two-factor/enable': ['auth.two-factor-secret-created'],
          '/two-factor/disable': ['auth.two-factor-disable'],
          '/two-factor/generate-backup-codes': ['auth.two-factor-backup-codes-new'],
          '/change-password': ['auth.password-change', 'auth.password-change-failed'],
          '/sign-out': ['auth.sign-out'],
          '/revoke-session': ['auth.session-revoke'],
          '/revoke-sessions': ['auth.session-revoke-all'],
          '/revoke-other-sessions': ['auth.session-revoke-others'],
        };
        const [done, refused] = events[ctx.path] ?? [];
        const action = failed ? refused : done;
        if (!action) return;
        const user = ctx.context.newSession?.user ?? ctx.context.session?.user ?? null;
        await insertAuditEntry(db, {
          actor: actorOf(ctx, user),
          action,
          entity: 'staff',
          entityId: user?.id ?? null,
        });
      }),
    },
    plugins: [
      admin({
        ac,
        roles,
        defaultRole: 'agent',
        adminRoles: ['admin'],
        schema: AUTH_TABLE_NAMES.admin,
      }),
      twoFactor({ issuer: 'Nieruchomości', schema: AUTH_TABLE_NAMES.twoFactor }),
    ],
  });
  return auth;
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
