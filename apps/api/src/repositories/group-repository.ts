import type { OfferStatus } from '@estate/domain/offer-editor';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { OfferGroupTable } from '../db/tables/offer-tables';
import type { OfferRow } from './offer-repository';

type Db = Kysely<DatabaseSchema>;
type GroupType = OfferGroupTable['group_type'];
export type GroupRow = Omit<Selectable<OfferGroupTable>, 'version'> & { offer_count: number };
type GroupSort = 'id' | 'sortOrder' | 'createdAt';
type GroupOfferSort = 'specialOffer' | 'id' | 'publishedAt';
type Direction = 'asc' | 'desc';

const GROUP_SORT_COLUMNS = {
  id: 'offer_groups.id',
  sortOrder: 'offer_groups.sort_order',
  createdAt: 'offer_groups.created_at',
} as const;

/**
 * Groups with how many published offers each holds: unpublished offers are invisible to visitors.
 * The public reads add `published()`: a draft or scheduled group is staff's only (decision 040).
 */
function groupsQuery(db: Db) {
  return db.selectFrom('offer_groups').select((eb) => [
    'offer_groups.id',
    'offer_groups.group_type',
    'offer_groups.name_pl',
    'offer_groups.name_en',
    'offer_groups.description_pl',
    'offer_groups.description_en',
    'offer_groups.image',
    'offer_groups.sort_order',
    'offer_groups.voivodeship',
    'offer_groups.created_at',
    'offer_groups.status',
    'offer_groups.published_at',
    eb
      .selectFrom('offer_group_members')
      .innerJoin('offers', 'offers.id', 'offer_group_members.offer_id')
      .select((inner) => inner.fn.countAll<number | string>().as('count'))
      .whereRef('offer_group_members.group_id', '=', 'offer_groups.id')
      .where('offers.is_published', '=', 1)
      .as('offer_count'),
  ]);
}

const PUBLISHED = 'published';

type RawGroupRow = Omit<GroupRow, 'offer_count'> & { offer_count: number | string | null };

function withCount(row: RawGroupRow): GroupRow {
  return { ...row, offer_count: Number(row.offer_count ?? 0) };
}

/** Every published group of a type in editorial order (sort_order, then id). */
export async function findGroupsByType(db: Db, type: GroupType): Promise<GroupRow[]> {
  const rows = await groupsQuery(db)
    .where('offer_groups.group_type', '=', type)
    .where('offer_groups.status', '=', PUBLISHED)
    .orderBy('offer_groups.sort_order')
    .orderBy('offer_groups.id')
    .execute();
  return rows.map(withCount);
}

