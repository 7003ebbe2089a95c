import type { GroupPreview } from '@estate/domain/api/back-office-site-responses';
import { changedFields } from '@estate/domain/audit-changes';
import { PAGE_SIZE } from '@estate/domain/constants';
import type { ContentStatus } from '@estate/domain/content-editor';
import type { Language } from '@estate/domain/language';
import { pageMeta } from '@estate/domain/paging';
import { type GroupEditor, type GroupMembers, memberOrderNumbers } from '@estate/domain/site-content';
import type { PublicationRequest, PublicationState } from '@estate/domain/site-publication';
import { AppError } from '../http/app-error';
import {
  deleteGroup,
  existingOfferIds,
  findAllGroups,
  findGroupById,
  findGroupMembers,
  findGroupOffers,
  type GroupRow,
  insertGroup,
  replaceGroupMembers,
  updateGroup,
} from '../repositories/group-repository';
import { setRowPublication } from '../repositories/scheduled-rows';
import { toPublicGroup } from './group-answers';
import { summarise } from './offer-listing';
import type { ResponseCache } from './response-cache';
import { sanitizeRichText } from './rich-text';
import {
  publicationAfter,
  recordContentChange,
  requireStoredImages,
  type SiteContentContext,
} from './site-content';

/** A group write also drops this process's cached lists when offers' lists change with it. */
export interface GroupWriteContext extends SiteContentContext {
  listCache: ResponseCache;
}

function toEditorGroup(row: GroupRow) {
  return {
    id: row.id,
    type: row.group_type,
    namePl: row.name_pl,
    nameEn: row.name_en,
    descriptionPl: row.description_pl,
    descriptionEn: row.description_en,
    image: row.image,
    voivodeship: row.voivodeship,
    sortOrder: row.sort_order,
    createdAt: row.created_at,
    offerCount: row.offer_count,
    status: row.status as ContentStatus,
    publishedAt: row.published_at,
  };
}

/** The columns of a group as saved, its descriptions sanitised. */
function columns(input: GroupEditor) {
  return {
    group_type: input.type,
    name_pl: input.namePl,
    name_en: input.nameEn,
    description_pl: sanitizeRichText(input.descriptionPl, 'basic'),
    description_en: sanitizeRichText(input.descriptionEn, 'basic'),
    image: input.image,
    voivodeship: input.voivodeship,
    sort_order: input.sortOrder,
  };
}

export async function editorGroups(context: Pick<SiteContentContext, 'db'>) {
  return (await findAllGroups(context.db)).map(toEditorGroup);
}

/** A group with its members (published or not) in their order on the group's page. */
export async function editorGroup(context: Pick<SiteContentContext, 'db'>, id: number) {
  const row = await findGroupById(context.db, id);
  if (!row) throw AppError.notFound('Group');
  const members = await findGroupMembers(context.db, id);
  return {
    ...toEditorGroup(row),
    members: members.map((member) => ({
      offerId: member.offer_id,
      tipi: member.tipi,
      titlePl: member.title_pl,
      titleEn: member.title_en,
      status: member.status,
      order: member.special_offer,
    })),
  };
}

/** A new group is a draft: no public list, page or offer shows it until it is published (decision 040). */
export async function createGroup(context: GroupWriteContext, input: GroupEditor) {
  await requireStoredImages(context.media, [{ field: 'image', path: input.image }]);
  const values = columns(input);
  const now = context.now ?? new Date();
  let id = 0;
  await recordContentChange(
    { ...context, now },
    () => ({
      action: 'group.create',
      entity: 'offer_group',
      entityId: id,
      changes: changedFields(null, values),
    }),
    async (trx) => {
      id = await insertGroup(trx, values, now.toISOString());
    },
  );
  return editorGroup(context, id);
}

export async function saveGroup(context: GroupWriteContext, id: number, input: GroupEditor) {
  const before = await findGroupById(context.db, id);
  if (!before) throw AppError.notFound('Group');
  await requireStoredImages(context.media, [{ field: 'image', path: input.image }]);
  const values = columns(input);
  const was = {
    group_type: before.group_type,
    name_pl: before.name_pl,
    name_en: before.name_en,
    description_pl: before.description_pl,
    description_en: before.description_en,
    image: before.image,
    voivodeship: before.voivodeship,
    sort_order: before.sort_order,
  };
  // The pages of its published offers name the group, in its order: they change with it.
  const onOfferPages = before.offer_count > 0;
  await recordContentChange(
    context,
    { action: 'group.update', entity: 'offer_group', entityId: id, changes: changedFields(was, values) },
    (trx) => updateGroup(trx, id, values),
    onOfferPages ? ['content', 'offers'] : ['content'],
  );
  if (onOfferPages) context.listCache.clear();
  return editorGroup(context, id);
}

