import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import {
  claimMail,
  type DueMail,
  deleteFinishedMail,
  findDueMail,
  markMailFailed,
  markMailRetry,
  markMailSent,
  readMail,
} from '../repositories/outbox-repository';
import { purgeEndedRateLimits } from '../repositories/rate-limit-repository';
import { purgeExpiredAlerts } from '../repositories/search-alert-repository';
import { createMailTransport, type MailTransport } from './mail-transport';
import { REPLY_TO_HEADER } from './outbox';
import { onMailQueued } from './outbox-signal';
import { describeError } from './redact';

/** The pino-style logger calls the sender makes; Fastify's `app.log` fits. */
interface OutboxLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

interface OutboxSenderOptions {
  database: DatabaseHandle;
  config: Pick<ApiConfig, 'mail' | 'dataDir'>;
  logger: OutboxLogger;
  /** How often due mail is looked for besides kicks. Default 15 s. */
  pollIntervalMs?: number;
  /** How often expired sign-ups and old sent mail are purged. Default 1 h. */
  purgeIntervalMs?: number;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Replaces the transport built from the config (tests). */
  transport?: MailTransport;
}

export const MAX_ATTEMPTS = 20;
/** A claimed row is someone's for this long; a sender that died mid-send gives it back so. */
export const LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 20;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Sent and failed mail is kept this long for support questions, then deleted. */
const FINISHED_MAIL_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** Wait after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min … at most 1 h. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(exponent, 20), MAX_RETRY_MS);
}

interface SendReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends what `enqueueMail` stored: polls due rows, claims each atomically (so several API processes
 * never send one mail twice), sends it, and records the outcome with exponential back-off. Also
 * runs the hourly purge of expired newsletter sign-ups. Logs name rows by id only, never addresses
 * or tokens.
 */
export class OutboxSender {
  private readonly database: DatabaseHandle;
  private readonly config: OutboxSenderOptions['config'];
  private readonly logger: OutboxLogger;
  private readonly pollIntervalMs: number;
  private readonly purgeIntervalMs: number;
  private readonly now: () => Date;
  private transport: MailTransport | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Set by stop(): a pass in progress finishes its current mail and sends no more. */
  private stopping = false;
  private kicked = false;
  private lastPurgeAt = Number.NEGATIVE_INFINITY;
  private stopListening: (() => void) | undefined;

  constructor(options: OutboxSenderOptions) {
    this.database = options.database;
    this.config = options.config;
    this.logger = options.logger;
    this.pollIntervalMs = options.pollIntervalMs ?? 15_000;
    this.purgeIntervalMs = options.purgeIntervalMs ?? 60 * 60_000;
    this.now = options.now ?? (() => new Date());
    this.transport = options.transport;
  }

  /** Starts polling, and sending as soon as a route queues mail on the same database. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.stopListening = onMailQueued(this.database, () => this.kick());
    this.logger.info({ transport: this.config.mail.smtpUrl ? 'smtp' : 'file' }, 'outbox sender started');
    this.schedule(0);
  }

  /** Sends due mail now instead of at the next poll. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.kicked = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling and waits for a send in progress to finish and be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    this.stopListening?.();
    this.stopListening = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport?.close();
    this.transport = undefined;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.kicked = false;
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => {
        // The database is down or the like: try again at the next poll.
        this.logger.error({ error: describeError(error) }, 'outbox run failed');
      });
    await this.running;
    this.running = undefined;
    if (!this.stopped) this.schedule(this.kicked ? 0 : this.pollIntervalMs);
  }

  /**
   * One pass: purges when an hour has passed, then sends every due row (in batches) until none is
   * left or the sender is stopped. Safe to run beside other senders on the same database.
   */
  async runOnce(): Promise<SendReport> {
    const report: SendReport = { sent: 0, retried: 0, failed: 0 };
    await this.purgeIfDue();
    for (;;) {
      const due = await findDueMail(this.database.db, this.now().toISOString(), BATCH_SIZE);
      let claimed = 0;
      for (const row of due) {
        if (this.stopping) return report;
        const outcome = await this.sendOne(row);
        if (outcome) {
          claimed += 1;
          report[outcome] += 1;
        }
      }
      if (due.length < BATCH_SIZE || claimed === 0 || this.stopping) return report;
    }
  }

  private async purgeIfDue(): Promise<void> {
    const now = this.now();
    if (now.getTime() - this.lastPurgeAt < this.purgeIntervalMs) return;
    this.lastPurgeAt = now.getTime();
    // The newsletter's retention, over its subscribers and every search alert (decision 059: the
    // newsletter's subscribers are alerts of origin 'newsletter').
    const alerts = await purgeExpiredAlerts(this.database.db, now);
    const mail = await deleteFinishedMail(
      this.database.db,
      new Date(now.getTime() - FINISHED_MAIL_RETENTION_MS).toISOString(),
    );
    // Ended rate-limit windows (decision 021): this pass already runs once an hour on every instance.
    const rateLimits = await purgeEndedRateLimits(this.database.db, now.getTime());
    const alertsChanged = alerts.deleted + alerts.cleared;
    if (mail > 0 || rateLimits > 0 || alertsChanged > 0) {
      this.logger.info(
        {
          alertsDeleted: alerts.deleted,
          alertsCleared: alerts.cleared,
          finishedMailDeleted: mail,
          rateLimitsDeleted: rateLimits,
        },
        'outbox purge',
      );
    }
  }

  /** Claims, sends and records one row; undefined when another sender claimed it first. */
  private async sendOne(due: DueMail): Promise<keyof SendReport | undefined> {
    const db = this.database.db;
    const claimedAt = this.now();
    const leaseUntil = new Date(claimedAt.getTime() + LEASE_MS).toISOString();
    if (!(await claimMail(db, due, leaseUntil))) return undefined;
    const attempts = due.attempts + 1;

    const row = await readMail(db, due.id);
    if (!row) return undefined;
    const { [REPLY_TO_HEADER]: replyTo, ...headers } = JSON.parse(row.headers) as Record<string, string>;
    try {
      this.transport ??= createMailTransport(this.config.mail, this.config.dataDir);
      await this.transport.send({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        replyTo,
        headers,
      });
    } catch (error) {
      const reason = describeError(error);
      if (attempts >= MAX_ATTEMPTS) {
        await markMailFailed(db, row.id, reason);
        this.logger.error({ mailId: row.id, attempts, error: reason }, 'mail failed for good');
        return 'failed';
      }
      const nextAttemptAt = new Date(this.now().getTime() + retryDelayMs(attempts)).toISOString();
      await markMailRetry(db, row.id, nextAttemptAt, reason);
      this.logger.warn(
        { mailId: row.id, attempts, nextAttemptAt, error: reason },
        'mail not sent, will retry',
      );
      return 'retried';
    }
    await markMailSent(db, row.id, this.now().toISOString());
    this.logger.info({ mailId: row.id, attempts, transport: this.transport?.kind }, 'mail sent');
    return 'sent';
  }
}
