import { changedFields } from '@estate/domain/audit-changes';
import { mayRestoreOffers, type OfferArchive, statusWhenArchived } from '@estate/domain/offer-archive';
import type { OfferStatus } from '@estate/domain/offer-editor';
import { AppError } from '../http/app-error';
import { insertAuditEntry } from '../repositories/audit-repository';
import { bumpChangeSignal } from '../repositories/change-signal-repository';
import { setOfferArchived } from '../repositories/offer-editing-repository';
import { type OfferWriteContext, offerForStaff } from './offer-editing';
import { versionAfter } from './row-version';

/**
 * Archives an offer or restores it (issue 35, decision 058); nothing is deleted. Archiving takes a
 * published offer off the site (unpublished) and a scheduled one back to a draft; anyone who may
 * write the offer archives it, only editors and admins restore it (403 for an agent), in the state
 * it was archived in. Audited as `offer.archive` / `offer.restore`; asking for the state the offer
 * is in changes nothing. Answers where the offer stands.
 */
export async function archiveOffer(
  context: OfferWriteContext,
  id: number,
  { archived }: OfferArchive,
): Promise<{ status: OfferStatus; archivedAt: string | null }> {
  const { db, staff, actor } = context;
  const now = context.now ?? new Date();
  const { row } = await offerForStaff(db, staff, id);
  if (!archived && !mayRestoreOffers(staff.role)) {
    throw new AppError(403, 'forbidden', 'Editors and admins restore archived offers');
  }
  if (archived === (row.archived_at !== null)) return { status: row.status, archivedAt: row.archived_at };
  const status = archived ? statusWhenArchived(row.status) : row.status;
  const archivedAt = archived ? now.toISOString() : null;
  const wasPublic = row.status === 'published';
  await db.transaction().execute(async (trx) => {
    await setOfferArchived(trx, id, { archivedAt, status, updatedAt: versionAfter(row.updated_at, now) });
    await insertAuditEntry(
      trx,
      {
        actor,
        action: archived ? 'offer.archive' : 'offer.restore',
        entity: 'offer',
        entityId: id,
        changes: changedFields(
          { status: row.status, publishAt: row.publish_at, archivedAt: row.archived_at },
          { status, publishAt: null, archivedAt },
        ),
      },
      now,
    );
    if (wasPublic) await bumpChangeSignal(trx, 'offers', now);
  });
  if (wasPublic) context.listCache.clear();
  return { status, archivedAt };
}
