import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { insertMail } from '../repositories/outbox-repository';

/** One message to send. `headers` are extra header lines (List-Unsubscribe and the like). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go (the visitor, for mail to sales). */
  replyTo?: string;
  headers?: Record<string, string>;
}

/** The header under which `replyTo` is kept in the row's headers JSON until it is sent. */
export const REPLY_TO_HEADER = 'Reply-To';

/**
 * Stores a message for the outbox sender. Pass the transaction that stores what the message is
 * about, so both commit together or neither does; then call `notifyMailQueued` after the commit
 * to have it sent at once.
 */
export async function enqueueMail(
  db: Kysely<DatabaseSchema>,
  mail: OutgoingMail,
  now: Date = new Date(),
): Promise<number> {
  const headers: Record<string, string> = { ...mail.headers };
  if (mail.replyTo) headers[REPLY_TO_HEADER] = mail.replyTo;
  const at = now.toISOString();
  return insertMail(db, {
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    headers: JSON.stringify(headers),
    next_attempt_at: at,
    created_at: at,
  });
}
