import { PAGE_SIZE } from '@estate/domain/constants';
import { groupPreviewSchema, offerGroups } from '@estate/domain/kinds/offer-groups';
import { pageMeta } from '@estate/domain/paging';
import { memberOrderNumbers } from '@estate/domain/site-content';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../db/database-schema';
import { AppError } from '../http/app-error';
import {
  existingOfferIds,
  findGroupById,
  findMemberIds,
  findOfferLabels,
  findPublishedOffersAmong,
  replaceGroupMembers,
} from '../repositories/group-repository';
import { toPublicGroup } from '../services/group-answers';
import { summarise } from '../services/offer-listing';
import { requireStoredImages } from '../services/site-content';
import type { KindHooks } from './kind-hooks';
import { findWorkingCopy, rewriteWorkingCopy } from './working-copy-repository';

type Db = Kysely<DatabaseSchema>;

const memberIds = z.array(z.number().int());
const membersOf = (values: Record<string, unknown>) => memberIds.catch([]).parse(values.members);
const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The special-offer groups' hooks (decision 052 step S5): a group's member offers are its `members`
 * value, kept in `offer_group_members` numbered 10 apart, the first highest, as the group's page
 * sorts (so a member the offer editor numbers in between lands between); written only when the list
 * changed, so the offer editor's own numbers stay. A write names only offers that exist and an image
 * the store holds. The preview answers the group's page as the public API would, from the working
 * copy's values (the group in one language and its published members in the copy's order), and the
 * members in any state with their codes and titles, which the editor lists.
 */
export const groupHooks: KindHooks = {
  async prepare(db, values, _stored, context) {
    const members = membersOf(values);
    const known = await existingOfferIds(db, members);
    const unknown = members.findIndex((offerId) => !known.has(offerId));
    if (unknown !== -1) {
      throw new AppError(400, 'validation_failed', 'Unknown offer', {
        fields: { [`members.${unknown}`]: 'invalid_value' },
      });
    }
    const image = typeof values.image === 'string' ? values.image : null;
    if (context?.media) await requireStoredImages(context.media, [{ field: 'image', path: image }]);
    return values;
  },
  extra: {
    async read(db, ids) {
      const members = await findMemberIds(db, ids);
      return new Map(ids.map((id) => [id, { members: members.get(id) ?? [] }]));
    },
    // Members are no files: nothing for the store to delete after the write.
    async write(db, id, values, now): Promise<undefined> {
      // An offer deleted since the copy was started is left out, not refused.
      const wanted = membersOf(values);
      const known = await existingOfferIds(db, wanted);
      const members = wanted.filter((offerId) => known.has(offerId));
      if (same((await findMemberIds(db, [id])).get(id) ?? [], members)) return;
      const orders = memberOrderNumbers(members.length);
      // Joined at the write's time: a copy published by the loop at its `now`, the alerts' run after it.
      await replaceGroupMembers(
        db,
        id,
        members.map((offerId, index) => ({ offerId, order: orders[index] ?? 0 })),
        now.toISOString(),
      );
    },
    async remove(db, id, now) {
      await replaceGroupMembers(db, id, [], now.toISOString());
    },
    newRow: (now) => ({ created_at: now.toISOString() }),
  },
  preview: {
    answer: groupPreviewSchema,
    async build(db, key, values, lang) {
      const row = await findGroupById(db, key);
      if (!row) throw AppError.notFound('Group');
      const ids = membersOf(values);
      const published = await findPublishedOffersAmong(db, ids);
      const group = offerGroups.schemas.values.parse(values);
      const details = await findOfferLabels(db, ids);
      const members = ids.flatMap((offerId) => {
        const offer = details.get(offerId);
        return offer ? [{ offerId, ...offer }] : [];
      });
      const page = {
        group: toPublicGroup(
          {
            ...row,
            group_type: group.type,
            name_pl: group.namePl,
            name_en: group.nameEn,
            description_pl: group.descriptionPl,
            description_en: group.descriptionEn,
            image: group.image,
            voivodeship: group.voivodeship,
            sort_order: group.sortOrder,
            offer_count: published.length,
          },
          lang,
        ),
        offers: {
          data: await summarise(db, published.slice(0, PAGE_SIZE), lang),
          meta: pageMeta(published.length, 1, PAGE_SIZE),
        },
      };
      return { page, members };
    },
  },
};

/**
 * An offer's memberships changed from the offer's side (its editor, a bulk action), in that write's
 * transaction: a group with a working copy gets the same change in the copy and in the copy's base
 * (the live values it started from), so publishing the copy neither undoes the offer's change nor
 * calls it a conflict. An added offer goes last in the copy; its version stays, as the editor's form
 * shows the members it saved.
 */
export async function followOfferMemberships(
  trx: Db,
  offerId: number,
  change: { added: readonly number[]; removed: readonly number[] },
): Promise<void> {
  const follow = (json: string, added: boolean) => {
    const values: Record<string, unknown> = JSON.parse(json);
    const members = membersOf(values);
    const there = members.includes(offerId);
    const after = added ? (there ? members : [...members, offerId]) : members.filter((id) => id !== offerId);
    return JSON.stringify({ ...values, members: after });
  };
  const groups = [
    ...change.added.map((id) => [id, true] as const),
    ...change.removed.map((id) => [id, false] as const),
  ];
  for (const [groupId, added] of groups) {
    const copy = await findWorkingCopy(trx, offerGroups.name, String(groupId));
    if (copy) {
      await rewriteWorkingCopy(trx, copy, {
        data: follow(copy.data, added),
        baseData: follow(copy.base_data, added),
      });
    }
  }
}
