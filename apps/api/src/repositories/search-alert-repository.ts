import { DIGEST_LOOKBACK_DAYS } from '@estate/domain/newsletter-digest';
import { OFFER_FLAGS, type OfferFlag } from '@estate/domain/offer-filter-fields';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import {
  ALERT_EVENT_OVERLAP_MS,
  type AlertCandidate,
  type AlertGroupMembership,
  type AlertReason,
  alertEventKey,
} from '@estate/domain/search-alert-match';
import type { AlertFrequency } from '@estate/domain/search-alerts';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { AlertOrigin, SearchAlertSendTable, SearchAlertTable } from '../db/tables/search-alert-tables';
import { purgeExpiredSignups } from './newsletter-repository';
import { flagColumn, offerConditions } from './offer-conditions';
import { deleteMailTo } from './outbox-repository';

type Db = Kysely<DatabaseSchema>;
export type AlertRow = Selectable<SearchAlertTable>;

/**
 * The alerts a visitor saved on a list. The footer newsletter's (origin 'newsletter') are read and
 * written by newsletter-repository.ts only: the manage page, the alerts' links, staff's counts per
 * list and the erasure by address here leave them out, as they left the newsletter's table out.
 */
const LIST_ORIGIN = 'filter';

/** Statuses a visitor still sees on the manage page. */
const LIVE_STATUSES = ['pending', 'active', 'paused'] as const;

