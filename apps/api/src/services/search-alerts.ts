import type { Language } from '@estate/domain/language';
import { NEWSLETTER_CONSENT } from '@estate/domain/newsletter';
import { SPECIAL_OFFER_GROUP_TYPES } from '@estate/domain/routes';
import {
  type AlertFilter,
  alertFilterOf,
  alertVoivodeshipKeys,
  alertVoivodeshipsColumn,
  type SearchAlertChange,
  type SearchAlertSignup,
} from '@estate/domain/search-alerts';
import type { VoivodeshipKey } from '@estate/domain/voivodeships';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { isUniqueViolation } from '../db/database-errors';
import {
  CONFIRM_TTL_MS,
  confirmByToken,
  expiredToken,
  invalidToken,
  language,
  normalizeEmail,
  RESEND_COOLDOWN_MS,
  type TokenAnswer,
} from '../forms/newsletter-service';
import { alertConfirmationMail } from '../forms/search-alert-mails';
import { hashToken, isWellFormedToken, newToken } from '../forms/tokens';
import { AppError } from '../http/app-error';
import { enqueueMail } from '../mail/outbox';
import { notifyMailQueued } from '../mail/outbox-signal';
import { findGroupNames, findPublishedGroupById } from '../repositories/group-repository';
import {
  confirmAlert,
  findAlertByConfirmHash,
  findAlertByUnsubscribeHash,
  findAlertsOf,
  findLiveAlert,
  findManageToken,
  findPendingAlert,
  insertAlert,
  insertManageToken,
  renewPendingAlert,
  unsubscribeAlerts,
  updateAlert,
} from '../repositories/search-alert-repository';

type Db = DatabaseHandle['db'];
type AlertConfig = Pick<ApiConfig, 'siteUrl' | 'mail'>;

/** How long the manage page's link in a mail works; a later mail brings a fresh one. */
const MANAGE_TTL_MS = 60 * 86_400_000;
/**
 * Live manage links kept per address: every unexpired one, up to this many (the oldest trimmed past
 * it), so a busy immediate alert cannot pile up hundreds in 60 days, yet no link a visitor was
 * recently mailed stops working. Only confirmed alerts' mails issue them (decision 059).
 */
const MANAGE_TOKENS_PER_ADDRESS = 50;

/** The same address already watches this list: the newsletter's code, which the site words (SPEC §8). */
function alreadySubscribed(): AppError {
  return new AppError(409, 'already_subscribed', 'This address already has an alert for this list');
}

function invalidPath(): AppError {
  return new AppError(400, 'invalid_value', 'This page is not an offer list an alert can watch', {
    fields: { path: 'invalid_value' },
  });
}

/**
 * The list an alert may watch from this path: a filter list, or a special-offer group's list while
 * the group is public under the type the path names (else its page is a 404, which no one could
 * have signed up on). 400 invalid_value for anything else.
 */
async function watchableList(db: Db, path: string): Promise<AlertFilter> {
  const alert = alertFilterOf(path);
  if (!alert) throw invalidPath();
  if (alert.group) {
    const group = await findPublishedGroupById(db, alert.group.id);
    if (group?.group_type !== SPECIAL_OFFER_GROUP_TYPES[alert.group.type]) throw invalidPath();
  }
  return alert;
}

/**
 * An alert's set of voivodeships as stored ('' for none): "one of them" stands for the path's one
 * voivodeship, so a path that names its own, or a group's list (its members are the list), takes
 * none. 400 invalid_value on the field.
 */
function voivodeshipSet(alert: AlertFilter, keys: readonly VoivodeshipKey[]): string {
  if (keys.length > 0 && (alert.group || alert.state.voivodeship !== undefined)) {
    throw new AppError(400, 'invalid_value', 'A set of voivodeships is for a list of no voivodeship', {
      fields: { voivodeships: 'invalid_value' },
    });
  }
  return alertVoivodeshipsColumn(keys);
}

/**
 * Each alert told as the pages tell it: its set of voivodeships by key (empty: none), and the
 * special-offer group its path watches, named in both languages (null: not a group's list, or the
 * group was deleted), so the manage page and the back office say it in words.
 */
export async function withAlertGroups<T extends { path: string; voivodeships: string }>(
  db: Db,
  alerts: readonly T[],
): Promise<
  (Omit<T, 'voivodeships'> & {
    voivodeships: VoivodeshipKey[];
    group: { id: number; namePl: string; nameEn: string } | null;
  })[]
> {
  const groupIds = alerts.map((alert) => alertFilterOf(alert.path)?.group?.id);
  const names = await findGroupNames(
    db,
    groupIds.filter((id): id is number => id !== undefined),
  );
  return alerts.map((alert, index) => {
    const id = groupIds[index];
    const name = id === undefined ? undefined : names.get(id);
    return {
      ...alert,
      voivodeships: alertVoivodeshipKeys(alert.voivodeships),
      group: id !== undefined && name ? { id, ...name } : null,
    };
  });
}

