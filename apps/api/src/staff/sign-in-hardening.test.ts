import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import {
  cookieOf,
  createSignedInStaff,
  fromSite,
  linkMailTo,
  signIn,
  totpCode,
  verifyTotp,
} from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { countSignInAttempt, MAX_ADDRESS_ATTEMPTS, MAX_PAIR_ATTEMPTS } from './sign-in-throttle';

/** The token of the newest back-office link mailed to an address. */
async function mailedToken(database: DatabaseHandle, to: string): Promise<string> {
  const { mail, token } = await linkMailTo(database, to);
  if (!token) throw new Error(`no link in ${mail.text_body}`);
  return token;
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

/** Issue 32, items 8, 9 and 11: sign-in throttling that a stranger cannot turn on the owner, one use per TOTP step, no session token in any answer. */
describe.each(testDialects())('sign-in hardening (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  it("a stranger's wrong passwords lock only their own (account, address) pair, for a time the answer states; the owner elsewhere signs in", async () => {
    // A second instance on the same database, as behind a load balancer: the counts are shared.
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      const agent = await createSignedInStaff(ctx, 'agent');
      const statuses: number[] = [];
      let throttled: Awaited<ReturnType<typeof signIn>> | undefined;
      for (let attempt = 0; attempt < MAX_PAIR_ATTEMPTS + 4; attempt += 1) {
        const app = attempt % 2 === 0 ? ctx.app : second;
        const answer = await signIn(app, ctx.config, agent.email, `Wrong-Password-${attempt}`, '10.50.0.1');
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) throttled = answer;
      }
      expect(statuses).toEqual([...Array(MAX_PAIR_ATTEMPTS).fill(401), 429, 429, 429, 429]);
      const retryAfter = Number(throttled?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(throttled?.json()).toMatchObject({ code: 'sign_in_throttled', retryAfter });

      // The owner, from their own address, is not stopped by the stranger.
      const owner = await signIn(second, ctx.config, agent.email, agent.password, '10.50.0.2');
      expect(owner.statusCode, owner.body).toBe(200);
      // The pair itself stays slowed down, even with the right password.
      const pair = await signIn(ctx.app, ctx.config, agent.email, agent.password, '10.50.0.1');
      expect(pair.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('one address trying many accounts is slowed down too, counted in the database by both instances', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      const address = '10.51.0.1';
      // The first attempts through the counting itself (a hundred scrypt checks would take minutes
      // on a busy machine); the last ones over HTTP, alternating between the two instances.
      for (let attempt = 0; attempt < MAX_ADDRESS_ATTEMPTS - 3; attempt += 1)
        await countSignInAttempt(ctx.database.db, `counted-${attempt}@example.pl`, address);
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const app = attempt % 2 === 0 ? ctx.app : second;
        answers.push(await signIn(app, ctx.config, `nobody-${attempt}@example.pl`, 'Wrong-1', address));
      }
      expect(answers.map((answer) => [answer.statusCode, answer.json().code ?? null])).toEqual([
        [401, 'INVALID_EMAIL_OR_PASSWORD'],
        [401, 'INVALID_EMAIL_OR_PASSWORD'],
        [401, 'INVALID_EMAIL_OR_PASSWORD'],
        [429, 'sign_in_throttled'],
        [429, 'sign_in_throttled'],
      ]);
      expect(Number(answers[4]?.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not slowed down by this one.
      expect((await signIn(second, ctx.config, 'nobody@example.pl', 'Wrong-1', '10.51.0.2')).statusCode).toBe(
        401,
      );
    } finally {
      await second.close();
    }
  });

  it('a person throttled at their own address gets in through the mailed link', async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    const address = '10.52.0.1';
    for (let attempt = 0; attempt <= MAX_PAIR_ATTEMPTS; attempt += 1)
      await signIn(ctx.app, ctx.config, agent.email, `Wrong-Password-${attempt}`, address);
    expect((await signIn(ctx.app, ctx.config, agent.email, agent.password, address)).statusCode).toBe(429);

    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { ...fromSite(ctx.config), 'x-forwarded-for': address },
      payload: { email: agent.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/back-office/password',
      headers: { ...fromSite(ctx.config), 'x-forwarded-for': address },
      payload: {
        token: await mailedToken(ctx.database, agent.email),
        password: 'Mailed-Link-Password-9',
        rePassword: 'Mailed-Link-Password-9',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const back = await signIn(ctx.app, ctx.config, agent.email, 'Mailed-Link-Password-9', address);
    expect(back.statusCode, back.body).toBe(200);
  });

  it('a sign-in from another origin is refused as such, and never counted as a wrong password', async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    for (let attempt = 0; attempt <= MAX_PAIR_ATTEMPTS + 1; attempt += 1) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://127.0.0.1:3000', 'x-forwarded-for': '10.53.0.1' },
        payload: { email: agent.email, password: agent.password },
      });
      expect([answer.statusCode, answer.json().code]).toEqual([403, 'origin_refused']);
    }
    const right = await signIn(ctx.app, ctx.config, agent.email, agent.password, '10.53.0.1');
    expect(right.statusCode, right.body).toBe(200);
    const failures = await ctx.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'auth.sign-in-failed')
      .where('entity_id', '=', agent.id)
      .execute();
    expect(failures).toEqual([]);
  });

  it('the same TOTP code signs in once: a second use in its step is refused, also when both arrive together', async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    const pending = async (ip: string) =>
      cookieOf((await signIn(ctx.app, ctx.config, admin.email, admin.password, ip)).headers['set-cookie']);
    const verify = (cookie: string, code: string) => verifyTotp(ctx, cookie, code, '10.54.0.9');
    const [first, second, third] = [
      await pending('10.54.0.1'),
      await pending('10.54.0.2'),
      await pending('10.54.0.3'),
    ];
    const code = await totpCode(admin.totpUri ?? '');
    const both = await Promise.all([verify(first, code), verify(second, code)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const refused = both.find((answer) => answer.statusCode === 401);
    expect(refused?.json().code).toBe('totp_code_used');
    const again = await verify(third, code);
    expect([again.statusCode, again.json().code]).toEqual([401, 'totp_code_used']);
  });

  it('no answer at /api/auth/* carries a session token; the cookie still works', async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    const agent = await createSignedInStaff(ctx, 'agent');
    const tokensOf = async (userId: string) =>
      (
        await ctx.database.db
          .selectFrom('auth_session')
          .select('token')
          .where('user_id', '=', userId)
          .execute()
      ).map((row) => row.token);

    const signedIn = await signIn(ctx.app, ctx.config, agent.email, agent.password, '10.55.0.1');
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieOf(signedIn.headers['set-cookie']);
    const get = (url: string, as: string) =>
      ctx.app.inject({ method: 'GET', url, headers: fromSite(ctx.config, as) });
    const session = await get('/api/auth/get-session', cookie);
    const sessions = await get('/api/auth/list-sessions', cookie);
    expect(session.json().user.email).toBe(agent.email);
    expect(sessions.json().length).toBeGreaterThanOrEqual(2);

    const pending = cookieOf(
      (await signIn(ctx.app, ctx.config, admin.email, admin.password, '10.55.0.2')).headers['set-cookie'],
    );
    const verified = await verifyTotp(ctx, pending, await totpCode(admin.totpUri ?? ''));
    expect(verified.statusCode, verified.body).toBe(200);
    const adminCookie = cookieOf(verified.headers['set-cookie']);
    expect((await get('/api/auth/get-session', adminCookie)).json().user.email).toBe(admin.email);

    const secrets = [...(await tokensOf(agent.id)), ...(await tokensOf(admin.id))];
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const answer of [signedIn, session, sessions, verified]) {
      expect(keysOf(answer.json())).not.toContain('token');
      for (const secret of secrets) expect(answer.body).not.toContain(secret);
    }
  });

  it("one's own other session ends by its id, audited; another person's is not found", async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    const editor = await createSignedInStaff(ctx, 'editor');
    const other = cookieOf(
      (await signIn(ctx.app, ctx.config, agent.email, agent.password, '10.56.0.1')).headers['set-cookie'],
    );
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: fromSite(ctx.config, agent.cookie),
    });
    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: fromSite(ctx.config, agent.cookie),
    });
    const otherId = (sessions.json() as { id: string }[]).find(
      (row) => row.id !== current.json().session.id,
    )?.id;
    const revoke = (id: string, as: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/back-office/me/sessions/${id}`,
        headers: fromSite(ctx.config, as),
      });
    expect((await revoke(otherId ?? '', editor.cookie)).statusCode).toBe(404);
    const done = await revoke(otherId ?? '', agent.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/back-office/me',
          headers: fromSite(ctx.config, other),
        })
      ).statusCode,
    ).toBe(401);
    const entry = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', agent.id)
      .where('action', '=', 'auth.session-revoke')
      .executeTakeFirst();
    expect(entry).toBeTruthy();
  });

  it('a used activation link says it was used; an unknown one that it is invalid', async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/back-office/staff',
      headers: fromSite(ctx.config, admin.cookie),
      payload: { email: `used-link-${dialect}@example.pl`, name: 'Ula Used', role: 'agent', lang: 'pl' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = await mailedToken(ctx.database, `used-link-${dialect}@example.pl`);
    const activated = await ctx.app.inject({
      method: 'POST',
      url: '/api/back-office/password',
      headers: fromSite(ctx.config),
      payload: { token, password: 'Used-Link-Password-1', rePassword: 'Used-Link-Password-1' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const state = await ctx.app.inject({ method: 'GET', url: `/api/back-office/password-tokens/${token}` });
    expect([state.statusCode, state.json().error.code]).toEqual([410, 'token_used']);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/back-office/password',
      headers: fromSite(ctx.config),
      payload: { token, password: 'Used-Link-Password-2', rePassword: 'Used-Link-Password-2' },
    });
    expect([again.statusCode, again.json().error.code]).toEqual([410, 'token_used']);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/back-office/password-tokens/never-issued-token-0123456789',
    });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'token_invalid']);
  });
});
