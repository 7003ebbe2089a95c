import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { claimMail, findDueMail } from '../repositories/outbox-repository';
import { headerValue, startSmtpServer, type TestSmtpServer } from '../testing/smtp-test-server';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import type { MailTransport } from './mail-transport';
import { enqueueMail } from './outbox';
import { LEASE_MS, MAX_ATTEMPTS, OutboxSender, retryDelayMs } from './outbox-sender';
import { notifyMailQueued } from './outbox-signal';
import { describeError, redactAddresses } from './redact';

const VISITOR = 'jan.kowalski@example.pl';

/** Every log line the senders write, to check that none names an address. */
const logLines: string[] = [];
const logger = {
  info: (obj: object, msg?: string) => logLines.push(`${msg} ${JSON.stringify(obj)}`),
  warn: (obj: object, msg?: string) => logLines.push(`${msg} ${JSON.stringify(obj)}`),
  error: (obj: object, msg?: string) => logLines.push(`${msg} ${JSON.stringify(obj)}`),
};

const sample = {
  to: VISITOR,
  subject: 'Zażółć gęślą jaźń',
  text: 'Treść wiadomości.\n',
  html: '<p>Treść wiadomości.</p>',
  replyTo: 'sprzedaz@example.pl',
  headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('retry schedule', () => {
  it('doubles from 30 s and stops at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 19].map((n) => retryDelayMs(n) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });

  it('keeps addresses out of error texts', () => {
    expect(redactAddresses('550 5.1.1 <jan@example.pl>: Recipient address rejected')).toBe(
      '550 5.1.1 <[address]>: Recipient address rejected',
    );
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNECTION' });
    expect(describeError(error)).toBe('ECONNECTION: connect ECONNREFUSED 127.0.0.1:25');
  });
});

describe.each(testDialects())('mail outbox on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  let smtp: TestSmtpServer | undefined;
  const senders: OutboxSender[] = [];

  function sender(options: Partial<ConstructorParameters<typeof OutboxSender>[0]> = {}, smtpUrl?: string) {
    const created = new OutboxSender({
      database: ctx.database,
      config: { dataDir: ctx.config.dataDir, mail: { ...ctx.config.mail, smtpUrl } },
      logger,
      pollIntervalMs: 60_000,
      ...options,
    });
    senders.push(created);
    return created;
  }

  const rows = () => ctx.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  beforeEach(async () => {
    await ctx.database.db.deleteFrom('mail_outbox').execute();
  });

  afterEach(async () => {
    await Promise.all(senders.splice(0).map((s) => s.stop()));
    await smtp?.close();
    smtp = undefined;
    expect(logLines.join('\n')).not.toMatch(/@example\.pl/);
  });

  it('sends queued mail over SMTP once, with its headers', async () => {
    smtp = await startSmtpServer();
    const id = await enqueueMail(ctx.database.db, sample);
    const outbox = sender({}, smtp.url);
    expect(await outbox.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const [message] = await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
    expect(message?.subject).toBe(sample.subject);
    expect(message?.text).toBe(sample.text);
    expect(message?.html).toBe(sample.html);
    expect(message?.from?.value).toEqual([{ name: 'Nieruchomości', address: 'no-reply@example.pl' }]);
    expect(message?.replyTo?.text).toBe('sprzedaz@example.pl');
    if (!message) throw new Error('no message');
    expect(headerValue(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(message?.headers.has('reply-to')).toBe(true);
    expect(message?.messageId).toBeTruthy();

    const [row] = await rows();
    expect(row).toMatchObject({ id, status: 'sent', attempts: 1, last_error: null });
    expect(row?.sent_at).toBeTruthy();
  });

  it('keeps mail while SMTP is down and delivers it once the server is back', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    let clock = Date.now();
    const outbox = sender({ now: () => new Date(clock) }, url);
    await enqueueMail(ctx.database.db, sample, new Date(clock));

    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(Date.parse(row?.next_attempt_at ?? '')).toBe(clock + 30_000);

    // Not due yet: nothing happens before the back-off ends.
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    smtp = await startSmtpServer(port);
    clock += 30_000;
    expect(await outbox.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    clock += 60 * 60_000;
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('gives up after the last attempt', async () => {
    const failing: MailTransport = {
      kind: 'smtp',
      send: async () => {
        throw Object.assign(new Error(`550 5.1.1 <${VISITOR}>: User unknown`), { responseCode: 550 });
      },
      close: () => {},
    };
    const id = await enqueueMail(ctx.database.db, sample);
    await ctx.database.db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('id', '=', id)
      .execute();
    expect(await sender({ transport: failing }).runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row?.last_error).toBe('550 5.1.1 <[address]>: User unknown');
  });

  it('sends each mail once when two senders run at the same time', async () => {
    const delivered: number[] = [];
    const slow: MailTransport = {
      kind: 'smtp',
      send: async (message) => {
        await sleep(5);
        delivered.push(message.id);
      },
      close: () => {},
    };
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1)
      ids.push(await enqueueMail(ctx.database.db, { ...sample, subject: `m${i}` }));
    const [a, b] = await Promise.all([
      sender({ transport: slow }).runOnce(),
      sender({ transport: slow }).runOnce(),
    ]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(8);
    expect([...delivered].sort((x, y) => x - y)).toEqual(ids);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('gives a row claimed by a sender that died back after the lease', async () => {
    const delivered: number[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (m) => void delivered.push(m.id),
      close: () => {},
    };
    const start = Date.now();
    await enqueueMail(ctx.database.db, sample, new Date(start));
    const [due] = await findDueMail(ctx.database.db, new Date(start).toISOString(), 10);
    if (!due) throw new Error('no due mail');
    expect(await claimMail(ctx.database.db, due, new Date(start + LEASE_MS).toISOString())).toBe(true);
    // The same read cannot claim twice.
    expect(await claimMail(ctx.database.db, due, new Date(start + LEASE_MS).toISOString())).toBe(false);

    let clock = start + 1000;
    const outbox = sender({ transport, now: () => new Date(clock) });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock = start + LEASE_MS;
    expect(await outbox.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(delivered).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('writes an .eml file that parses when no SMTP server is configured', async () => {
    const id = await enqueueMail(ctx.database.db, sample);
    expect(await sender().runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const file = path.join(ctx.config.dataDir, 'outbox', `${id}.eml`);
    const raw = fs.readFileSync(file);
    expect(raw.toString('latin1')).toContain('\r\n');
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(sample.subject);
    expect(parsed.text).toBe(sample.text);
    expect(parsed.html).toBe(sample.html);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe(VISITOR);
    expect(headerValue(parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('sends at once when mail is queued, and stop() waits for a send in progress', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: number[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (message) => {
        started.push(message.id);
        await gate;
      },
      close: () => {},
    };
    const outbox = sender({ transport, pollIntervalMs: 60 * 60_000 });
    outbox.start();
    await sleep(50); // the first poll finds nothing
    const id = await enqueueMail(ctx.database.db, sample);
    notifyMailQueued(ctx.database);
    await expect.poll(() => started.length, { timeout: 10_000, interval: 10 }).toBeGreaterThan(0);
    expect(started).toEqual([id]);

    let stopped = false;
    const stopping = outbox.stop().then(() => {
      stopped = true;
    });
    await sleep(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await rows())[0]).toMatchObject({ id, status: 'sent' });
  });

  it('purges expired sign-ups, old finished mail and ended rate-limit windows on its hourly pass', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 31 * 24 * 60 * 60_000).toISOString();
    const db = ctx.database.db;
    await db
      .insertInto('mail_outbox')
      .values({
        to_address: VISITOR,
        subject: 'old',
        text_body: 'x',
        html_body: null,
        headers: '{}',
        status: 'sent',
        next_attempt_at: old,
        created_at: old,
        sent_at: old,
      })
      .execute();
    // A newsletter sign-up never confirmed (the alert of origin 'newsletter' it is, decision 059).
    await db
      .insertInto('search_alerts')
      .values({
        email: 'expired@example.pl',
        list: 'sprzedaz',
        path: '/sprzedaz',
        origin: 'newsletter',
        frequency: 'weekly',
        voivodeships: '14',
        is_agent: 0,
        lang: 'pl',
        status: 'pending',
        consent_text: 'x',
        consent_version: 'x',
        consented_at: old,
        event_id: null,
        confirm_token_hash: 'a',
        confirm_expires_at: new Date(now.getTime() - 1000).toISOString(),
        unsubscribe_token_hash: 'b',
        created_at: old,
        confirmed_at: null,
        active_since: null,
        unsubscribed_at: null,
      })
      .execute();
    await db
      .insertInto('rate_limit_counters')
      .values([
        { key: 'ended', hits: 3, expires_at_ms: now.getTime() - 1 },
        { key: 'running', hits: 1, expires_at_ms: now.getTime() + 60_000 },
      ])
      .execute();
    await sender({ now: () => now }).runOnce();
    expect(await rows()).toEqual([]);
    expect(await db.selectFrom('search_alerts').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('rate_limit_counters').select('key').execute()).toEqual([{ key: 'running' }]);
  });
});
