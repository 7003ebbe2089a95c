import type { OfferStatus } from '@estate/domain/offer-editor';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { publishedFlag } from '../db/offer-derived-columns';
import { insertGroupJoins } from './group-repository';
import { keepingMapCells } from './map-cell-repository';

type Db = Kysely<DatabaseSchema>;

/** One offer as the editor opens it: its columns, its texts and the account of its agent. */
export async function findOfferForEditing(db: Db, id: number) {
  const row = await db
    .selectFrom('offers')
    .leftJoin('agents', 'agents.id', 'offers.agent_id')
    .selectAll('offers')
    .select(['agents.user_id as owner_user_id', 'agents.name as agent_name'])
    .where('offers.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const texts = await db.selectFrom('offer_texts').selectAll().where('offer_id', '=', id).executeTakeFirst();
  return { row, texts };
}

export type OfferForEditing = NonNullable<Awaited<ReturnType<typeof findOfferForEditing>>>;

/** Whose an offer is: the account of its agent (null for an offer without one), if the offer exists. */
export async function findOfferOwner(db: Db, id: number): Promise<{ userId: string | null } | undefined> {
  const row = await db
    .selectFrom('offers')
    .leftJoin('agents', 'agents.id', 'offers.agent_id')
    .select('agents.user_id')
    .where('offers.id', '=', id)
    .executeTakeFirst();
  return row ? { userId: row.user_id ?? null } : undefined;
}

/** The agent card of a staff account (an agent writes offers under it), if any. */
export async function findAgentIdOfUser(db: Db, userId: string): Promise<number | undefined> {
  const row = await db.selectFrom('agents').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id;
}

export async function agentExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function tipiTaken(db: Db, tipi: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('offers').select('id').where('tipi', '=', tipi);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function setOfferTipi(db: Db, id: number, tipi: string): Promise<void> {
  await db.updateTable('offers').set({ tipi }).where('id', '=', id).execute();
}

/** Records a change of price (grosze) at `at`. */
export async function insertPriceChange(
  db: Db,
  change: { offerId: number; at: string; oldPrice: number | null; newPrice: number | null },
): Promise<void> {
  await db
    .insertInto('offer_price_history')
    .values({
      offer_id: change.offerId,
      changed_at: change.at,
      old_price: change.oldPrice,
      new_price: change.newPrice,
    })
    .execute();
}

/** An offer's price changes, newest first. */
export async function findPriceHistory(db: Db, offerId: number) {
  return db
    .selectFrom('offer_price_history')
    .select(['changed_at', 'old_price', 'new_price'])
    .where('offer_id', '=', offerId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Moves one offer to a publication state (`is_published` follows the state, as on every write),
 * its map cells with it.
 */
export async function setOfferStatus(
  db: Db,
  id: number,
  change: {
    status: OfferStatus;
    publishAt: string | null;
    publishedAt?: string;
    updatedAt: string;
    /** A first publication's automatic "new" (decision 058). */
    novelty?: { isNew: true; newUntil: string } | null;
  },
): Promise<void> {
  await keepingMapCells(db, [id], (trx) =>
    trx
      .updateTable('offers')
      .set({
        status: change.status,
        is_published: publishedFlag(change.status),
        publish_at: change.publishAt,
        updated_at: change.updatedAt,
        ...(change.publishedAt ? { published_at: change.publishedAt } : {}),
        ...(change.novelty ? { is_new: 1, new_until: change.novelty.newUntil } : {}),
      })
      // The editable kinds' version moves too (decision 052), as with every write of the old editor.
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute(),
  );
}

/**
 * Archives an offer (decision 058) in the state given (never public), or restores it
 * (`archivedAt` null), its map cells with it.
 */
export async function setOfferArchived(
  db: Db,
  id: number,
  change: { archivedAt: string | null; status: OfferStatus; updatedAt: string },
): Promise<void> {
  await keepingMapCells(db, [id], (trx) =>
    trx
      .updateTable('offers')
      .set({
        archived_at: change.archivedAt,
        status: change.status,
        is_published: publishedFlag(change.status),
        publish_at: null,
        updated_at: change.updatedAt,
      })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute(),
  );
}

/**
 * Takes off the automatic "new" whose days have passed (decision 058); answers the offers changed
 * and whether each is public. Each row is moved by one conditional UPDATE, so of several processes
 * only one changes (and audits) it.
 */
export async function expireNewFlags(db: Db, now: Date): Promise<{ id: number; isPublic: boolean }[]> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('offers')
    .select(['id', 'is_published'])
    .where('new_until', '<=', at)
    .execute();
  const expired: { id: number; isPublic: boolean }[] = [];
  for (const { id, is_published } of due) {
    const result = await db
      .updateTable('offers')
      .set({ is_new: 0, new_until: null })
      .where('id', '=', id)
      .where('new_until', '<=', at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) expired.push({ id, isPublic: is_published === 1 });
  }
  return expired;
}

/** The agent cards an offer can name, by name. */
export async function listAgentCards(db: Db) {
  return db.selectFrom('agents').select(['id', 'name', 'user_id']).orderBy('name').orderBy('id').execute();
}

/** The offers a bulk action names, with what the action needs to know of each. */
export async function findOffersForBulk(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('offers')
    .leftJoin('agents', 'agents.id', 'offers.agent_id')
    .select([
      'offers.id',
      'offers.status',
      'offers.publish_at',
      'offers.archived_at',
      'offers.agent_id',
      'agents.user_id as owner_user_id',
    ])
    .where('offers.id', 'in', ids)
    .execute();
}

/** The special-offer groups an offer can be added to, by type and name. */
export async function listOfferGroups(db: Db) {
  return db
    .selectFrom('offer_groups')
    .select(['id', 'group_type', 'name_pl', 'name_en'])
    .orderBy('group_type')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function groupExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('offer_groups').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** The groups an offer belongs to and its order in each. */
export async function listOfferMemberships(db: Db, offerId: number) {
  return db
    .selectFrom('offer_group_members')
    .select(['group_id', 'special_offer'])
    .where('offer_id', '=', offerId)
    .orderBy('group_id')
    .execute();
}

/** Which of the given group ids exist. */
export async function existingGroupIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('offer_groups').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Makes the offer's memberships exactly these, with their orders; the groups new to it are recorded as joined at `at`. */
export async function replaceOfferMemberships(
  db: Db,
  offerId: number,
  groups: readonly { groupId: number; order: number }[],
  at: string,
): Promise<void> {
  const before = new Set((await listOfferMemberships(db, offerId)).map((row) => row.group_id));
  await db.deleteFrom('offer_group_members').where('offer_id', '=', offerId).execute();
  await insertGroupJoins(
    db,
    groups.filter((group) => !before.has(group.groupId)).map(({ groupId }) => ({ groupId, offerId })),
    at,
  );
  if (groups.length === 0) return;
  await db
    .insertInto('offer_group_members')
    .values(
      groups.map((group) => ({ group_id: group.groupId, offer_id: offerId, special_offer: group.order })),
    )
    .execute();
}
