import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import type { DatabaseHandle } from '../db/database';
import { publishDueDocumentItems } from '../kinds/document-kind-service';
import { publishDueKindItems } from '../kinds/kind-service';
import type { MediaStore } from '../media/media-store';
import { insertAuditEntry } from '../repositories/audit-repository';
import { bumpChangeSignal, readChangeSignal } from '../repositories/change-signal-repository';
import { expireNewFlags } from '../repositories/offer-editing-repository';
import type { ResponseCache } from '../services/response-cache';

/** How often each API process publishes due offers and looks for other processes' changes. */
const PUBLICATION_POLL_MS = 2_000;

interface LoopLogger {
  warn(obj: object, msg?: string): void;
}

interface PublicationLoopOptions {
  database: DatabaseHandle;
  /** This process's cached public answers, dropped when the offers' change signal moves. */
  listCache: ResponseCache;
  logger: LoopLogger;
  intervalMs?: number;
  now?: () => Date;
  /** The editable kinds on the mechanism (decision 052): `ALL_KINDS`, or a test's. */
  kinds?: readonly DefinedKind[];
  /** Where the files a published copy no longer names are deleted from (an offer's dropped photo). */
  media?: MediaStore;
}

/**
 * The part of publishing that runs on its own, in every API process (decision 030): scheduled
 * offers and the editable kinds' items and working copies (decision 052: the FAQ, special-offer
 * groups, news, events, blog posts, pages and the home page's drafts) go live when their time comes (whichever
 * process gets there first; the audit log names no person), and a change written by any process
 * drops this one's cached lists and maps within one interval. A failed pass (the database
 * restarting) is logged and tried again at the next.
 */
export class PublicationLoop {
  private readonly intervalMs: number;
  private readonly now: () => Date;
  private seenVersion: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: PublicationLoopOptions) {
    this.intervalMs = options.intervalMs ?? PUBLICATION_POLL_MS;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.tick().finally(() => (this.running = undefined));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass: publish what is due, then follow the change signal. */
  async tick(): Promise<void> {
    const { db } = this.options.database;
    try {
      const now = this.now();
      let unused: readonly string[] = [];
      await db.transaction().execute(async (trx) => {
        // "New" whose days have passed comes off, audited with no person (decision 058).
        const expired = await expireNewFlags(trx, now);
        for (const { id } of expired) {
          await insertAuditEntry(
            trx,
            {
              actor: { id: null, email: null, ip: null },
              action: 'offer.new-expired',
              entity: 'offer',
              entityId: id,
              changes: { isNew: [true, false] },
            },
            now,
          );
        }
        const expiredPublic = expired.some((offer) => offer.isPublic);
        // The kinds on the one mechanism (decision 052: the FAQ, groups, news, events, blog posts,
        // pages, offers), rows and working copies alike: a scheduled offer's first publication makes
        // it new for the admins' days (decision 058, the offers' hooks); and the home page's drafts
        // (a document kind's).
        const all = this.options.kinds ?? ALL_KINDS;
        const due = await publishDueKindItems(trx, all, now, this.options.logger);
        unused = due.unused;
        const kinds = due.signals;
        for (const signal of await publishDueDocumentItems(trx, all, now, this.options.logger)) {
          kinds.add(signal);
        }
        if (kinds.has('content')) await bumpChangeSignal(trx, 'content', now);
        // Offers, and a group (on its offers' pages): their cached answers go, in every process.
        if (kinds.has('offers') || expiredPublic) await bumpChangeSignal(trx, 'offers', now);
      });
      // Files no row names go once the pass has committed (decision 052 "Media working copy as
      // built"): before it, a rollback would leave a row naming a deleted file.
      for (const file of unused) await this.options.media?.delete(file).catch(() => undefined);
      const version = await readChangeSignal(db, 'offers');
      if (version !== this.seenVersion) this.options.listCache.clear();
      this.seenVersion = version;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'publication pass failed');
    }
  }
}
