import type { FieldChange } from '@estate/domain/audit-changes';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { insertAuditEntry } from '../repositories/audit-repository';
import { bumpChangeSignal } from '../repositories/change-signal-repository';
import type { OfferWriteContext } from './offer-editing';

type Db = Kysely<DatabaseSchema>;

/**
 * The write around one change of an offer's parts (photos, documents, groups): the change, its
 * audit entry and, when the public sees the offer, the change signal, in one transaction; then
 * this process's cache.
 */
export async function recordOfferChange(
  context: Pick<OfferWriteContext, 'db' | 'actor' | 'listCache' | 'now'>,
  offer: { id: number; status: string },
  action: string,
  changes: Record<string, FieldChange>,
  write: (trx: Db) => Promise<void>,
): Promise<void> {
  const now = context.now ?? new Date();
  const isPublic = offer.status === 'published';
  await context.db.transaction().execute(async (trx) => {
    await write(trx);
    await insertAuditEntry(
      trx,
      { actor: context.actor, action, entity: 'offer', entityId: offer.id, changes },
      now,
    );
    if (isPublic) await bumpChangeSignal(trx, 'offers', now);
  });
  if (isPublic) context.listCache.clear();
}