/**
 * A manage-page token for an address, stored hashed beside the mail that carries it (the
 * confirmation or an alert's mail); answers the token to put in the mail.
 */
export async function issueManageToken(trx: Db, email: string, now: Date): Promise<string> {
  const token = newToken();
  await insertManageToken(
    trx,
    {
      email,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + MANAGE_TTL_MS).toISOString(),
    },
    MANAGE_TOKENS_PER_ADDRESS,
  );
  return token;
}

/**
 * A search alert's sign-up, double opt-in under the newsletter's consent (SPEC §5): stored pending
 * with the consent given, the confirmation mail queued in the same transaction. The same address
 * and list already watched answers 409 already_subscribed, as the newsletter does; a repeat of a
 * pending one within the newsletter's cooldown sends nothing.
 */
export async function subscribeAlert(
  database: DatabaseHandle,
  config: AlertConfig,
  input: SearchAlertSignup,
  now: Date = new Date(),
): Promise<'created' | 'throttled'> {
  const alert = await watchableList(database.db, input.path);
  const key = {
    origin: 'filter' as const,
    path: alert.path,
    voivodeships: voivodeshipSet(alert, input.voivodeships),
  };
  const email = normalizeEmail(input.email);
  const outcome = await database.db.transaction().execute(async (trx) => {
    if (await findLiveAlert(trx, email, key)) throw alreadySubscribed();
    const pending = await findPendingAlert(trx, email, key);
    if (pending?.confirm_expires_at) {
      const sentAt = Date.parse(pending.confirm_expires_at) - CONFIRM_TTL_MS;
      if (now.getTime() - sentAt < RESEND_COOLDOWN_MS) return 'throttled' as const;
    }
    const confirmToken = newToken();
    const unsubscribeToken = newToken();
    const at = now.toISOString();
    const consentText = NEWSLETTER_CONSENT[input.lang];
    const fields = {
      lang: input.lang,
      frequency: input.frequency,
      consent_text: consentText,
      consent_version: NEWSLETTER_CONSENT.version,
      consented_at: at,
      event_id: input.eventID,
      confirm_token_hash: hashToken(confirmToken),
      confirm_expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
      unsubscribe_token_hash: hashToken(unsubscribeToken),
    };
    // A pending one is renewed (its old link stops working), so confirming never makes two alerts.
    if (!(pending && (await renewPendingAlert(trx, pending.id, fields)))) {
      // Another sign-up of the same address and list may have been written meanwhile (the index).
      await insertAlert(trx, { ...fields, email, list: alert.list, ...key, created_at: at }).catch(
        (error: unknown) => {
          throw isUniqueViolation(error) ? alreadySubscribed() : error;
        },
      );
    }
    // No manage link: a pending sign-up's address is whatever someone typed, and a link issued for it
    // would count against the links already mailed to its owner. Alert mails bring one.
    await enqueueMail(
      trx,
      alertConfirmationMail({
        to: email,
        lang: input.lang,
        siteUrl: config.siteUrl,
        path: alert.path,
        frequency: input.frequency,
        consentText,
        confirmToken,
        unsubscribeToken,
      }),
      now,
    );
    return 'created' as const;
  });
  if (outcome === 'created') notifyMailQueued(database);
  return outcome;
}

/** The confirmation link of an alert: the newsletter's rule (confirmByToken). */
export function confirmAlertByToken(database: DatabaseHandle, token: string, now: Date = new Date()) {
  const { db } = database;
  return confirmByToken(
    {
      findByConfirmHash: (hash) => findAlertByConfirmHash(db, hash),
      state: (row) =>
        row.status === 'unsubscribed' ? 'withdrawn' : row.status === 'pending' ? 'pending' : 'confirmed',
      confirm: (row, hash, at) => confirmAlert(db, row.id, hash, at),
    },
    token,
    now,
  );
}

/**
 * One alert's unsubscribe link: the token of its confirmation mail or of any of its mails (also the
 * RFC 8058 one-click target). Only that alert stops; repeats answer the same.
 */
export async function unsubscribeAlertByToken(
  database: DatabaseHandle,
  token: string,
  now: Date = new Date(),
): Promise<TokenAnswer> {
  if (!isWellFormedToken(token)) throw invalidToken();
  const row = await findAlertByUnsubscribeHash(database.db, hashToken(token));
  if (!row) throw invalidToken();
  await unsubscribeAlerts(database.db, [row.id], now.toISOString());
  return { status: 'unsubscribed', lang: language(row.lang) };
}