/** One page of a type's published groups; id in the same direction breaks ties so pages never overlap. */
export async function findGroupsPage(
  db: Db,
  type: GroupType,
  sort: GroupSort,
  order: Direction,
  offset: number,
  limit: number,
): Promise<{ rows: GroupRow[]; total: number }> {
  let page = groupsQuery(db)
    .where('offer_groups.group_type', '=', type)
    .where('offer_groups.status', '=', PUBLISHED)
    .orderBy(GROUP_SORT_COLUMNS[sort], order);
  if (sort !== 'id') page = page.orderBy('offer_groups.id', order);
  const [rows, count] = await Promise.all([
    page.limit(limit).offset(offset).execute(),
    db
      .selectFrom('offer_groups')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('group_type', '=', type)
      .where('status', '=', PUBLISHED)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(withCount), total: Number(count.count) };
}

/** A group in any state (the back office's editor and preview). */
export async function findGroupById(db: Db, id: number): Promise<GroupRow | undefined> {
  const row = await groupsQuery(db).where('offer_groups.id', '=', id).executeTakeFirst();
  return row ? withCount(row) : undefined;
}

/** A group the public may see: published, else none (its pages answer 404). */
export async function findPublishedGroupById(db: Db, id: number): Promise<GroupRow | undefined> {
  const row = await groupsQuery(db)
    .where('offer_groups.id', '=', id)
    .where('offer_groups.status', '=', PUBLISHED)
    .executeTakeFirst();
  return row ? withCount(row) : undefined;
}

/**
 * One page of a group's published offers, the sold ones last. `specialOffer` sorts by the member's
 * special-offer mark (so with DESC the group's highlighted offers lead), then by offer id in the same
 * direction.
 */
export async function findGroupOffers(
  db: Db,
  groupId: number,
  sort: GroupOfferSort,
  order: Direction,
  offset: number,
  limit: number,
): Promise<{ rows: OfferRow[]; total: number }> {
  const members = () =>
    db
      .selectFrom('offer_group_members')
      .innerJoin('offers', 'offers.id', 'offer_group_members.offer_id')
      .where('offer_group_members.group_id', '=', groupId)
      .where('offers.is_published', '=', 1);
  // Sold offers after the available ones whatever the sort (decision 045); a group is small.
  let page = members().selectAll('offers').orderBy('offers.is_sold');
  if (sort === 'specialOffer') page = page.orderBy('offer_group_members.special_offer', order);
  if (sort === 'publishedAt') page = page.orderBy('offers.published_at', order);
  page = page.orderBy('offers.id', order);
  const [rows, count] = await Promise.all([
    page.limit(limit).offset(offset).execute(),
    members()
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Which of the given offer ids exist. */
export async function existingOfferIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('offers').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Records that these offers joined these groups at `at` (offer_group_joins): the event that mails
 * the alerts on a group's list (decision 059 "Alerts on a group's list"). Every write of a
 * membership calls it with the memberships it adds, in the write's transaction.
 */
export async function insertGroupJoins(
  db: Db,
  joins: readonly { groupId: number; offerId: number }[],
  at: string,
): Promise<void> {
  if (joins.length === 0) return;
  await db
    .insertInto('offer_group_joins')
    .values(joins.map((join) => ({ group_id: join.groupId, offer_id: join.offerId, joined_at: at })))
    .execute();
}

/** Makes a group's members exactly these offers, with their order numbers; the offers new to it are recorded as joining at `at`. */
export async function replaceGroupMembers(
  db: Db,
  groupId: number,
  members: readonly { offerId: number; order: number }[],
  at: string,
): Promise<void> {
  const before = new Set(
    (
      await db.selectFrom('offer_group_members').select('offer_id').where('group_id', '=', groupId).execute()
    ).map((row) => row.offer_id),
  );
  await db.deleteFrom('offer_group_members').where('group_id', '=', groupId).execute();
  await insertGroupJoins(
    db,
    members.filter((member) => !before.has(member.offerId)).map(({ offerId }) => ({ groupId, offerId })),
    at,
  );
  if (members.length === 0) return;
  await db
    .insertInto('offer_group_members')
    .values(
      members.map((member) => ({ group_id: groupId, offer_id: member.offerId, special_offer: member.order })),
    )
    .execute();
}

/** The member offer ids of each of these groups, in the order their pages list them. */
export async function findMemberIds(db: Db, groupIds: readonly number[]): Promise<Map<number, number[]>> {
  const members = new Map<number, number[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return members;
  const rows = await db
    .selectFrom('offer_group_members')
    .select(['group_id', 'offer_id'])
    .where('group_id', 'in', groupIds)
    .orderBy('group_id')
    .orderBy('special_offer', 'desc')
    .orderBy('offer_id', 'desc')
    .execute();
  for (const row of rows) members.get(row.group_id)?.push(row.offer_id);
  return members;
}

/** The published offers among these ids (a group preview's members), the sold ones last, else in the order given. */
export async function findPublishedOffersAmong(db: Db, ids: readonly number[]): Promise<OfferRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('offers')
    .selectAll()
    .where('id', 'in', ids)
    .where('is_published', '=', 1)
    .execute();
  const place = (row: OfferRow) => ids.indexOf(row.id);
  return rows.sort((a, b) => a.is_sold - b.is_sold || place(a) - place(b));
}

/** The code, titles and state of each of these offers (a group's members as the editor lists them). */
export async function findOfferLabels(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { tipi: string; titlePl: string; titleEn: string; status: OfferStatus }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('offers')
    .select(['id', 'tipi', 'title_pl', 'title_en', 'status'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { tipi: row.tipi, titlePl: row.title_pl, titleEn: row.title_en, status: row.status },
    ]),
  );
}

/** The names of these groups in any state (an alert on a group's list told in words). */
export async function findGroupNames(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { namePl: string; nameEn: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('offer_groups')
    .select(['id', 'name_pl', 'name_en'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, { namePl: row.name_pl, nameEn: row.name_en }]));
}
