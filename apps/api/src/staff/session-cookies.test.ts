import { describe, expect, it } from 'vitest';
import { signIn } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { createStaffAuth } from './staff-auth';

/** Issue 16: session cookies HttpOnly and SameSite=Lax always, Secure (and __Secure-) over https. */
describe.each([
  ['http://localhost:3000', 'estate.session_token=', false],
  ['https://portal.example', '__Secure-estate.session_token=', true],
])('the session cookie when the site is %s', (siteUrl, name, secure) => {
  const ctx = useTestApp('sqlite', { seedDemoData: false, siteUrl });

  it('is HttpOnly and SameSite=Lax, and Secure only over https', async () => {
    const auth = createStaffAuth(ctx.config, ctx.database);
    await auth.api.createUser({
      body: {
        email: 'cookie@example.pl',
        name: 'Cookie Test',
        role: 'editor',
        password: 'Cookie-Password-1',
      },
    });
    const answer = await signIn(ctx.app, ctx.config, 'cookie@example.pl', 'Cookie-Password-1');
    expect(answer.statusCode, answer.body).toBe(200);
    const cookies = [answer.headers['set-cookie']].flat().filter((line): line is string => Boolean(line));
    const session = cookies.find((line) => line.startsWith(name));
    expect(session, cookies.join('\n')).toBeTruthy();
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(/; Secure/i.test(session ?? '')).toBe(secure);
  });
});
