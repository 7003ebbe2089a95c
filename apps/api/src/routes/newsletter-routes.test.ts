import { NEWSLETTER_CONSENT } from '@estate/domain/newsletter';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { hashToken } from '../forms/tokens';
import { OutboxSender } from '../mail/outbox-sender';
import { findSubscriberByEmail, purgeExpiredSignups } from '../repositories/newsletter-repository';
import { headerValue, startSmtpServer, type TestSmtpServer } from '../testing/smtp-test-server';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

const SITE = 'http://localhost:3000';

function body(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    voivodeship: 'mazowieckie, Łódzkie',
    isAgent: true,
    agreement1: true,
    token: '',
    eventID: '17000000000001234567',
    ...extra,
  };
}

function tokenIn(text: string, path: string): string {
  const match = text.match(new RegExp(`${SITE.replace(/[/.]/g, '\\$&')}${path}/([A-Za-z0-9_-]{43})`));
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}

describe.each(testDialects())('newsletter on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  let smtp: TestSmtpServer;
  let sender: OutboxSender;
  let received = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sender = new OutboxSender({
      database: ctx.database,
      config: { dataDir: ctx.config.dataDir, mail: { ...ctx.config.mail, smtpUrl: smtp.url } },
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      pollIntervalMs: 60 * 60_000,
    });
    sender.start();
  });

  afterAll(async () => {
    await sender.stop();
    await smtp.close();
  });

  const signUp = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/form/newsletter', payload });
  const confirm = (token: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${token}` });
  const unsubscribe = (token: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe/${token}` });
  /** The subscriber as the newsletter reads it (its alert of origin 'newsletter', decision 059). */
  const subscriber = async (email: string) => {
    const row = await findSubscriberByEmail(ctx.database.db, email);
    if (!row) throw new Error(`no subscriber ${email}`);
    return row;
  };

  /** The next message the SMTP server receives. */
  async function nextMail(): Promise<ParsedMail> {
    received += 1;
    const messages = await smtp.waitFor(received);
    return messages[received - 1] as ParsedMail;
  }

  let confirmToken = '';
  let unsubscribeToken = '';

  it('signs up: stores a pending subscriber and mails a confirmation link', async () => {
    const res = await signUp(body(' Anna.Nowak@Example.pl '));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { status: 'pending' } });

    const mail = await nextMail();
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('anna.nowak@example.pl');
    expect(mail.subject).toBe('Potwierdź zapis do newslettera z ofertami nieruchomości');
    confirmToken = tokenIn(mail.text ?? '', '/newsletter/potwierdz');
    unsubscribeToken = tokenIn(mail.text ?? '', '/newsletter/wypisz');
    expect(mail.text).toContain('mazowieckie, łódzkie');
    expect(mail.text).toContain(NEWSLETTER_CONSENT.pl);
    expect(mail.html).toContain(`${SITE}/newsletter/potwierdz/${confirmToken}`);
    expect(headerValue(mail, 'List-Unsubscribe')).toBe(
      `<${SITE}/api/newsletter/unsubscribe/${unsubscribeToken}>, <mailto:sprzedaz@example.pl?subject=unsubscribe>`,
    );
    expect(headerValue(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const row = await subscriber('anna.nowak@example.pl');
    expect(row).toMatchObject({
      status: 'pending',
      voivodeships: '14,10',
      is_agent: 1,
      lang: 'pl',
      consent_text: NEWSLETTER_CONSENT.pl,
      consent_version: NEWSLETTER_CONSENT.version,
      event_id: '17000000000001234567',
      confirm_token_hash: hashToken(confirmToken),
      unsubscribe_token_hash: hashToken(unsubscribeToken),
      confirmed_at: null,
    });
    const hours = (Date.parse(row.confirm_expires_at ?? '') - Date.parse(row.consented_at)) / 3_600_000;
    expect(hours).toBe(48);
    // Only hashes are stored: the tokens themselves appear nowhere in the database.
    const everything = JSON.stringify(
      await ctx.database.db.selectFrom('search_alerts').selectAll().execute(),
    );
    expect(everything).not.toContain(confirmToken);
    expect(everything).not.toContain(unsubscribeToken);
  });

  it('confirms with the link, once', async () => {
    const res = await confirm(confirmToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'confirmed', lang: 'pl' } });
    const row = await subscriber('anna.nowak@example.pl');
    expect(row.status).toBe('confirmed');

    const again = await confirm(confirmToken);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { status: 'already_confirmed', lang: 'pl' } });
    expect((await subscriber('anna.nowak@example.pl')).confirmed_at).toBe(row.confirmed_at);
  });

  it('answers a confirmed address 409 already_subscribed, in any letter case', async () => {
    const res = await signUp(body('ANNA.NOWAK@example.pl'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('already_subscribed');
  });

  it('unsubscribes with the link of the mail; repeats answer the same; old links stop confirming', async () => {
    const res = await unsubscribe(unsubscribeToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'unsubscribed', lang: 'pl' } });
    expect((await unsubscribe(unsubscribeToken)).json()).toEqual({
      data: { status: 'unsubscribed', lang: 'pl' },
    });
    const row = await subscriber('anna.nowak@example.pl');
    expect(row).toMatchObject({ status: 'unsubscribed', confirm_token_hash: null });
    expect(row.unsubscribed_at).toBeTruthy();

    const reused = await confirm(confirmToken);
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.code).toBe('token_invalid');
  });

  it('lets an unsubscribed address sign up again, double opt-in again', async () => {
    expect((await signUp(body('anna.nowak@example.pl'))).statusCode).toBe(202);
    const mail = await nextMail();
    const token = tokenIn(mail.text ?? '', '/newsletter/potwierdz');
    expect((await subscriber('anna.nowak@example.pl')).status).toBe('pending');
    expect((await confirm(token)).json().data.status).toBe('confirmed');
  });

  it('writes to an English subscriber in English and takes the RFC 8058 one-click POST', async () => {
    expect((await signUp(body('john@example.com', { lang: 'en', isAgent: false }))).statusCode).toBe(202);
    const mail = await nextMail();
    expect(mail.subject).toBe('Please confirm your property newsletter subscription');
    expect(mail.text).toContain(NEWSLETTER_CONSENT.en);
    expect(mail.text).toContain('Masovian, Łódź');
    const token = tokenIn(mail.text ?? '', '/en/newsletter/confirm');
    const unsubscribeLink = tokenIn(mail.text ?? '', '/en/newsletter/unsubscribe');
    expect((await confirm(token)).json()).toEqual({ data: { status: 'confirmed', lang: 'en' } });

    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${unsubscribeLink}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ data: { status: 'unsubscribed', lang: 'en' } });

    const multipart = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${unsubscribeLink}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
  });

  it('answers an expired confirmation link 410 token_expired', async () => {
    expect((await signUp(body('late@example.pl'))).statusCode).toBe(202);
    const token = tokenIn((await nextMail()).text ?? '', '/newsletter/potwierdz');
    await ctx.database.db
      .updateTable('search_alerts')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@example.pl')
      .execute();
    const res = await confirm(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('token_expired');
    expect((await subscriber('late@example.pl')).status).toBe('pending');
  });

  it('re-sends a fresh link to a pending address, at most every few minutes', async () => {
    expect((await signUp(body('again@example.pl'))).statusCode).toBe(202);
    const first = tokenIn((await nextMail()).text ?? '', '/newsletter/potwierdz');

    // At once: answered alike, but no second mail.
    expect((await signUp(body('again@example.pl'))).statusCode).toBe(202);
    const queued = await ctx.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'again@example.pl')
      .execute();
    expect(queued).toHaveLength(1);

    // Ten minutes later: a new link, and the old one no longer works.
    await ctx.database.db
      .updateTable('search_alerts')
      .set({ confirm_expires_at: new Date(Date.now() + 48 * 3_600_000 - 10 * 60_000).toISOString() })
      .where('email', '=', 'again@example.pl')
      .execute();
    expect((await signUp(body('again@example.pl', { voivodeship: 'pomorskie' }))).statusCode).toBe(202);
    const second = tokenIn((await nextMail()).text ?? '', '/newsletter/potwierdz');
    expect(second).not.toBe(first);
    expect((await subscriber('again@example.pl')).voivodeships).toBe('22');
    expect((await confirm(first)).statusCode).toBe(404);
    expect((await confirm(second)).json().data.status).toBe('confirmed');
  });

  it('limits sign-ups per address: the fourth within an hour is 429 rate_limited', async () => {
    const email = 'flood@example.pl';
    for (let i = 0; i < 3; i += 1) expect((await signUp(body(email))).statusCode).toBe(202);
    await nextMail();
    const res = await signUp(body(email));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown voivodeship', 'mazowieckie, Bawaria'],
    ['no voivodeship', ''],
    ['only commas', ' , '],
  ])('answers %s 400 bad_voivodeshipID', async (_label, voivodeship) => {
    const res = await signUp(body('regions@example.pl', { voivodeship }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'bad_voivodeshipID',
      fields: { voivodeship: 'bad_voivodeshipID' },
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an invalid address', { email: 'anna@' }, { email: 'email_invalid' }],
    ['a missing address', { email: undefined }, { email: 'required' }],
    ['no consent', { agreement1: false }, { agreement1: 'required' }],
    ['a bad language', { lang: 'de' }, { lang: 'invalid_value' }],
    ['an unknown field', { name: 'Anna' }, { name: 'unknown_field' }],
    ['a bad event id', { eventID: 'abc' }, { eventID: 'invalid_value' }],
  ])('answers %s 400 validation_failed with the field code', async (_label, extra, fields) => {
    const res = await signUp(body('fields@example.pl', extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields });
  });

  it('answers unknown and malformed tokens 404 token_invalid', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(150)]) {
      for (const call of [confirm, unsubscribe]) {
        const res = await call(token);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('token_invalid');
      }
    }
  });

  it('purges unconfirmed sign-ups once their link expired, and spent tokens of confirmed ones', async () => {
    expect((await signUp(body('never@example.pl'))).statusCode).toBe(202);
    await nextMail();
    const later = new Date(Date.now() + 49 * 3_600_000);
    const report = await purgeExpiredSignups(ctx.database.db, later);
    expect(report.deleted).toBeGreaterThanOrEqual(2); // never@ and late@
    expect(await findSubscriberByEmail(ctx.database.db, 'never@example.pl')).toBeUndefined();
    expect(await findSubscriberByEmail(ctx.database.db, 'late@example.pl')).toBeUndefined();
    expect(await subscriber('again@example.pl')).toMatchObject({
      email: 'again@example.pl',
      status: 'confirmed',
      confirm_token_hash: null,
    });
  });

  it('writes neither addresses nor tokens to the request log', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const email = 'logs@example.pl';
      const res = await app.inject({ method: 'POST', url: '/api/form/newsletter', payload: body(email) });
      expect(res.statusCode).toBe(202);
      const mail = await nextMail();
      const token = tokenIn(mail.text ?? '', '/newsletter/potwierdz');
      const unsubscribeLink = tokenIn(mail.text ?? '', '/newsletter/wypisz');
      expect((await app.inject({ method: 'POST', url: `/api/newsletter/confirm/${token}` })).statusCode).toBe(
        200,
      );
      const bye = await app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe/${unsubscribeLink}` });
      expect(bye.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('newsletter sign-up');
      expect(log).not.toContain(email);
      expect(log).not.toContain(token);
      expect(log).not.toContain(unsubscribeLink);
    } finally {
      await app.close();
    }
  });
});
