import { subscriberVoivodeships } from '@estate/domain/newsletter-digest';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { AppError } from '../http/app-error';
import { type AuditActor, insertAuditEntry } from '../repositories/audit-repository';
import { deleteSubscriber, type SubscriberListRow } from '../repositories/newsletter-repository';

type Db = Kysely<DatabaseSchema>;

/** A subscriber as the back office's list shows it (decision 036). */
export function toSubscriberItem(row: SubscriberListRow) {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    voivodeships: subscriberVoivodeships(row.voivodeships),
    isAgent: row.is_agent === 1,
    lang: row.lang === 'en' ? ('en' as const) : ('pl' as const),
    consent: { text: row.consent_text, version: row.consent_version, at: row.consented_at },
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
    lastDigestAt: row.last_digest_at ?? null,
  };
}

/**
 * Removes a person from the newsletter on request (decision 036): their row, the record of their
 * digests and every mail to them in the outbox go; the audit log keeps an anonymous entry (the
 * row's number and state, never the address), in the same transaction. 404 when there is none.
 */
export async function removeSubscriber(
  context: { db: Db; actor: AuditActor; now?: Date },
  id: number,
): Promise<void> {
  const now = context.now ?? new Date();
  await context.db.transaction().execute(async (trx) => {
    const removed = await deleteSubscriber(trx, id);
    if (!removed) throw AppError.notFound('Subscriber');
    await insertAuditEntry(
      trx,
      {
        actor: context.actor,
        action: 'newsletter.subscriber-removed',
        entity: 'newsletter_subscriber',
        entityId: id,
        changes: {
          status: [removed.status, null],
          confirmed: [removed.confirmed, null],
          digests: [removed.digests, 0],
          mails: [removed.mails, 0],
        },
      },
      now,
    );
  });
}