/**
 * The alert a mailed link's page is about, read without changing anything, so the confirmation and
 * unsubscribe pages name the list before the visitor presses their button: 404 for an unknown
 * token or, for a confirmation link, an alert already stopped (the button answers the same).
 */
export async function alertOfToken(database: DatabaseHandle, page: 'confirm' | 'unsubscribe', token: string) {
  if (!isWellFormedToken(token)) throw invalidToken();
  const hash = hashToken(token);
  const row =
    page === 'confirm'
      ? await findAlertByConfirmHash(database.db, hash)
      : await findAlertByUnsubscribeHash(database.db, hash);
  if (!row || (page === 'confirm' && row.status === 'unsubscribed')) throw invalidToken();
  const [alert] = await withAlertGroups(database.db, [
    { path: row.path, voivodeships: row.voivodeships, frequency: row.frequency, status: row.status },
  ]);
  if (!alert) throw invalidToken();
  return alert;
}

/**
 * The language of the page an alert's List-Unsubscribe address opens in a browser (RFC 2369):
 * the alert's, found without changing anything; Polish when the token is unknown.
 */
export async function alertUnsubscribePageLanguage(
  database: DatabaseHandle,
  token: string,
): Promise<Language> {
  if (!isWellFormedToken(token)) return 'pl';
  return language((await findAlertByUnsubscribeHash(database.db, hashToken(token)))?.lang ?? 'pl');
}

/** The address a manage link opens: 404 for an unknown token, 410 once it expired. */
async function manageEmail(db: Db, token: string, now: Date): Promise<string> {
  if (!isWellFormedToken(token)) throw invalidToken();
  const row = await findManageToken(db, hashToken(token));
  if (!row) throw invalidToken();
  if (row.expires_at <= now.toISOString()) throw expiredToken();
  return row.email;
}

/** The manage page: every alert of the address the link was mailed to (pending, active, paused). */
export async function listAlerts(database: DatabaseHandle, token: string, now: Date = new Date()) {
  const email = await manageEmail(database.db, token, now);
  const rows = await findAlertsOf(database.db, email);
  const alerts = rows.map((row) => ({
    id: row.id,
    path: row.path,
    voivodeships: row.voivodeships,
    frequency: row.frequency,
    status: row.status,
    lang: language(row.lang) as Language,
    createdAt: row.created_at,
    lastSentAt: row.last_sent_at ?? null,
  }));
  return withAlertGroups(database.db, alerts);
}

/**
 * Pauses or resumes an alert, or changes how often or which list it watches. Resuming or a new
 * list counts offers from now: the visitor is not sent what happened while it was paused or what
 * the old list did not hold. 404 for an alert that is not this address's or not confirmed.
 */
export async function changeAlert(
  database: DatabaseHandle,
  token: string,
  id: number,
  change: SearchAlertChange,
  now: Date = new Date(),
): Promise<void> {
  const email = await manageEmail(database.db, token, now);
  const alert = change.path === undefined ? undefined : await watchableList(database.db, change.path);
  // Onto a list the address already watches (or has pending), it would mail every offer twice.
  if (alert) {
    // It keeps its set of voivodeships, which the new path must leave room for.
    const current = (await findAlertsOf(database.db, email)).find((row) => row.id === id);
    if (!current) throw AppError.notFound('Alert');
    const key = {
      origin: 'filter' as const,
      path: alert.path,
      voivodeships: voivodeshipSet(alert, alertVoivodeshipKeys(current.voivodeships)),
    };
    const other =
      (await findLiveAlert(database.db, email, key)) ?? (await findPendingAlert(database.db, email, key));
    if (other && other.id !== id) throw alreadySubscribed();
  }
  const at = now.toISOString();
  const changed = await updateAlert(database.db, id, email, {
    ...(change.paused === undefined ? {} : { status: change.paused ? 'paused' : 'active' }),
    ...(change.paused === false || alert ? { active_since: at } : {}),
    ...(change.frequency ? { frequency: change.frequency } : {}),
    ...(alert ? { path: alert.path, list: alert.list } : {}),
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? alreadySubscribed() : error;
  });
  if (!changed) throw AppError.notFound('Alert');
}

/** Deletes one alert of the address, or all of them: they stop, the consents' record stays (retention). */
export async function deleteAlerts(
  database: DatabaseHandle,
  token: string,
  id: number | undefined,
  now: Date = new Date(),
): Promise<number> {
  const email = await manageEmail(database.db, token, now);
  const ids = (await findAlertsOf(database.db, email))
    .map((row) => row.id)
    .filter((each) => id === undefined || each === id);
  if (id !== undefined && ids.length === 0) throw AppError.notFound('Alert');
  return unsubscribeAlerts(database.db, ids, now.toISOString());
}
