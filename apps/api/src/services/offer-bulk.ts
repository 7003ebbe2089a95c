import type { BulkOfferAction } from '@estate/domain/back-office-offers';
import { offers } from '@estate/domain/kinds/offers';
import { AppError } from '../http/app-error';
import { followOfferMemberships } from '../kinds/group-hooks';
import { saveAndPublishKindItem } from '../kinds/kind-service';
import { insertAuditEntry } from '../repositories/audit-repository';
import { bumpChangeSignal } from '../repositories/change-signal-repository';
import {
  addOfferToGroup,
  agentExists,
  findOffersForBulk,
  groupExists,
} from '../repositories/offer-editing-repository';
import { applyPublication, type OfferWriteContext } from './offer-editing';

/**
 * One action on many offers (issue 17's bulk actions), all or nothing in one transaction: every
 * named offer must exist (404 otherwise) and be the person's to change (an agent's own, 403
 * otherwise); giving offers an agent or a group is for editors and admins. Each offer that changes
 * gets its audit entry; the change signal moves once when the public sees a difference. Answers how
 * many offers changed.
 */
export async function applyBulkAction(context: OfferWriteContext, body: BulkOfferAction): Promise<number> {
  const { db, staff, actor } = context;
  const now = context.now ?? new Date();
  const rows = await findOffersForBulk(db, body.ids);
  if (rows.length !== body.ids.length) {
    const found = new Set(rows.map((row) => row.id));
    const missing = body.ids.filter((id) => !found.has(id));
    throw new AppError(404, 'not_found', `Offers not found: ${missing.join(', ')}`);
  }
  if (staff.role === 'agent') {
    if (body.action === 'assignAgent' || body.action === 'addToGroup') {
      throw new AppError(403, 'forbidden', 'Editors and admins give offers an agent or a group');
    }
    if (rows.some((row) => row.owner_user_id !== staff.id)) {
      throw new AppError(403, 'forbidden', 'An agent changes only their own offers');
    }
  }
  if (body.action === 'assignAgent' && !(await agentExists(db, body.agentId))) {
    throw new AppError(400, 'validation_failed', 'Unknown agent', { fields: { agentId: 'agent_unknown' } });
  }
  if (body.action === 'addToGroup' && !(await groupExists(db, body.groupId))) {
    throw new AppError(400, 'validation_failed', 'Unknown group', { fields: { groupId: 'invalid_value' } });
  }

  let changed = 0;
  let publicChange = false;
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const isPublic = row.status === 'published';
      if (body.action === 'publish' || body.action === 'unpublish') {
        const moved = await applyPublication(trx, actor, row, { action: body.action }, now);
        if (moved.status !== row.status) changed += 1;
        publicChange ||= moved.visibilityChanged;
      } else if (body.action === 'assignAgent') {
        if (row.agent_id === body.agentId) continue;
        // Through the offers' kind as its own publication: public at once, a pending copy following.
        const written = await saveAndPublishKindItem(
          trx,
          { actor, staff, now },
          offers,
          row.id,
          (live) => ({ ...live, agentId: body.agentId }),
          { action: 'assign-agent' },
        );
        if (Object.keys(written.changes).length === 0) continue;
        changed += 1;
        publicChange ||= written.publicChange;
      } else {
        if (!(await addOfferToGroup(trx, body.groupId, row.id))) continue;
        await followOfferMemberships(trx, row.id, { added: [body.groupId], removed: [] });
        await insertAuditEntry(
          trx,
          {
            actor,
            action: 'offer.add-to-group',
            entity: 'offer',
            entityId: row.id,
            changes: { groupId: [null, body.groupId] },
          },
          now,
        );
        changed += 1;
        publicChange ||= isPublic;
      }
    }
    if (publicChange) await bumpChangeSignal(trx, 'offers', now);
  });
  if (publicChange) context.listCache.clear();
  return changed;
}