/**
 * Publish a group now (a draft is dated now), at a time ahead (the publication loop makes it public
 * then), or take it back to a draft: its pages answer 404 again and its offers stop naming it. A
 * group with published offers changes their pages too, so the offers' change signal moves as well
 * and this process's cached answers go.
 */
export async function changeGroupPublication(
  context: GroupWriteContext,
  id: number,
  request: PublicationRequest,
): Promise<PublicationState> {
  const before = await findGroupById(context.db, id);
  if (!before) throw AppError.notFound('Group');
  const now = context.now ?? new Date();
  const was = { status: before.status as ContentStatus, publishedAt: before.published_at };
  const next = publicationAfter(was, request, now);
  await recordContentChange(
    { ...context, now },
    {
      action: `group.${request.action}`,
      entity: 'offer_group',
      entityId: id,
      changes: changedFields(
        { status: was.status, published_at: was.publishedAt },
        { status: next.status, published_at: next.publishedAt },
      ),
    },
    (trx) =>
      setRowPublication(trx, 'offer_groups', id, { status: next.status, published_at: next.publishedAt }),
    before.offer_count > 0 ? ['content', 'offers'] : ['content'],
  );
  if (before.offer_count > 0) context.listCache.clear();
  return next;
}

/**
 * Staff's preview of a group's page in any state (decision 040): the group in `lang` as the public
 * answer has it, and the first page of its published offers in the page's order.
 */
export async function groupPreview(
  context: Pick<SiteContentContext, 'db'>,
  id: number,
  lang: Language,
): Promise<GroupPreview> {
  const row = await findGroupById(context.db, id);
  if (!row) throw AppError.notFound('Group');
  const { rows, total } = await findGroupOffers(context.db, id, 'specialOffer', 'desc', 0, PAGE_SIZE);
  return {
    group: toPublicGroup(row, lang),
    offers: { data: await summarise(context.db, rows, lang), meta: pageMeta(total, 1, PAGE_SIZE) },
  };
}

/** Deletes a group and its memberships; the offers stay. */
export async function removeGroup(context: GroupWriteContext, id: number): Promise<void> {
  const before = await editorGroup(context, id);
  const { members, offerCount: _count, createdAt: _created, ...fields } = before;
  await recordContentChange(
    context,
    {
      action: 'group.delete',
      entity: 'offer_group',
      entityId: id,
      changes: changedFields({ ...fields, members: members.map((member) => member.tipi) }, null),
    },
    (trx) => deleteGroup(trx, id),
    members.length > 0 ? ['content', 'offers'] : ['content'],
  );
  if (members.length > 0) context.listCache.clear();
}

/**
 * Makes a group's members exactly these offers, first to last (their order numbers 10 apart, the
 * first highest, as the group's page sorts). An unknown offer is a field error and nothing changes.
 * The offers' lists change with it, so both change signals move.
 */
export async function saveGroupMembers(context: GroupWriteContext, id: number, input: GroupMembers) {
  const before = await editorGroup(context, id);
  const known = await existingOfferIds(context.db, input.offerIds);
  const unknown = input.offerIds.findIndex((offerId) => !known.has(offerId));
  if (unknown !== -1) {
    throw new AppError(400, 'validation_failed', 'Unknown offer', {
      fields: { [`offerIds.${unknown}`]: 'invalid_value' },
    });
  }
  const orders = memberOrderNumbers(input.offerIds.length);
  const members = input.offerIds.map((offerId, index) => ({ offerId, order: orders[index] ?? 0 }));
  await recordContentChange(
    context,
    {
      action: 'group.members-save',
      entity: 'offer_group',
      entityId: id,
      changes: changedFields(
        { members: before.members.map((member) => member.offerId) },
        { members: input.offerIds },
      ),
    },
    (trx) => replaceGroupMembers(trx, id, members, (context.now ?? new Date()).toISOString()),
    ['content', 'offers'],
  );
  context.listCache.clear();
  return editorGroup(context, id);
}
