import type { DigestFrequency } from '@estate/domain/newsletter-digest';
import type { SubscriberQuery } from '@estate/domain/newsletter-subscribers';
import { SUBSCRIBERS_PER_PAGE } from '@estate/domain/newsletter-subscribers';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { likePattern } from './back-office-offer-repository';
import { deleteMailTo } from './outbox-repository';
import { digestFrequency } from './settings-repository';

type Db = Kysely<DatabaseSchema>;

/**
 * A subscriber as the newsletter's routes, service and back office read it. Since the newsletter
 * became one case of search alerts (decision 059, migration 2026-12-13-newsletter-as-alerts) it is
 * the alert of origin 'newsletter' of its address, stored as 'active' (what the alerts' run reads)
 * and answered 'confirmed', so nothing above this module changed.
 */
interface SubscriberRow {
  id: number;
  email: string;
  /** Comma-joined voivodeship codes, in the order chosen (the digest names them so). */
  voivodeships: string;
  is_agent: number;
  lang: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  consent_text: string;
  consent_version: string;
  consented_at: string;
  event_id: string | null;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  unsubscribe_token_hash: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** What a sign-up writes: the consent, the preferences and both token hashes. */
export type SignupFields = Pick<
  SubscriberRow,
  | 'voivodeships'
  | 'is_agent'
  | 'lang'
  | 'consent_text'
  | 'consent_version'
  | 'consented_at'
  | 'event_id'
  | 'confirm_token_hash'
  | 'confirm_expires_at'
  | 'unsubscribe_token_hash'
>;

/**
 * `confirm_token_hash` holds one pending token: while the sign-up is pending, the confirmation
 * token; once confirmed, at most an unsubscribe request sent by e-mail (POST /api/form/unsubscribe),
 * stored with this prefix so the one can never be used as the other.
 */
export const UNSUBSCRIBE_REQUEST_PREFIX = 'u:';

/** The newsletter's alerts: every read and write of this module is over these rows only. */
const NEWSLETTER = 'newsletter';
/** The list a newsletter's alert watches: the sale list, narrowed by its set of voivodeships. */
const NEWSLETTER_LIST = { list: 'sprzedaz', path: '/sprzedaz' } as const;

/** The stored state of a subscriber's state: a confirmed subscriber's alert is active. */
const storedStatus = (status: SubscriberRow['status']) => (status === 'confirmed' ? 'active' : status);

/** The row's state as the newsletter says it ('active' is 'confirmed'). */
const SUBSCRIBER_STATUS = sql<
  SubscriberRow['status']
>`case ${sql.ref('s.status')} when 'active' then 'confirmed' else ${sql.ref('s.status')} end`;

const SUBSCRIBER_COLUMNS = [
  's.id',
  's.email',
  's.voivodeships',
  's.is_agent',
  's.lang',
  SUBSCRIBER_STATUS.as('status'),
  's.consent_text',
  's.consent_version',
  's.consented_at',
  's.event_id',
  's.confirm_token_hash',
  's.confirm_expires_at',
  's.unsubscribe_token_hash',
  's.created_at',
  's.confirmed_at',
  's.unsubscribed_at',
] as const;

/** The one newsletter subscriber whose `column` holds `value`. */
async function findSubscriberBy(
  db: Db,
  column: 'email' | 'confirm_token_hash' | 'unsubscribe_token_hash',
  value: string,
): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('search_alerts as s')
    .select(SUBSCRIBER_COLUMNS)
    .where('s.origin', '=', NEWSLETTER)
    .where(`s.${column}`, '=', value)
    .executeTakeFirst();
}

export async function findSubscriberByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  return findSubscriberBy(db, 'email', email);
}

export async function findSubscriberByConfirmHash(db: Db, hash: string): Promise<SubscriberRow | undefined> {
  return findSubscriberBy(db, 'confirm_token_hash', hash);
}

export async function findSubscriberByUnsubscribeHash(
  db: Db,
  hash: string,
): Promise<SubscriberRow | undefined> {
  return findSubscriberBy(db, 'unsubscribe_token_hash', hash);
}

/**
 * A new pending sign-up; undefined when the address was inserted meanwhile by another request (the
 * newsletter's one row per address, migration 2026-12-13-newsletter-as-alerts). Its frequency is
 * the admins' (the run follows the setting; `setDigestFrequency` keeps the column true).
 */
