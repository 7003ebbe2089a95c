import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { MailOutboxTable } from '../db/tables/visitor-tables';

type Db = Kysely<DatabaseSchema>;

type MailRow = Selectable<MailOutboxTable>;
type NewMailRow = Omit<Insertable<MailOutboxTable>, 'id' | 'status' | 'attempts' | 'sent_at' | 'last_error'>;

/** What a sender needs to claim a due row: its id and the values it read (a compare-and-set). */
export interface DueMail {
  id: number;
  attempts: number;
  next_attempt_at: string;
}

export async function insertMail(db: Db, row: NewMailRow): Promise<number> {
  const { id } = await db
    .insertInto('mail_outbox')
    .values({ ...row, status: 'pending', attempts: 0, last_error: null, sent_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Pending rows whose time has come, oldest first. Timestamps are ISO-8601 text: they sort as text. */
export async function findDueMail(db: Db, now: string, limit: number): Promise<DueMail[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'attempts', 'next_attempt_at'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a due row for one sender: counts the attempt and moves `next_attempt_at` to the end of a
 * lease, only if nobody changed the row since it was read. One UPDATE, so of two processes that
 * read the same row exactly one wins; a sender that dies mid-send leaves the row due again once
 * the lease ends. The row keeps status 'pending' (the table knows no other in-between state).
 */
export async function claimMail(db: Db, due: DueMail, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ attempts: due.attempts + 1, next_attempt_at: leaseUntil })
    .where('id', '=', due.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', due.attempts)
    .where('next_attempt_at', '=', due.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function readMail(db: Db, id: number): Promise<MailRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markMailSent(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markMailRetry(db: Db, id: number, nextAttemptAt: string, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: nextAttemptAt, last_error: error })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function markMailFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: error })
    .where('id', '=', id)
    .execute();
}

/** Deletes sent and failed mail created before `before`: the outbox is not an archive of addresses. */
export async function deleteFinishedMail(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes every mail to an address, queued or sent (a newsletter subscriber's removal on request):
 * what was not yet sent is not sent, and the outbox keeps no copy. Returns how many.
 */
export async function deleteMailTo(db: Db, address: string): Promise<number> {
  const result = await db.deleteFrom('mail_outbox').where('to_address', '=', address).executeTakeFirst();
  return Number(result.numDeletedRows);
}
