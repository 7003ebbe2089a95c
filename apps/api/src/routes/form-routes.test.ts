import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTACT_CONSENT } from '@estate/domain/contact-forms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import type { DatabaseHandle } from '../db/database';
import { signUp } from '../forms/newsletter-service';
import type { ApiApp } from '../http/api-app';
import { OutboxSender } from '../mail/outbox-sender';
import { findSubscriberByEmail } from '../repositories/newsletter-repository';
import { insertOffer } from '../testing/offer-factory';
import { startSmtpServer } from '../testing/smtp-test-server';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

const SALES = 'sprzedaz@example.pl';
const VISITOR = 'klient@example.pl';
const SECRET_MESSAGE = 'Proszę o kontakt w sprawie oferty — kup tanio www.spam.example';

/** A published offer with two documents, and an unpublished one; returns their ids. */
async function insertOffers(database: DatabaseHandle): Promise<{ published: number; hidden: number }> {
  const db = database.db;
  const offer = {
    title_pl: 'Biuro w centrum Warszawy',
    title_en: 'Office in central Warsaw',
    type_property: 1,
  };
  const published = await insertOffer(db, { ...offer, tipi: 'TP-001', photos: 0 });
  const hidden = await insertOffer(db, { ...offer, tipi: 'TP-002', status: 'unpublished', photos: 0 });
  await db
    .insertInto('offer_documents')
    .values([
      {
        offer_id: published,
        position: 1,
        title_pl: 'Rzut parteru',
        title_en: 'Ground floor plan',
        path: '/media/documents/floor-plan-01.pdf',
        size_bytes: 1_572_864,
      },
      {
        offer_id: published,
        position: 2,
        title_pl: 'Wypis z księgi wieczystej',
        title_en: 'Land register extract',
        path: '/media/documents/land-register-01.pdf',
        size_bytes: 204_800,
      },
    ])
    .execute();
  return { published, hidden };
}

function post(ctx: { app: ApiApp }, form: string, payload: unknown, ip = '10.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/form/${form}`,
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': ip },
  });
}

const valid = (offerId: number) => ({
  'contact-classified': {
    name: 'Jan Kowalski',
    email: VISITOR,
    phone: '+48 600 100 200',
    message: SECRET_MESSAGE,
    classifiedId: offerId,
    agreement1: true,
  },
  'ask-reqest': {
    name: 'Jan Kowalski',
    email: VISITOR,
    phone: '600100200',
    message: SECRET_MESSAGE,
    typeClassified: 2,
    typeProperty: 4,
    localizationVoivodeship: 30,
    localizationTown: 'Poznań',
    agreement1: true,
    lang: 'en',
  },
  contact: {
    firstName: 'Jan',
    lastName: 'Kowalski',
    firm: 'Kowalski Sp. z o.o.',
    email: VISITOR,
    message: SECRET_MESSAGE,
    agreement1: true,
  },
  'classified-file': { name: 'Jan Kowalski', email: VISITOR, classifiedId: offerId, agreement1: true },
});

