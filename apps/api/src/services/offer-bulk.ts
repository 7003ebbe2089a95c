import type { BulkOfferAction } from '@estate/domain/back-office-offers';
import type { ChangeSignal } from '@estate/domain/kinds/kind';
import { offerGroups } from '@estate/domain/kinds/offer-groups';
import { offers } from '@estate/domain/kinds/offers';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { AppError } from '../http/app-error';
import { followOfferMemberships } from '../kinds/group-hooks';
import { changeKindPublicationIn, saveAndPublishKindItem } from '../kinds/kind-service';
import { type AuditActor, insertAuditEntry } from '../repositories/audit-repository';
import { bumpChangeSignal } from '../repositories/change-signal-repository';
import { findMemberIds } from '../repositories/group-repository';
import { agentExists, findOffersForBulk, groupExists } from '../repositories/offer-editing-repository';
import type { StaffPrincipal } from '../staff/staff-access';
import type { OfferWriteContext } from './offer-editing';

type Db = Kysely<DatabaseSchema>;

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
  const signals = new Set<ChangeSignal>();
  const kindContext = { actor, staff, now };
  await db.transaction().execute(async (trx) => {
    if (body.action === 'addToGroup') {
      const added = await addToGroup(trx, kindContext, body.groupId, rows);
      changed = added.changed;
      publicChange = added.publicChange;
      if (added.groupPublic) for (const signal of offerGroups.signals) signals.add(signal);
    } else {
      for (const row of rows) {
        if (body.action === 'publish' || body.action === 'unpublish') {
          // The offer's own publication through its kind: the same transitions, hooks and versions.
          const moved = await changeKindPublicationIn(trx, kindContext, offers, row.id, {
            action: body.action,
          });
          if (moved.changed) changed += 1;
          publicChange ||= moved.publicChange;
        } else {
          if (row.agent_id === body.agentId) continue;
          // Through the offers' kind as its own publication: public at once, a pending copy following.
          const written = await saveAndPublishKindItem(
            trx,
            kindContext,
            offers,
            row.id,
            (live) => ({ ...live, agentId: body.agentId }),
            { action: 'assign-agent' },
          );
          if (Object.keys(written.changes).length === 0) continue;
          changed += 1;
          publicChange ||= written.publicChange;
        }
      }
    }
    if (publicChange) signals.add('offers');
    for (const signal of signals) await bumpChangeSignal(trx, signal, now);
  });
  if (signals.has('offers')) context.listCache.clear();
  return changed;
}

/**
 * Adds the offers to a group through the groups' kind, as a publication of its own (as the import
 * writes an offer): the group's members written by its hooks, its version moved, audited
 * `group.update`, and each added offer's `offer.add-to-group`. A working copy of the group gets the
 * offers in its values and its base first (as the offer editor's membership writes do), so it
 * follows and its publication keeps them; its version moves, so a form opened before is refused.
 */
async function addToGroup(
  trx: Db,
  context: { actor: AuditActor; staff: StaffPrincipal; now: Date },
  groupId: number,
  rows: readonly { id: number; status: string }[],
): Promise<{ changed: number; publicChange: boolean; groupPublic: boolean }> {
  const members = (await findMemberIds(trx, [groupId])).get(groupId) ?? [];
  const joining = rows.filter((row) => !members.includes(row.id));
  if (joining.length === 0) return { changed: 0, publicChange: false, groupPublic: false };
  for (const row of joining) await followOfferMemberships(trx, row.id, { added: [groupId], removed: [] });
  const written = await saveAndPublishKindItem(trx, context, offerGroups, groupId, (live) => ({
    ...live,
    members: [...members, ...joining.map((row) => row.id)],
  }));
  for (const row of joining) {
    await insertAuditEntry(
      trx,
      {
        actor: context.actor,
        action: 'offer.add-to-group',
        entity: 'offer',
        entityId: row.id,
        changes: { groupId: [null, groupId] },
      },
      context.now,
    );
  }
  return {
    changed: joining.length,
    publicChange: joining.some((row) => row.status === 'published'),
    groupPublic: written.publicChange,
  };
}