export async function insertAlert(
  db: Db,
  row: Omit<
    Insertable<SearchAlertTable>,
    'id' | 'status' | 'confirmed_at' | 'active_since' | 'unsubscribed_at'
  >,
): Promise<number> {
  const inserted = await db
    .insertInto('search_alerts')
    .values({ ...row, status: 'pending', confirmed_at: null, active_since: null, unsubscribed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A pending alert signed up again: fresh consent, tokens and frequency, so one link confirms one alert. */
export async function renewPendingAlert(
  db: Db,
  id: number,
  row: Pick<
    Insertable<SearchAlertTable>,
    | 'lang'
    | 'frequency'
    | 'consent_text'
    | 'consent_version'
    | 'consented_at'
    | 'event_id'
    | 'confirm_token_hash'
    | 'confirm_expires_at'
    | 'unsubscribe_token_hash'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('search_alerts')
    .set(row)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What makes an alert one of a kind for its address: its origin, its list's path and its set of voivodeships. */
interface AlertKey {
  origin: AlertOrigin;
  path: string;
  voivodeships: string;
}

/** The newest sign-up of this address for this list still pending: a repeat within the cooldown is ignored. */
export async function findPendingAlert(db: Db, email: string, key: AlertKey): Promise<AlertRow | undefined> {
  return db
    .selectFrom('search_alerts')
    .selectAll()
    .where('email', '=', email)
    .where('origin', '=', key.origin)
    .where('path', '=', key.path)
    .where('voivodeships', '=', key.voivodeships)
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A confirmed alert of this address for this list (active or paused): a second one is refused. */
export async function findLiveAlert(db: Db, email: string, key: AlertKey): Promise<AlertRow | undefined> {
  return db
    .selectFrom('search_alerts')
    .selectAll()
    .where('email', '=', email)
    .where('origin', '=', key.origin)
    .where('path', '=', key.path)
    .where('voivodeships', '=', key.voivodeships)
    .where('status', 'in', ['active', 'paused'])
    .executeTakeFirst();
}

export async function findAlertByConfirmHash(db: Db, hash: string): Promise<AlertRow | undefined> {
  return db
    .selectFrom('search_alerts')
    .selectAll()
    .where('origin', '=', LIST_ORIGIN)
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst();
}

/** An alert by the unsubscribe token of its confirmation mail or of one of its sends. */
export async function findAlertByUnsubscribeHash(db: Db, hash: string): Promise<AlertRow | undefined> {
  const own = await db
    .selectFrom('search_alerts')
    .selectAll()
    .where('origin', '=', LIST_ORIGIN)
    .where('unsubscribe_token_hash', '=', hash)
    .executeTakeFirst();
  if (own) return own;
  return db
    .selectFrom('search_alert_sends as s')
    .innerJoin('search_alerts as a', 'a.id', 's.alert_id')
    .selectAll('a')
    .where('a.origin', '=', LIST_ORIGIN)
    .where('s.unsubscribe_token_hash', '=', hash)
    .executeTakeFirst();
}

/** Pending -> active, once (the WHERE on status and hash makes a concurrent second confirm change nothing). */
export async function confirmAlert(db: Db, id: number, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('search_alerts')
    .set({ status: 'active', confirmed_at: now, active_since: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Any state -> unsubscribed; the pending token goes, so no old link confirms it again. */
export async function unsubscribeAlerts(db: Db, ids: readonly number[], now: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('search_alerts')
    .set({ status: 'unsubscribed', unsubscribed_at: now, confirm_token_hash: null, confirm_expires_at: null })
    .where('id', 'in', ids)
    .where('status', '!=', 'unsubscribed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The alerts an address still has (pending, active or paused), with their last send. */
export async function findAlertsOf(db: Db, email: string) {
  return db
    .selectFrom('search_alerts as a')
    .select((eb) => [
      'a.id',
      'a.path',
      'a.voivodeships',
      'a.frequency',
      'a.status',
      'a.lang',
      'a.created_at',
      eb
        .selectFrom('search_alert_sends as s')
        .select((inner) => inner.fn.max('s.sent_at').as('at'))
        .whereRef('s.alert_id', '=', 'a.id')
        .as('last_sent_at'),
    ])
    .where('a.email', '=', email)
    .where('a.origin', '=', LIST_ORIGIN)
    .where('a.status', 'in', [...LIVE_STATUSES])
    .orderBy('a.id')
    .execute();
}

/** Every alert an address has or had (stopped ones too), for staff answering a request about it. */
export async function findEveryAlertOf(db: Db, email: string) {
  return db
    .selectFrom('search_alerts')
    .select([
      'id',
      'path',
      'voivodeships',
      'frequency',
      'status',
      'created_at',
      'confirmed_at',
      'unsubscribed_at',
    ])
    .where('email', '=', email)
    .where('origin', '=', LIST_ORIGIN)
    .orderBy('id')
    .execute();
}

/**
 * Erases an address from the alerts (right to erasure): its alerts with their sends and records of
 * mailed events, its manage links, and every mail to it still in the outbox (as the newsletter's
 * removal, which removes its newsletter subscription). How many alerts, sends and mails went, for
 * the audit entry.
 */
export async function eraseAlertsOf(
  db: Db,
  email: string,
): Promise<{ alerts: number; sends: number; mails: number }> {
  const ids = (
    await db
      .selectFrom('search_alerts')
      .select('id')
      .where('email', '=', email)
      .where('origin', '=', LIST_ORIGIN)
      .execute()
  ).map((row) => row.id);
  await db.deleteFrom('search_alert_manage_tokens').where('email', '=', email).execute();
  if (ids.length === 0) return { alerts: 0, sends: 0, mails: 0 };
  const mails = await deleteMailTo(db, email);
  await db.deleteFrom('search_alert_mailed').where('alert_id', 'in', ids).execute();
  const sends = await db.deleteFrom('search_alert_sends').where('alert_id', 'in', ids).executeTakeFirst();
  await db.deleteFrom('search_alerts').where('id', 'in', ids).execute();
  return { alerts: ids.length, sends: Number(sends.numDeletedRows), mails };
}

/** A confirmed alert's new values (status paused/active, frequency, path); false when it is not this address's. */
export async function updateAlert(
  db: Db,
  id: number,
  email: string,
  values: Partial<Pick<SearchAlertTable, 'status' | 'frequency' | 'path' | 'list' | 'active_since'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('search_alerts')
    .set(values)
    .where('id', '=', id)
    .where('email', '=', email)
    .where('origin', '=', LIST_ORIGIN)
    .where('status', 'in', ['active', 'paused'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Stores a manage link and drops the address's expired links, then any older than its `keep`
 * newest (a cap, not the rule: every link younger than its validity is kept below it).
 */
export async function insertManageToken(
  db: Db,
  row: { email: string; token_hash: string; created_at: string; expires_at: string },
  keep: number,
): Promise<void> {
  await db.insertInto('search_alert_manage_tokens').values(row).execute();
  await db
    .deleteFrom('search_alert_manage_tokens')
    .where('email', '=', row.email)
    .where('expires_at', '<', row.created_at)
    .execute();
  const oldestKept = await db
    .selectFrom('search_alert_manage_tokens')
    .select('id')
    .where('email', '=', row.email)
    .orderBy('id', 'desc')
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) {
    await db
      .deleteFrom('search_alert_manage_tokens')
      .where('email', '=', row.email)
      .where('id', '<', oldestKept.id)
      .execute();
  }
}

/** A manage token's address and expiry. */
export async function findManageToken(db: Db, hash: string) {
  return db
    .selectFrom('search_alert_manage_tokens')
    .select(['email', 'expires_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/** When an offer's "in preparation" flag is taken off (an event that mails alerts). */
export async function insertPreparationEnd(db: Db, offerId: number, at: string): Promise<void> {
  await db.insertInto('offer_preparation_ends').values({ offer_id: offerId, ended_at: at }).execute();
}

/** When the price a visitor sees went down (an event that mails alerts). */
export async function insertPriceDrop(
  db: Db,
  drop: { offerId: number; at: string; oldPrice: number; newPrice: number },
): Promise<void> {
  await db
    .insertInto('offer_price_drops')
    .values({
      offer_id: drop.offerId,
      dropped_at: drop.at,
      old_price: drop.oldPrice,
      new_price: drop.newPrice,
    })
    .execute();
}

/**
 * Which alerts are due now (the domain's frequency rules, decision 059): a list's alerts of the due
 * frequencies without a send of the current day (daily) or week (weekly); an immediate alert's
 * period depends on its last send's end, so its unique key alone keeps it to one send. The
 * newsletter's alerts all follow the admins' one frequency (the setting, not their column): when
 * it is due, those without a send of its `period`.
 */
export type AlertsDue =
  | { origin: 'filter'; frequencies: readonly AlertFrequency[]; day: string; week: string }
  | { origin: 'newsletter'; period: string };

/**
 * Active alerts after `afterId` that are due (`AlertsDue`), `limit` of them, with the end of their
 * last send.
 */
export async function findAlertsDue(db: Db, due: AlertsDue & { afterId: number; limit: number }) {
  if (due.origin === 'filter' && due.frequencies.length === 0) return [];
  let query = db
    .selectFrom('search_alerts as a')
    .select((eb) => [
      'a.id',
      'a.email',
      'a.lang',
      'a.path',
      'a.voivodeships',
      'a.frequency',
      'a.active_since',
      'a.confirmed_at',
      eb
        .selectFrom('search_alert_sends as s')
        .select((inner) => inner.fn.max('s.covered_until').as('until'))
        .whereRef('s.alert_id', '=', 'a.id')
        .as('last_until'),
    ])
    .where('a.status', '=', 'active')
    .where('a.origin', '=', due.origin)
    .where('a.id', '>', due.afterId);
  if (due.origin === 'filter') {
    query = query.where('a.frequency', 'in', [...due.frequencies]).where(({ not, exists, selectFrom, eb }) =>
      not(
        exists(
          selectFrom('search_alert_sends as p')
            .select('p.id')
            .whereRef('p.alert_id', '=', 'a.id')
            .where((inner) =>
              inner.or([
                inner.and([eb('a.frequency', '=', 'daily'), inner('p.period', '=', due.day)]),
                inner.and([eb('a.frequency', '=', 'weekly'), inner('p.period', '=', due.week)]),
              ]),
            ),
        ),
      ),
    );
  } else {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('search_alert_sends as p')
            .select('p.id')
            .whereRef('p.alert_id', '=', 'a.id')
            .where('p.period', '=', due.period),
        ),
      ),
    );
  }
  return query.orderBy('a.id').limit(due.limit).execute();
}

/** Records a send for (alert, period) unless one is there: true when this call wrote it. */
export async function insertAlertSend(
  db: Db,
  row: Omit<Insertable<SearchAlertSendTable>, 'id'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('search_alert_sends')
    .values(row)
    .onConflict((conflict) => conflict.columns(['alert_id', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The events these alerts mailed at or after `from` (the earliest of their windows), by alert. */
export async function findMailedEvents(
  db: Db,
  alertIds: readonly number[],
  from: string,
): Promise<Map<number, Set<string>>> {
  const byAlert = new Map<number, Set<string>>();
  if (alertIds.length === 0) return byAlert;
  const rows = await db
    .selectFrom('search_alert_mailed')
    .select(['alert_id', 'offer_id', 'reason', 'event_at'])
    .where('alert_id', 'in', alertIds)
    .where('event_at', '>=', from)
    .execute();
  for (const row of rows) {
    const keys = byAlert.get(row.alert_id) ?? new Set<string>();
    keys.add(alertEventKey(row.offer_id, row.reason as AlertReason, row.event_at));
    byAlert.set(row.alert_id, keys);
  }
  return byAlert;
}

/** Records the events one send mailed (in the send's transaction), so a later overlap leaves them out. */
export async function insertMailedEvents(
  db: Db,
  alertId: number,
  events: readonly { offerId: number; reason: AlertReason; at: string }[],
): Promise<void> {
  // In chunks: one statement's bound parameters are limited (SQLite's 32766, PostgreSQL's 65535).
  for (let start = 0; start < events.length; start += 1000) {
    await db
      .insertInto('search_alert_mailed')
      .values(
        events.slice(start, start + 1000).map((event) => ({
          alert_id: alertId,
          offer_id: event.offerId,
          reason: event.reason,
          event_at: event.at,
        })),
      )
      .onConflict((conflict) => conflict.columns(['alert_id', 'offer_id', 'reason', 'event_at']).doNothing())
      .execute();
  }
}

type OfferRow = Selectable<DatabaseSchema['offers']>;

function alertOfferOf(row: OfferRow) {
  const flags = Object.fromEntries(
    OFFER_FLAGS.map((flag) => [flag, row[flagColumn(flag)] === 1 ? 1 : 0]),
  ) as Record<OfferFlag, 0 | 1>;
  return {
    id: row.id,
    tipi: row.tipi,
    titlePl: row.title_pl,
    titleEn: row.title_en,
    town: row.town,
    isPublished: row.is_published === 1 ? (1 as const) : (0 as const),
    typeClassified: row.type_classified,
    typeProperty: row.type_property,
    voivodeship: row.voivodeship,
    townSlug: row.town_slug,
    lat: row.lat,
    lng: row.lng,
    mpzp: row.mpzp === 1 ? (1 as const) : (0 as const),
    flags,
    effectivePrice: row.effective_price,
    areas: {
      areaBuilding: row.area_building,
      areaGround: row.area_ground,
      areaRental: row.area_rental,
      areaRentalOffice: row.area_rental_office,
      areaRentalWarehouse: row.area_rental_warehouse,
      areaRentalRetail: row.area_rental_retail,
    },
  };
}

export type AlertCandidateRow = AlertCandidate & ReturnType<typeof alertOfferOf>;

/** Published groups' memberships of these offers, each with its latest join in (from, until] if any. */
async function findPublicMemberships(
  db: Db,
  ids: readonly number[],
  from: string,
  until: string,
): Promise<Map<number, AlertGroupMembership[]>> {
  const byOffer = new Map<number, AlertGroupMembership[]>();
  if (ids.length === 0) return byOffer;
  const [members, joins] = await Promise.all([
    db
      .selectFrom('offer_group_members as m')
      .innerJoin('offer_groups as g', 'g.id', 'm.group_id')
      .select(['m.offer_id', 'm.group_id'])
      .where('g.status', '=', 'published')
      .where('m.offer_id', 'in', ids)
      .execute(),
    db
      .selectFrom('offer_group_joins')
      .select(['offer_id', 'group_id', 'joined_at'])
      .where('joined_at', '>', from)
      .where('joined_at', '<=', until)
      .where('offer_id', 'in', ids)
      .execute(),
  ]);
  const joined = new Map<string, string>();
  for (const join of joins) {
    const key = `${join.offer_id}|${join.group_id}`;
    if ((joined.get(key) ?? '') < join.joined_at) joined.set(key, join.joined_at);
  }
  for (const member of members) {
    const list = byOffer.get(member.offer_id) ?? [];
    list.push({ id: member.group_id, joinedAt: joined.get(`${member.offer_id}|${member.group_id}`) ?? null });
    byOffer.set(member.offer_id, list);
  }
  return byOffer;
}

/**
 * The offers with an alerting event in (from, until], read once per run, a few indexed queries
 * whatever the number of alerts: published then (or scheduled to go live then, which the
 * publication loop makes public within seconds), the price shown lowered then, out of preparation
 * then, or added to a special-offer group then. Each with the latest time of each event and the
 * published groups it is in now; the domain decides which alert mails which.
 */
export async function findAlertCandidates(db: Db, from: string, until: string): Promise<AlertCandidateRow[]> {
  const [published, scheduled, lowered, prepared, joined] = await Promise.all([
    db
      .selectFrom('offers')
      .select(['id', 'published_at as at'])
      .where('is_published', '=', 1)
      .where('published_at', '>', from)
      .where('published_at', '<=', until)
      .execute(),
    db
      .selectFrom('offers')
      .select(['id', 'publish_at as at'])
      .where('status', '=', 'scheduled')
      .where('publish_at', '>', from)
      .where('publish_at', '<=', until)
      .execute(),
    db
      .selectFrom('offer_price_drops')
      .select(['offer_id as id', 'dropped_at as at'])
      .where('dropped_at', '>', from)
      .where('dropped_at', '<=', until)
      .execute(),
    db
      .selectFrom('offer_preparation_ends')
      .select(['offer_id as id', 'ended_at as at'])
      .where('ended_at', '>', from)
      .where('ended_at', '<=', until)
      .execute(),
    db
      .selectFrom('offer_group_joins')
      .select(['offer_id as id', 'joined_at as at'])
      .where('joined_at', '>', from)
      .where('joined_at', '<=', until)
      .execute(),
  ]);
  const ids = [
    ...new Set([...published, ...scheduled, ...lowered, ...prepared, ...joined].map((row) => row.id)),
  ];
  if (ids.length === 0) return [];
  const latest = (rows: readonly { id: number; at: string | null }[]) => {
    const byId = new Map<number, string>();
    for (const { id, at } of rows) {
      if (at !== null && (byId.get(id) ?? '') < at) byId.set(id, at);
    }
    return byId;
  };
  const publishedAt = latest([...published, ...scheduled]);
  const loweredAt = latest(lowered);
  const preparedAt = latest(prepared);
  const scheduledIds = new Set(scheduled.map((row) => row.id));
  const [rows, memberships] = await Promise.all([
    db.selectFrom('offers').selectAll().where('id', 'in', ids).execute(),
    findPublicMemberships(db, ids, from, until),
  ]);
  return rows.map((row) =>
    alertCandidateOf(row, {
      // A scheduled offer whose time came is public within seconds: the alert treats it as published.
      scheduled: scheduledIds.has(row.id),
      publishedAt: publishedAt.get(row.id) ?? row.published_at,
      priceLoweredAt: loweredAt.get(row.id) ?? null,
      leftPreparationAt: preparedAt.get(row.id) ?? null,
      groups: memberships.get(row.id) ?? [],
    }),
  );
}

/** An offer's row as the matcher reads it, with the times of its events (and whether it is scheduled). */
function alertCandidateOf(
  row: OfferRow,
  events: Pick<AlertCandidate, 'publishedAt' | 'priceLoweredAt' | 'leftPreparationAt' | 'groups'> & {
    scheduled: boolean;
  },
): AlertCandidateRow {
  const { scheduled, ...times } = events;
  return { ...alertOfferOf(row), ...(scheduled ? { isPublished: 1 as const } : {}), ...times };
}

/**
 * The newsletter's retention rules for alerts (purgeExpiredSignups over their table), and expired
 * manage tokens and records of mailed events older than any window go. Confirmed, unsubscribed alerts stay as the record of the withdrawn consent.
 */
export async function purgeExpiredAlerts(db: Db, now: Date): Promise<{ deleted: number; cleared: number }> {
  const report = await purgeExpiredSignups(db, now);
  await db.deleteFrom('search_alert_manage_tokens').where('expires_at', '<', now.toISOString()).execute();
  // No window reaches further back than the look-back and its overlap: older records key nothing.
  const oldest = now.getTime() - DIGEST_LOOKBACK_DAYS * 86_400_000 - ALERT_EVENT_OVERLAP_MS;
  await db.deleteFrom('search_alert_mailed').where('event_at', '<', new Date(oldest).toISOString()).execute();
  return report;
}

/**
 * Confirmed alerts per list path and set of voivodeships (active and paused counted apart), most
 * watched first; no address.
 */
export async function countAlertsByPath(db: Db) {
  const rows = await db
    .selectFrom('search_alerts')
    .select((eb) => ['path', 'voivodeships', 'status', eb.fn.countAll<number | string>().as('count')])
    .where('origin', '=', LIST_ORIGIN)
    .where('status', 'in', ['active', 'paused'])
    .groupBy(['path', 'voivodeships', 'status'])
    .execute();
  const byPath = new Map<string, { path: string; voivodeships: string; active: number; paused: number }>();
  for (const row of rows) {
    const key = `${row.path}|${row.voivodeships}`;
    const entry = byPath.get(key) ?? { path: row.path, voivodeships: row.voivodeships, active: 0, paused: 0 };
    entry[row.status === 'active' ? 'active' : 'paused'] += Number(row.count);
    byPath.set(key, entry);
  }
  return [...byPath.values()].sort(
    (a, b) =>
      b.active + b.paused - (a.active + a.paused) ||
      a.path.localeCompare(b.path) ||
      a.voivodeships.localeCompare(b.voivodeships),
  );
}

/**
 * One alert's offers in one indexed query: the offers with an alerting event in (from, until] (each
 * event table read by its time index, the latest time of each kind per offer) joined by key to the
 * offers the list's conditions (`offerConditions`) select, in one of the alert's `voivodeships`
 * if it has a set; on a group's list (`groupId`), the group's members now, if the group is
 * published, with their joins to it as a further event. Not
 * the job's way (it reads the changed offers once for every alert): the baseline
 * bench/alert-matching.mjs measures the job against. Scheduled offers are left out.
 */
export async function findAlertOffersOf(
  db: Db,
  filter: OfferFilterBody,
  from: string,
  until: string,
  groupId?: number,
  voivodeships: readonly number[] = [],
): Promise<AlertCandidateRow[]> {
  const rows = await alertOffersQuery(db, filter, from, until, groupId, voivodeships).execute();
  return rows.map(({ lowered_at, prepared_at, joined_at, ...row }) =>
    alertCandidateOf(row, {
      scheduled: false,
      publishedAt: row.published_at,
      priceLoweredAt: lowered_at ?? null,
      leftPreparationAt: prepared_at ?? null,
      groups: groupId === undefined ? [] : [{ id: groupId, joinedAt: joined_at ?? null }],
    }),
  );
}

/** findAlertOffersOf's query, unexecuted (the benchmark also asks PostgreSQL to explain it). */
export function alertOffersQuery(
  db: Db,
  filter: OfferFilterBody,
  from: string,
  until: string,
  groupId?: number,
  voivodeships: readonly number[] = [],
) {
  const none = sql<string | null>`null`;
  // Each branch's times as nullable text, so the branches have one row type.
  const time = (column: string) => sql<string | null>`${sql.ref(column)}`;
  let events = db
    .selectFrom('offers as p')
    .select([
      'p.id',
      time('p.published_at').as('published'),
      none.as('lowered'),
      none.as('prepared'),
      none.as('joined'),
    ])
    .where('p.published_at', '>', from)
    .where('p.published_at', '<=', until)
    .unionAll(
      db
        .selectFrom('offer_price_drops as d')
        .select([
          'd.offer_id as id',
          none.as('published'),
          time('d.dropped_at').as('lowered'),
          none.as('prepared'),
          none.as('joined'),
        ])
        .where('d.dropped_at', '>', from)
        .where('d.dropped_at', '<=', until),
    )
    .unionAll(
      db
        .selectFrom('offer_preparation_ends as e')
        .select([
          'e.offer_id as id',
          none.as('published'),
          none.as('lowered'),
          time('e.ended_at').as('prepared'),
          none.as('joined'),
        ])
        .where('e.ended_at', '>', from)
        .where('e.ended_at', '<=', until),
    );
  if (groupId !== undefined) {
    events = events.unionAll(
      db
        .selectFrom('offer_group_joins as j')
        .select([
          'j.offer_id as id',
          none.as('published'),
          none.as('lowered'),
          none.as('prepared'),
          time('j.joined_at').as('joined'),
        ])
        .where('j.group_id', '=', groupId)
        .where('j.joined_at', '>', from)
        .where('j.joined_at', '<=', until),
    );
  }
  const changed = db
    .selectFrom(events.as('ev'))
    .select((eb) => [
      'ev.id',
      eb.fn.max('ev.lowered').as('lowered_at'),
      eb.fn.max('ev.prepared').as('prepared_at'),
      eb.fn.max('ev.joined').as('joined_at'),
    ])
    .groupBy('ev.id');
  let query = db
    .selectFrom('offers')
    .innerJoin(changed.as('c'), 'c.id', 'offers.id')
    .selectAll('offers')
    .select(['c.lowered_at', 'c.prepared_at', 'c.joined_at'])
    .where((eb) => offerConditions(eb, filter))
    .where('offers.is_sold', '=', 0);
  // An alert's set of voivodeships: one of them (the path holds none then).
  if (voivodeships.length > 0) query = query.where('offers.voivodeship', 'in', [...voivodeships]);
  if (groupId !== undefined) {
    // A member of the group now (one that left it is not), while the group is public.
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('offer_group_members as m')
          .innerJoin('offer_groups as g', 'g.id', 'm.group_id')
          .select('m.offer_id')
          .whereRef('m.offer_id', '=', 'offers.id')
          .where('m.group_id', '=', groupId)
          .where('g.status', '=', 'published'),
      ),
    );
  }
  return query;
}