describe.each(testDialects())('contact forms on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  let offers: { published: number; hidden: number };

  beforeAll(async () => {
    offers = await insertOffers(ctx.database);
  });

  beforeEach(async () => {
    await ctx.database.db.deleteFrom('mail_outbox').execute();
    await ctx.database.db.deleteFrom('form_submissions').execute();
  });

  const submissions = () =>
    ctx.database.db.selectFrom('form_submissions').selectAll().orderBy('id').execute();
  const mails = () => ctx.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it.each(['contact-classified', 'ask-reqest', 'contact', 'classified-file'] as const)(
    '%s: stores the submission and queues a mail to sales and one to the visitor',
    async (form) => {
      const payload = { ...valid(offers.published)[form], token: '', website: '' };
      const res = await post(ctx, form, payload);
      expect(res.statusCode).toBe(201);
      const { id } = res.json().data;

      const [row] = await submissions();
      const lang = form === 'ask-reqest' ? 'en' : 'pl';
      expect(row).toMatchObject({ id, kind: form, email: VISITOR, lang });
      expect(row?.offer_id).toBe(form.includes('classified') ? offers.published : null);
      const stored = JSON.parse(row?.payload ?? '{}');
      expect(stored).not.toHaveProperty('token');
      expect(stored).not.toHaveProperty('website');
      expect(stored.consent).toEqual({ text: CONTACT_CONSENT[lang], version: CONTACT_CONSENT.version });

      const queued = await mails();
      expect(queued.map((m) => m.to_address)).toEqual([SALES, VISITOR]);
      expect(queued.every((m) => m.status === 'pending')).toBe(true);
      const [toSales, toVisitor] = queued;
      expect(JSON.parse(toSales?.headers ?? '{}')).toEqual({ 'Reply-To': VISITOR });
      expect(JSON.parse(toVisitor?.headers ?? '{}')).toEqual({ 'Reply-To': SALES });
      expect(toSales?.text_body).toContain(`Zgłoszenie nr ${id}`);
      expect(toSales?.text_body).toContain(VISITOR);
      // What the visitor typed goes to sales, never back out to the (unverified) address.
      expect(toVisitor?.text_body).not.toContain('spam');
      expect(toVisitor?.text_body).not.toContain('Kowalski');
      expect(toVisitor?.html_body).toContain(`<html lang="${lang}">`);
      if (form !== 'classified-file') expect(toSales?.text_body).toContain(`> ${SECRET_MESSAGE}`);
    },
  );

  it('contact-classified names the offer and links it in the visitor’s language', async () => {
    await post(ctx, 'contact-classified', { ...valid(offers.published)['contact-classified'], lang: 'en' });
    const [toSales, toVisitor] = await mails();
    expect(toSales?.subject).toBe('Zapytanie o ofertę TP-001: Jan Kowalski');
    expect(toSales?.text_body).toContain(`http://localhost:3000/szczegoly_ogloszenia/${offers.published}`);
    expect(toVisitor?.subject).toBe('Your enquiry about offer TP-001');
    expect(toVisitor?.text_body).toContain('“Office in central Warsaw”');
    expect(toVisitor?.text_body).toContain(
      `http://localhost:3000/en/szczegoly_ogloszenia/${offers.published}`,
    );
  });

  it('ask-reqest tells sales what the visitor looks for', async () => {
    await post(ctx, 'ask-reqest', valid(offers.published)['ask-reqest']);
    const [toSales, toVisitor] = await mails();
    expect(toSales?.subject).toBe(
      'Klient szuka nieruchomości (wynajem, magazyn, wielkopolskie): Jan Kowalski',
    );
    expect(toSales?.text_body).toContain('Miejscowość: Poznań');
    expect(toVisitor?.text_body).toContain('Property type: warehouse');
    expect(toVisitor?.text_body).not.toContain('Poznań');
  });

  it('classified-file mails the document links and the offer sheet to the visitor', async () => {
    await post(ctx, 'classified-file', valid(offers.published)['classified-file']);
    const [toSales, toVisitor] = await mails();
    expect(toVisitor?.subject).toBe('Dokumenty oferty TP-001');
    expect(toVisitor?.text_body).toContain(
      '- Rzut parteru: http://localhost:3000/media/documents/floor-plan-01.pdf (1,5 MB)',
    );
    expect(toVisitor?.text_body).toContain('Wypis z księgi wieczystej');
    expect(toVisitor?.text_body).toContain(`http://localhost:3000/get/classified-pdf/${offers.published}`);
    expect(toVisitor?.html_body).toContain('href="http://localhost:3000/media/documents/floor-plan-01.pdf"');
    expect(toSales?.text_body).toContain('wysłaliśmy mu linki automatycznie');
    expect(JSON.parse((await submissions())[0]?.payload ?? '{}').documents).toBe(2);
  });

  it.each(['contact-classified', 'classified-file'] as const)(
    '%s: an unknown or unpublished offer is 404 not_found and nothing is stored',
    async (form) => {
      for (const classifiedId of [999_999, offers.hidden]) {
        const res = await post(ctx, form, { ...valid(offers.published)[form], classifiedId });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
      expect(await submissions()).toEqual([]);
      expect(await mails()).toEqual([]);
    },
  );

  it.each<[string, (id: number) => Record<string, unknown>, Record<string, string>]>([
    [
      'contact-classified',
      (id) => ({ ...valid(id)['contact-classified'], name: 'J', message: 'krótko' }),
      { name: 'name_too_short', message: 'message_too_short' },
    ],
    [
      'contact-classified',
      (id) => ({ ...valid(id)['contact-classified'], phone: '600 100' }),
      { phone: 'phone_too_short' },
    ],
    [
      'ask-reqest',
      (id) => ({ ...valid(id)['ask-reqest'], phone: undefined, email: 'x' }),
      { phone: 'required', email: 'email_invalid' },
    ],
    [
      'contact',
      (id) => ({ ...valid(id).contact, firm: 'X', lastName: '' }),
      { firm: 'company_too_short', lastName: 'required' },
    ],
    [
      'classified-file',
      (id) => ({ ...valid(id)['classified-file'], agreement1: false }),
      { agreement1: 'required' },
    ],
    ['unsubscribe', () => ({ email: 'nope' }), { email: 'email_invalid' }],
    ['unsubscribe', () => ({}), { email: 'required' }],
  ])('%s: answers invalid fields 400 validation_failed with their codes', async (form, payload, fields) => {
    const res = await post(ctx, form, payload(offers.published));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields });
    expect(await submissions()).toEqual([]);
  });

  it.each(['contact-classified', 'ask-reqest', 'contact', 'classified-file', 'unsubscribe'] as const)(
    '%s: a filled honeypot is answered like a success, and nothing is stored or sent',
    async (form) => {
      const payload = form === 'unsubscribe' ? { email: VISITOR } : valid(offers.published)[form];
      const res = await post(ctx, form, { ...payload, website: 'http://spam.example' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ data: { id: expect.any(Number) } });
      expect(await submissions()).toEqual([]);
      expect(await mails()).toEqual([]);
    },
  );

  it('unsubscribe: a subscriber gets a link that unsubscribes; other addresses get nothing', async () => {
    const email = 'czytelnik@example.pl';
    await signUp(ctx.database, ctx.config, {
      email,
      voivodeships: [14],
      isAgent: false,
      lang: 'pl',
      eventId: '1',
    });
    await ctx.database.db
      .updateTable('search_alerts')
      .set({ status: 'active' })
      .where('email', '=', email)
      .execute();
    await ctx.database.db.deleteFrom('mail_outbox').execute();

    const unknown = await post(ctx, 'unsubscribe', { email: 'ktos@example.pl' });
    expect(unknown.statusCode).toBe(201);
    expect(await mails()).toEqual([]);

    const res = await post(ctx, 'unsubscribe', { email: 'Czytelnik@Example.pl', lang: 'en' });
    expect(res.statusCode).toBe(201);
    const stored = await submissions();
    expect(stored.map((s) => [s.kind, s.email, JSON.parse(s.payload).mailed])).toEqual([
      ['unsubscribe', 'ktos@example.pl', false],
      ['unsubscribe', email, true],
    ]);
    const [mail] = await mails();
    expect(mail?.to_address).toBe(email);
    expect(mail?.subject).toBe('Unsubscribe from the property newsletter');
    const token = mail?.text_body.match(/\/en\/newsletter\/unsubscribe\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    // Still subscribed until the link is opened.
    const before = await findSubscriberByEmail(ctx.database.db, email);
    expect(before?.status).toBe('confirmed');
    // The request link is not a confirmation link.
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${token}` })).statusCode,
    ).toBe(404);

    const done = await ctx.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe/${token}` });
    expect(done.json()).toEqual({ data: { status: 'unsubscribed', lang: 'pl' } });
  });

  it('unsubscribe: the mailed link expires after 48 hours', async () => {
    const email = 'spozniony@example.pl';
    await signUp(ctx.database, ctx.config, {
      email,
      voivodeships: [14],
      isAgent: false,
      lang: 'pl',
      eventId: '1',
    });
    await ctx.database.db
      .updateTable('search_alerts')
      .set({ status: 'active' })
      .where('email', '=', email)
      .execute();
    await ctx.database.db.deleteFrom('mail_outbox').execute();
    await post(ctx, 'unsubscribe', { email });
    const token = (await mails())[0]?.text_body.match(/\/newsletter\/wypisz\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    await ctx.database.db
      .updateTable('search_alerts')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const res = await ctx.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe/${token}` });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('token_expired');
  });

  it('lists the form routes in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/form/newsletter',
        '/api/form/contact-classified',
        '/api/form/ask-reqest',
        '/api/form/contact',
        '/api/form/classified-file',
        '/api/form/unsubscribe',
        '/api/newsletter/confirm/{token}',
        '/api/newsletter/unsubscribe/{token}',
      ]),
    );
  });
});

describe.each(testDialects())('form rate limits on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false, formRateLimit: 2 });

  it('answers the third submission of an address within an hour 429 rate_limited with Retry-After', async () => {
    const payload = valid(1).contact;
    expect((await post(ctx, 'contact', payload, '10.1.1.1')).statusCode).toBe(201);
    expect((await post(ctx, 'contact', payload, '10.1.1.1')).statusCode).toBe(201);
    const limited = await post(ctx, 'contact', payload, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);

    // Another address, and routes that are not forms, are not limited by it.
    expect((await post(ctx, 'contact', payload, '10.1.1.2')).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) {
      const health = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-for': '10.1.1.1' },
      });
      expect(health.statusCode).toBe(200);
    }
    // Each form counts on its own.
    expect((await post(ctx, 'unsubscribe', { email: VISITOR }, '10.1.1.1')).statusCode).toBe(201);
  });
});

/** Fake siteverify: answers with the score the test sets. */
async function startVerifyServer(answer: () => unknown): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const newsletterBody = (email: string) => ({
  email,
  voivodeship: 'mazowieckie',
  isAgent: false,
  agreement1: true,
  token: 'captcha-token',
  eventID: '17000000000001234567',
});

describe.each(testDialects())('captcha on the forms on %s', (dialect) => {
  let score = 0.9;
  let verify: Awaited<ReturnType<typeof startVerifyServer>>;
  let deadUrl = '';
  // The config is read when the app is built (in useTestApp's beforeAll), after these have run.
  const good = { mode: 'recaptcha' as const, secret: 's', minScore: 0.5, verifyUrl: '' };
  beforeAll(async () => {
    verify = await startVerifyServer(() => ({
      success: true,
      score,
      action: 'contact',
      hostname: 'localhost',
    }));
    good.verifyUrl = verify.url;
    deadUrl = `http://127.0.0.1:${await freePort()}/siteverify`;
    dead.captcha.verifyUrl = deadUrl;
  });
  afterAll(async () => {
    await verify.close();
  });

  const dead = { captcha: { mode: 'recaptcha' as const, secret: 's', minScore: 0.5, verifyUrl: '' } };
  const live = useTestApp(dialect, { seedDemoData: false, captcha: good });
  const down = useTestApp(dialect, { seedDemoData: false, ...dead });

  it('accepts a good score and answers a low one 400 captcha_failed', async () => {
    const payload = { ...valid(1).contact, token: 'captcha-token' };
    score = 0.9;
    expect((await post(live, 'contact', payload)).statusCode).toBe(201);
    score = 0.1;
    const res = await post(live, 'contact', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('captcha_failed');
    const newsletter = await live.app.inject({
      method: 'POST',
      url: '/api/form/newsletter',
      payload: newsletterBody('low@example.pl'),
    });
    expect(newsletter.statusCode).toBe(400);
    expect(newsletter.json().error.code).toBe('captcha_failed');
    const missing = await post(live, 'contact', { ...payload, token: '' });
    expect(missing.json().error.code).toBe('captcha_failed');
  });

  it('with the service unreachable accepts the newsletter and the unsubscribe request but not mail to staff', async () => {
    const newsletter = await down.app.inject({
      method: 'POST',
      url: '/api/form/newsletter',
      payload: newsletterBody('down@example.pl'),
    });
    expect(newsletter.statusCode).toBe(202);
    expect((await post(down, 'unsubscribe', { email: VISITOR, token: 't' })).statusCode).toBe(201);

    const contact = await post(down, 'contact', { ...valid(1).contact, token: 'captcha-token' });
    expect(contact.statusCode).toBe(503);
    expect(contact.json().error.code).toBe('captcha_unavailable');
    expect(contact.headers['retry-after']).toBe('60');
    const stored = await down.database.db.selectFrom('form_submissions').select('kind').execute();
    expect(stored).toEqual([{ kind: 'unsubscribe' }]);
  });
});

