import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import {
  cookieOf,
  createSignedInStaff,
  fromSite,
  linkMailTo,
  signIn,
  staffCall,
  totpCode,
  verifyTotp,
} from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

async function auditActions(database: DatabaseHandle, entityId: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('audit_log')
    .select('action')
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

describe.each(testDialects())('staff accounts (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const send = staffCall(ctx);

  it('invitation -> activation mail -> §5 password messages -> activated and signed in', async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    const invited = await send(admin, 'POST', '/api/back-office/staff', {
      email: 'Anna.Agentka@Example.pl',
      name: 'Anna Agentka',
      role: 'agent',
      lang: 'pl',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const member = invited.json().data;
    expect(member).toMatchObject({ email: 'anna.agentka@example.pl', role: 'agent', active: false });
    expect(member.agentId).toEqual(expect.any(Number));

    const { mail, token } = await linkMailTo(ctx.database, 'anna.agentka@example.pl');
    expect(mail.subject).toBe('Zaproszenie do panelu nieruchomości');
    expect(mail.text_body).toContain('48 godzin');
    expect(token).toBeTruthy();

    const state = await ctx.app.inject({ method: 'GET', url: `/api/back-office/password-tokens/${token}` });
    expect(state.json()).toEqual({
      data: { kind: 'invitation', email: 'anna.agentka@example.pl', name: 'Anna Agentka' },
    });

    const set = (password: string, rePassword = password) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/back-office/password',
        headers: fromSite(ctx.config),
        payload: { token, password, rePassword },
      });
    expect((await set('Short-1!')).json().error.fields).toEqual({ password: 'password_too_short' });
    expect((await set('no-uppercase-here-1')).json().error.fields).toEqual({ password: 'password_weak' });
    expect((await set('Good-Password-2026', 'Good-Password-2025')).json().error.fields).toEqual({
      rePassword: 'passwords_mismatch',
    });

    const activated = await set('Good-Password-2026');
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toEqual({ data: { kind: 'invitation', signedIn: true } });
    const cookie = cookieOf(activated.headers['set-cookie']);
    const me = await send({ cookie }, 'GET', '/api/back-office/me');
    expect(me.json().data).toMatchObject({ email: 'anna.agentka@example.pl', role: 'agent', active: true });

    // The link is single-use (a second use says it was used), and only our route (which checks and
    // audits it) takes it.
    expect((await set('Other-Password-2026')).json().error.code).toBe('token_used');
    const direct = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: fromSite(ctx.config),
      payload: { token, newPassword: 'Other-Password-2026' },
    });
    expect(direct.statusCode).toBe(404);
    expect(await auditActions(ctx.database, member.id)).toEqual(
      expect.arrayContaining(['staff.invite', 'staff.activate', 'auth.sign-in']),
    );
  });

  it('answers 401 without a session, 403 to a role that may not, 403 to a write from another origin', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/back-office/me' })).json().error.code).toBe(
      'unauthenticated',
    );
    const agent = await createSignedInStaff(ctx, 'agent');
    const list = await send(agent, 'GET', '/api/back-office/staff');
    expect([list.statusCode, list.json().error.code]).toEqual([403, 'forbidden']);
    const admin = await createSignedInStaff(ctx, 'admin');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/back-office/staff',
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
      payload: { email: 'x@example.pl', name: 'Xavier', role: 'editor' },
    });
    expect([forged.statusCode, forged.json().error.code]).toEqual([403, 'forbidden']);
  });

  it('an admin without a second factor may only see their own account; with TOTP they sign in in two steps', async () => {
    const auth = (await import('../../staff/staff-auth')).createStaffAuth(ctx.config, ctx.database);
    const email = `fresh-admin-${dialect}@example.pl`;
    await auth.api.createUser({
      body: { email, name: 'Fresh Admin', role: 'admin', password: 'Admin-Password-2026' },
    });
    const first = await signIn(ctx.app, ctx.config, email, 'Admin-Password-2026');
    const cookie = cookieOf(first.headers['set-cookie']);
    const me = await send({ cookie }, 'GET', '/api/back-office/me');
    expect(me.json().data).toMatchObject({ role: 'admin', twoFactor: false, twoFactorRequired: true });
    const staff = await send({ cookie }, 'GET', '/api/back-office/staff');
    expect([staff.statusCode, staff.json().error.code]).toEqual([403, 'two_factor_required']);

    const admin = await createSignedInStaff(ctx, 'admin');
    const again = await signIn(ctx.app, ctx.config, admin.email, admin.password);
    expect(again.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieOf(again.headers['set-cookie']);
    const verified = await verifyTotp(ctx, pending, await totpCode(admin.totpUri ?? ''));
    expect(verified.statusCode, verified.body).toBe(200);
    const session = cookieOf(verified.headers['set-cookie']);
    const list = await send({ cookie: session }, 'GET', '/api/back-office/staff');
    expect(list.statusCode).toBe(200);
  });

  it('deactivation ends a live session at once; role changes are audited with before and after', async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    const editor = await createSignedInStaff(ctx, 'editor');
    const asEditor = () => send(editor, 'GET', '/api/back-office/me');
    expect((await asEditor()).statusCode).toBe(200);

    const role = await send(admin, 'PUT', `/api/back-office/staff/${editor.id}/role`, { role: 'agent' });
    expect(role.json().data.role).toBe('agent');
    const entry = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.role-change')
      .where('entity_id', '=', editor.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toEqual({ role: ['editor', 'agent'] });
    expect(entry.actor_id).toBe(admin.id);

    const off = await send(admin, 'POST', `/api/back-office/staff/${editor.id}/deactivate`);
    expect(off.json().data.deactivated).toBe(true);
    expect((await asEditor()).statusCode).toBe(401);
    const back = await signIn(ctx.app, ctx.config, editor.email, editor.password);
    expect(back.statusCode).toBe(403);
  });

  it('a password change holds to §5 and signs out the other sessions; the audit log shows it to admins', async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    const other = cookieOf(
      (await signIn(ctx.app, ctx.config, agent.email, agent.password, '10.3.0.2')).headers['set-cookie'],
    );
    const change = (newPassword: string) =>
      send(agent, 'POST', '/api/auth/change-password', { currentPassword: agent.password, newPassword });
    const weak = await change('weakpassword');
    expect([weak.statusCode, weak.json().code]).toEqual([400, 'password_weak']);
    const changed = await change('Brand-New-Password-7');
    expect(changed.statusCode, changed.body).toBe(200);
    const me = (cookie: string) => send({ cookie }, 'GET', '/api/back-office/me');
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(cookieOf(changed.headers['set-cookie']) || agent.cookie)).statusCode).toBe(200);

    const admin = await createSignedInStaff(ctx, 'admin');
    const log = await send(admin, 'GET', `/api/back-office/audit?entity=staff&entityId=${agent.id}`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['auth.password-change', 'auth.sign-in']),
    );
    const asAgent = await send({ cookie: other }, 'GET', '/api/back-office/audit');
    expect(asAgent.statusCode).toBe(401);
  });

  it("leaves Better Auth's own staff endpoints closed, however the path is spelt, and keeps admins' second factor", async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    for (const url of [
      '/api/auth/admin/list-users',
      '/api/auth/./admin/list-users',
      '/api/auth/%2e/admin/set-role',
      '/api/auth/x/../admin/remove-user',
      '/api/auth/update-user',
    ]) {
      const answer = await ctx.app.inject({
        method: url.endsWith('list-users') ? 'GET' : 'POST',
        url,
        headers: fromSite(ctx.config, admin.cookie),
        payload: url.endsWith('list-users') ? undefined : { userId: admin.id, role: 'agent', name: 'x' },
      });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(404);
    }
    const disable = await send(admin, 'POST', '/api/auth/two-factor/disable', { password: admin.password });
    expect([disable.statusCode, disable.json().code]).toEqual([403, 'two_factor_required']);
    const me = await send(admin, 'GET', '/api/back-office/me');
    expect(me.json().data).toMatchObject({ role: 'admin', twoFactor: true });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('keeps no password typed into the e-mail field in the audit log', async () => {
    const answer = await signIn(ctx.app, ctx.config, 'My-Secret-Password-1', 'whatever', '10.4.0.1');
    expect(answer.statusCode).toBe(400);
    const entries = await ctx.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'auth.sign-in-failed')
      .execute();
    expect(entries.some((entry) => entry.changes.includes('My-Secret-Password-1'))).toBe(false);
  });

  it('a reset request for an unknown address answers exactly like a known one', async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    const ask = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { ...fromSite(ctx.config), 'x-forwarded-for': '10.9.9.9' },
        payload: { email },
      });
    const known = await ask(agent.email);
    const unknown = await ask('nobody-here@example.pl');
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    const { mail, token } = await linkMailTo(ctx.database, agent.email);
    expect(mail.subject).toBe('Nowe hasło do panelu nieruchomości');
    expect(token).toBeTruthy();
  });
});