export async function insertSubscriber(
  db: Db,
  email: string,
  fields: SignupFields,
  now: string,
): Promise<number | undefined> {
  const frequency = await digestFrequency(db);
  const row = await db
    .insertInto('search_alerts')
    .values({
      email,
      ...fields,
      ...NEWSLETTER_LIST,
      origin: NEWSLETTER,
      frequency,
      status: 'pending',
      created_at: now,
      confirmed_at: null,
      active_since: null,
      unsubscribed_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A pending or unsubscribed address signs up again: fresh consent, fresh tokens, pending again. */
export async function renewSignup(db: Db, id: number, fields: SignupFields): Promise<boolean> {
  const result = await db
    .updateTable('search_alerts')
    .set({ ...fields, status: 'pending', confirmed_at: null, active_since: null, unsubscribed_at: null })
    .where('id', '=', id)
    .where('origin', '=', NEWSLETTER)
    .where('status', 'in', ['pending', 'unsubscribed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Pending -> confirmed, once: the WHERE on status and hash makes a second, concurrent confirm of the
 * same token change nothing. The hash stays until it expires so a repeated click can be answered
 * "already confirmed"; purgeExpiredSignups clears it then. Its digest counts offers from now.
 */
export async function confirmSubscriber(db: Db, id: number, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('search_alerts')
    .set({ status: storedStatus('confirmed'), confirmed_at: now, active_since: now })
    .where('id', '=', id)
    .where('origin', '=', NEWSLETTER)
    .where('status', '=', 'pending')
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Any state -> unsubscribed; the pending token goes, so no old link can confirm again. */
export async function unsubscribeSubscriber(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('search_alerts')
    .set({ status: 'unsubscribed', unsubscribed_at: now, confirm_token_hash: null, confirm_expires_at: null })
    .where('id', '=', id)
    .where('origin', '=', NEWSLETTER)
    .where('status', '!=', 'unsubscribed')
    .execute();
}

/** Stores the hash of an unsubscribe link mailed on request, for a confirmed subscriber only. */
export async function setUnsubscribeRequest(
  db: Db,
  id: number,
  hash: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('search_alerts')
    .set({ confirm_token_hash: `${UNSUBSCRIBE_REQUEST_PREFIX}${hash}`, confirm_expires_at: expiresAt })
    .where('id', '=', id)
    .where('origin', '=', NEWSLETTER)
    .where('status', '=', storedStatus('confirmed'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The admins' new frequency written on every newsletter alert, so the column says what the run does. */
export async function setNewsletterFrequency(db: Db, frequency: DigestFrequency): Promise<void> {
  await db.updateTable('search_alerts').set({ frequency }).where('origin', '=', NEWSLETTER).execute();
}

/** How long a never-confirmed address that unsubscribed is kept, so a repeated click still works. */
const UNCONFIRMED_UNSUBSCRIBED_KEEP_MS = 48 * 60 * 60_000;

interface PurgeReport {
  /**
   * Sign-ups never confirmed whose link expired, or that were unsubscribed before confirming:
   * deleted with all their personal data.
   */
  deleted: number;
  /** Confirmed subscribers whose spent confirmation or unsubscribe-request token expired. */
  cleared: number;
}

/**
 * Unconfirmed sign-ups are deleted once their link expired (or two days after they unsubscribed):
 * without confirmation there is no consent to keep their data for. Expired token hashes of
 * confirmed subscribers are cleared. Unsubscribed subscribers who had confirmed stay, as the
 * record of the withdrawn consent. The same rule holds for every search alert (decision 059), which
 * keep their consent in the same columns, and the newsletter's are alerts: one pass over them all
 * (`purgeExpiredAlerts`).
 */
export async function purgeExpiredSignups(db: Db, now: Date): Promise<PurgeReport> {
  const at = now.toISOString();
  const expired = await db
    .deleteFrom('search_alerts')
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '<', at)
    .executeTakeFirst();
  const withdrawn = await db
    .deleteFrom('search_alerts')
    .where('status', '=', 'unsubscribed')
    .where('confirmed_at', 'is', null)
    .where('unsubscribed_at', '<', new Date(now.getTime() - UNCONFIRMED_UNSUBSCRIBED_KEEP_MS).toISOString())
    .executeTakeFirst();
  const cleared = await db
    .updateTable('search_alerts')
    .set({ confirm_token_hash: null, confirm_expires_at: null })
    .where('status', '!=', 'pending')
    .where('confirm_expires_at', '<', at)
    .executeTakeFirst();
  return {
    deleted: Number(expired.numDeletedRows) + Number(withdrawn.numDeletedRows),
    cleared: Number(cleared.numUpdatedRows),
  };
}

/** A subscriber found by the unsubscribe token of one of their digests (decision 036): its alert's sends. */
export async function findSubscriberByDigestHash(db: Db, hash: string): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('search_alert_sends as d')
    .innerJoin('search_alerts as s', 's.id', 'd.alert_id')
    .select(SUBSCRIBER_COLUMNS)
    .where('s.origin', '=', NEWSLETTER)
    .where('d.unsubscribe_token_hash', '=', hash)
    .executeTakeFirst();
}

/** The back office's filters without the page (the export takes every page). */
type SubscriberFilter = Omit<SubscriberQuery, 'page'>;

const LIST_COLUMNS = [
  's.id',
  's.email',
  SUBSCRIBER_STATUS.as('status'),
  's.voivodeships',
  's.is_agent',
  's.lang',
  's.consent_text',
  's.consent_version',
  's.consented_at',
  's.created_at',
  's.confirmed_at',
  's.unsubscribed_at',
] as const;

/** The subscribers the back office's filters match (the same for a page, its count and the export). */
function filteredSubscribers(db: Db, filter: SubscriberFilter) {
  return db
    .selectFrom('search_alerts as s')
    .where('s.origin', '=', NEWSLETTER)
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      // Addresses are stored lower-case: the search is too.
      if (filter.q) {
        conditions.push(
          sql<SqlBool>`${sql.ref('s.email')} like ${likePattern(filter.q.toLowerCase())} escape '\\'`,
        );
      }
      if (filter.status) conditions.push(eb('s.status', '=', storedStatus(filter.status)));
      if (filter.agent) conditions.push(eb('s.is_agent', '=', filter.agent === 'yes' ? 1 : 0));
      if (filter.voivodeship !== undefined) {
        // Who gets the voivodeship's offers: who chose it, and who chose none (all of them).
        conditions.push(
          eb.or([
            eb('s.voivodeships', '=', ''),
            sql<SqlBool>`(',' || ${sql.ref('s.voivodeships')} || ',') like ${`%,${filter.voivodeship},%`}`,
          ]),
        );
      }
      return eb.and(conditions);
    });
}

/** With when each was last sent a digest (its alert's newest send). */
function withLastDigest(query: ReturnType<typeof filteredSubscribers>) {
  return query.select((eb) => [
    ...LIST_COLUMNS,
    eb
      .selectFrom('search_alert_sends as d')
      .select((inner) => inner.fn.max('d.sent_at').as('at'))
      .whereRef('d.alert_id', '=', 's.id')
      .as('last_digest_at'),
  ]);
}

/** One page of subscribers, newest first, and how many match. */
export async function findSubscriberPage(db: Db, query: SubscriberQuery) {
  const [rows, count] = await Promise.all([
    withLastDigest(filteredSubscribers(db, query))
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(SUBSCRIBERS_PER_PAGE)
      .offset((query.page - 1) * SUBSCRIBERS_PER_PAGE)
      .execute(),
    filteredSubscribers(db, query)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type SubscriberListRow = Awaited<ReturnType<typeof findSubscriberPage>>['rows'][number];

/** Every subscriber the filter matches, newest first, at most `limit`: the export. */
export async function findSubscriberRows(db: Db, filter: SubscriberFilter, limit: number) {
  return withLastDigest(filteredSubscribers(db, filter))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Removes one person from the newsletter on request: their row, the record of their digests and
 * every mail to their address still in the outbox. Pass the transaction of the audit entry.
 * Answers what the row was (its state, for the anonymous audit entry), or undefined when none.
 */
export async function deleteSubscriber(db: Db, id: number) {
  const row = await db
    .selectFrom('search_alerts as s')
    .select(['s.id', 's.email', SUBSCRIBER_STATUS.as('status'), 's.confirmed_at'])
    .where('s.id', '=', id)
    .where('s.origin', '=', NEWSLETTER)
    .executeTakeFirst();
  if (!row) return undefined;
  const mails = await deleteMailTo(db, row.email);
  await db.deleteFrom('search_alert_mailed').where('alert_id', '=', id).execute();
  const digests = await db.deleteFrom('search_alert_sends').where('alert_id', '=', id).executeTakeFirst();
  await db.deleteFrom('search_alerts').where('id', '=', id).execute();
  return {
    status: row.status,
    confirmed: row.confirmed_at !== null,
    digests: Number(digests.numDeletedRows),
    mails,
  };
}