describe.each(testDialects())('form mail while SMTP is down on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  it('stores the submission, keeps retrying, and delivers each mail exactly once when SMTP is back', async () => {
    const port = await freePort();
    let offset = 0;
    const sender = new OutboxSender({
      database: ctx.database,
      config: {
        dataDir: ctx.config.dataDir,
        mail: { ...ctx.config.mail, smtpUrl: `smtp://127.0.0.1:${port}` },
      },
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      pollIntervalMs: 60 * 60_000,
      now: () => new Date(Date.now() + offset),
    });
    sender.start();
    try {
      const res = await post(ctx, 'contact', valid(1).contact);
      expect(res.statusCode).toBe(201);
      expect(await ctx.database.db.selectFrom('form_submissions').select('id').execute()).toHaveLength(1);

      // The kick after the commit tried at once and failed.
      const rows = () => ctx.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
      await expect
        .poll(
          async () => {
            // Tried and failed: the attempt is counted when a mail is claimed, its error after.
            const mails = await rows();
            return mails.length === 2 && mails.every((m) => m.attempts >= 1 && m.last_error);
          },
          { timeout: 30_000, interval: 25 },
        )
        .toBe(true);
      const failed = await rows();
      expect(failed).toHaveLength(2);
      for (const mail of failed) {
        expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
        expect(mail.last_error).toBeTruthy();
      }

      const smtp = await startSmtpServer(port);
      try {
        offset = 31_000;
        // The sender's own loop may be in a pass now (a second kick re-runs it), so this pass and
        // that one can share the two mails: what counts is that each is sent once, by whichever.
        const first = await sender.runOnce();
        const second = await sender.runOnce();
        expect(first.retried + first.failed + second.retried + second.failed).toBe(0);
        await expect
          .poll(async () => (await rows()).map((m) => m.status), { timeout: 30_000, interval: 25 })
          .toEqual(['sent', 'sent']);
        const messages = await smtp.waitFor(2);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(messages).toHaveLength(2);
        expect(messages.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '')).sort()).toEqual(
          [VISITOR, SALES].sort(),
        );
        expect((await rows()).map((m) => [m.status, m.attempts])).toEqual([
          ['sent', 2],
          ['sent', 2],
        ]);
      } finally {
        await smtp.close();
      }
    } finally {
      await sender.stop();
    }
  });
});
