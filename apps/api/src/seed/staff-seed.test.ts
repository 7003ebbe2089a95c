import { describe, expect, it } from 'vitest';
import { cookieOf, fromSite, signIn } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { DEMO_ADMIN, demoAdminStillOpen } from './staff-seed';

describe.each(testDialects())('the demo staff (%s)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('links every demo agent card to an account that is not activated yet', async () => {
    const agents = await ctx.database.db.selectFrom('agents').select(['user_id', 'email']).execute();
    expect(agents.length).toBeGreaterThan(0);
    expect(agents.every((agent) => agent.user_id !== null)).toBe(true);
    const staff = await ctx.app.inject({ method: 'GET', url: '/api/back-office/me' });
    expect(staff.statusCode).toBe(401);
  });

  it('has one admin with the README password, who must enrol a second factor; production refuses it until changed', async () => {
    const signedIn = await signIn(ctx.app, ctx.config, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieOf(signedIn.headers['set-cookie']);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/back-office/me',
      headers: fromSite(ctx.config, cookie),
    });
    expect(me.json().data).toMatchObject({ role: 'admin', twoFactorRequired: true });
    expect(await demoAdminStillOpen(ctx.database)).toBe(true);

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: fromSite(ctx.config, cookie),
      payload: { currentPassword: DEMO_ADMIN.password, newPassword: 'Owner-Chosen-Password-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await demoAdminStillOpen(ctx.database)).toBe(false);
  });
});
