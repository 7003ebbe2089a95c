import type { OfferGroups } from '@estate/domain/offer-groups';
import { AppError } from '../http/app-error';
import { followOfferMemberships } from '../kinds/group-hooks';
import {
  existingGroupIds,
  listOfferMemberships,
  replaceOfferMemberships,
} from '../repositories/offer-editing-repository';
import { recordOfferChange } from './offer-change';
import { type OfferWriteContext, offerForStaff } from './offer-editing';

/** An offer's memberships as the editor shows them. */
export async function offerMemberships(context: Pick<OfferWriteContext, 'db'>, offerId: number) {
  return (await listOfferMemberships(context.db, offerId)).map((row) => ({
    groupId: row.group_id,
    order: row.special_offer,
  }));
}

/**
 * Saves the special-offer groups of an offer and its order in each (issue 17): all at once, audited
 * with the sets before and after; an unknown group is a field error and nothing changes.
 */
export async function saveOfferGroups(context: OfferWriteContext, offerId: number, input: OfferGroups) {
  const { row } = await offerForStaff(context.db, context.staff, offerId);
  const known = await existingGroupIds(
    context.db,
    input.groups.map((group) => group.groupId),
  );
  const unknown = input.groups.findIndex((group) => !known.has(group.groupId));
  if (unknown !== -1) {
    throw new AppError(400, 'validation_failed', 'Unknown group', {
      fields: { [`groups.${unknown}.groupId`]: 'invalid_value' },
    });
  }
  const before = await offerMemberships(context, offerId);
  const summary = (groups: readonly { groupId: number; order: number }[]) =>
    groups.map((group) => `${group.groupId}: ${group.order}`).sort();
  await recordOfferChange(
    context,
    row,
    'offer.groups-save',
    { groups: [summary(before), summary(input.groups)] },
    async (trx) => {
      await replaceOfferMemberships(trx, offerId, input.groups, (context.now ?? new Date()).toISOString());
      // A group's working copy follows, so publishing it keeps this change (decision 052 S5).
      const was = new Set(before.map((group) => group.groupId));
      const now = new Set(input.groups.map((group) => group.groupId));
      await followOfferMemberships(trx, offerId, {
        added: [...now].filter((id) => !was.has(id)),
        removed: [...was].filter((id) => !now.has(id)),
      });
    },
  );
  return offerMemberships(context, offerId);
}
