import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { polishSortKey } from '@estate/domain/polish-sort-key';
import type { StaffRole } from '@estate/domain/staff-roles';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import type { ApiApp } from '../http/api-app';
import { createStaffAuth } from '../staff/staff-auth';

/** What the tests of back-office routes need to act as a signed-in person. */
export interface TestStaff {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
  /** The Cookie header of a live session. */
  cookie: string;
}

const STAFF_PASSWORD = 'Staff-Password-2026';

/** Headers of a browser request from the site: the session cookie and the site's Origin. */
export function fromSite(config: ApiConfig, cookie?: string): Record<string, string> {
  return { origin: new URL(config.siteUrl).origin, ...(cookie ? { cookie } : {}) };
}

/** The Cookie header a sign-in answer sets (name=value pairs only). */
/**
 * One staff member's request from the site (their cookie and the site's origin), with a JSON body
 * and extra headers when given: the call the back-office route tests make.
 */
export function staffCall(ctx: { app: ApiApp; config: ApiConfig }) {
  return (
    /** A staff member, or a session's cookie alone (`{ cookie }`) when a test holds no more of it. */
    who: Pick<TestStaff, 'cookie'>,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...fromSite(ctx.config, who.cookie), ...headers },
    });
}

export function cookieOf(setCookie: string | string[] | undefined): string {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

export async function signIn(
  app: ApiApp,
  config: ApiConfig,
  email: string,
  password: string,
  ip = '10.1.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { ...fromSite(config), 'x-forwarded-for': ip },
    payload: { email, password },
  });
}

/** The current code of a TOTP enrolment, from its otpauth:// URI. */
export async function totpCode(totpUri: string): Promise<string> {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  return createOTP(base32.decode(secret)).totp();
}

/**
 * The second step of an admin's sign-in: the TOTP code sent under the cookie the password's step
 * gave (or the enrolment's session); `ip` as the request's address when the test counts per address.
 */
export function verifyTotp(
  ctx: { app: ApiApp; config: ApiConfig },
  cookie: string,
  code: string,
  ip?: string,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: { ...fromSite(ctx.config, cookie), ...(ip ? { 'x-forwarded-for': ip } : {}) },
    payload: { code },
  });
}

/**
 * An active account with a password, signed in. An admin also enrols TOTP (admins need a second
 * factor for everything else); `totpUri` lets a test sign in again with a code.
 */
export async function createSignedInStaff(
  ctx: { app: ApiApp; config: ApiConfig; database: DatabaseHandle },
  role: StaffRole,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.pl`,
): Promise<TestStaff & { totpUri?: string }> {
  const auth = createStaffAuth(ctx.config, ctx.database);
  const { user } = await auth.api.createUser({
    body: { email, name: `Test ${role}`, role, password: STAFF_PASSWORD },
  });
  // An address of its own, so Better Auth's per-address limits never count one test against another.
  const ip = `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const signedIn = await signIn(ctx.app, ctx.config, email, STAFF_PASSWORD, ip);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in: ${signedIn.statusCode} ${signedIn.body}`);
  let cookie = cookieOf(signedIn.headers['set-cookie']);
  if (role !== 'admin') return { id: user.id, email, password: STAFF_PASSWORD, role, cookie };

  const enabled = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { ...fromSite(ctx.config, cookie), 'x-forwarded-for': ip },
    payload: { password: STAFF_PASSWORD },
  });
  if (enabled.statusCode !== 200) throw new Error(`two-factor/enable: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI } = enabled.json() as { totpURI: string };
  const verified = await verifyTotp(ctx, cookie, await totpCode(totpURI), ip);
  if (verified.statusCode !== 200) throw new Error(`verify-totp: ${verified.statusCode} ${verified.body}`);
  cookie = cookieOf(verified.headers['set-cookie']) || cookie;
  return { id: user.id, email, password: STAFF_PASSWORD, role, cookie, totpUri: totpURI };
}

/** A public agent card linked to a staff member's account; returns its id. */
export async function insertAgentCardFor(
  database: DatabaseHandle,
  staff: TestStaff,
  name = 'Test agent',
): Promise<number> {
  const card = await database.db
    .insertInto('agents')
    .values({
      name,
      name_sort: polishSortKey(name),
      job_pl: 'Agent',
      job_en: 'Agent',
      phone: '',
      email: staff.email,
      photo: null,
      user_id: staff.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return card.id;
}

/** The newest outbox mail to an address, and the token of the back-office link in it. */
export async function linkMailTo(database: DatabaseHandle, to: string) {
  const mail = await database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/panel\/(?:aktywacja|nowe-haslo)\/([^\s"<]+)/.exec(mail.text_body)?.[1];
  return { mail, token: token && decodeURIComponent(token) };
}
