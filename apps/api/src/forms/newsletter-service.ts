import type { Language } from '@estate/domain/language';
import { NEWSLETTER_CONSENT } from '@estate/domain/newsletter';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../http/app-error';
import { enqueueMail } from '../mail/outbox';
import { notifyMailQueued } from '../mail/outbox-signal';
import {
  confirmSubscriber,
  findSubscriberByConfirmHash,
  findSubscriberByDigestHash,
  findSubscriberByEmail,
  findSubscriberByUnsubscribeHash,
  insertSubscriber,
  renewSignup,
  type SignupFields,
  setUnsubscribeRequest,
  UNSUBSCRIBE_REQUEST_PREFIX,
  unsubscribeSubscriber,
} from '../repositories/newsletter-repository';
import { confirmationMail, unsubscribeRequestMail } from './newsletter-mails';
import { hashToken, isWellFormedToken, newToken } from './tokens';

/** How long a confirmation or a mailed unsubscribe link works (search alerts' too). */
export const CONFIRM_TTL_MS = 48 * 60 * 60_000;
/** A pending sign-up gets a fresh confirmation mail at most this often, whatever the limits say. */
export const RESEND_COOLDOWN_MS = 5 * 60_000;

/** Addresses are kept lower-case, so 'Jan@X.pl' and 'jan@x.pl' are one subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

interface SignupInput {
  email: string;
  voivodeships: readonly number[];
  isAgent: boolean;
  lang: Language;
  eventId: string;
}

/** created: new address; resent: a pending or unsubscribed one got a new link; throttled: no mail. */
type SignupOutcome = 'created' | 'resent' | 'throttled';

type NewsletterConfig = Pick<ApiConfig, 'siteUrl' | 'mail'>;

/**
 * A sign-up, double opt-in: stores the subscriber as pending with the consent given and queues the
 * confirmation mail in the same transaction. A confirmed address is 409 already_subscribed.
 */
export async function signUp(
  database: DatabaseHandle,
  config: NewsletterConfig,
  input: SignupInput,
  now: Date = new Date(),
): Promise<SignupOutcome> {
  const email = normalizeEmail(input.email);
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const at = now.toISOString();
  const fields: SignupFields = {
    voivodeships: input.voivodeships.join(','),
    is_agent: input.isAgent ? 1 : 0,
    lang: input.lang,
    consent_text: NEWSLETTER_CONSENT[input.lang],
    consent_version: NEWSLETTER_CONSENT.version,
    consented_at: at,
    event_id: input.eventId,
    confirm_token_hash: hashToken(confirmToken),
    confirm_expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
    unsubscribe_token_hash: hashToken(unsubscribeToken),
  };

  const outcome = await database.db.transaction().execute(async (trx): Promise<SignupOutcome> => {
    const existing = await findSubscriberByEmail(trx, email);
    if (existing?.status === 'confirmed') {
      throw new AppError(409, 'already_subscribed', 'This address is already subscribed to the newsletter');
    }
    if (existing?.status === 'pending' && existing.confirm_expires_at) {
      const sentAt = Date.parse(existing.confirm_expires_at) - CONFIRM_TTL_MS;
      if (now.getTime() - sentAt < RESEND_COOLDOWN_MS) return 'throttled';
    }
    if (existing) {
      // A pending sign-up never got a newsletter, an unsubscribed one gets none: replacing the
      // unsubscribe token breaks no link anyone still needs.
      if (!(await renewSignup(trx, existing.id, fields))) return 'throttled';
    } else if ((await insertSubscriber(trx, email, fields, at)) === undefined) {
      return 'throttled'; // the same address, signed up by a concurrent request
    }
    await enqueueMail(
      trx,
      confirmationMail({
        to: email,
        lang: input.lang,
        siteUrl: config.siteUrl,
        confirmToken,
        unsubscribeToken,
        voivodeships: input.voivodeships,
        isAgent: input.isAgent,
        consentText: fields.consent_text,
        unsubscribeMailbox: config.mail.salesEmail,
      }),
      now,
    );
    return existing ? 'resent' : 'created';
  });
  if (outcome !== 'throttled') notifyMailQueued(database);
  return outcome;
}

export interface TokenAnswer {
  status: 'confirmed' | 'already_confirmed' | 'unsubscribed';
  lang: Language;
}

export function invalidToken(): AppError {
  return new AppError(404, 'token_invalid', 'This link is not valid');
}

export function expiredToken(): AppError {
  return new AppError(410, 'token_expired', 'This link has expired');
}

export function language(value: string): Language {
  return value === 'en' ? 'en' : 'pl';
}

/** What double opt-in needs of a store of sign-ups (newsletter subscribers, search alerts). */
export interface ConfirmableStore<Row extends { lang: string; confirm_expires_at: string | null }> {
  findByConfirmHash(hash: string): Promise<Row | undefined>;
  /** Where the row stands: pending, confirmed (or confirmed and paused), or withdrawn. */
  state(row: Row): 'pending' | 'confirmed' | 'withdrawn';
  /** Pending -> confirmed, once; false when a concurrent request changed the row first. */
  confirm(row: Row, hash: string, at: string): Promise<boolean>;
}

/**
 * A confirmation link. It changes state once: a repeated click (two tabs, a mail scanner) answers
 * already_confirmed until the token expires, then token_invalid. A withdrawn sign-up can never be
 * confirmed again by an old link.
 */
export async function confirmByToken<Row extends { lang: string; confirm_expires_at: string | null }>(
  store: ConfirmableStore<Row>,
  token: string,
  now: Date,
): Promise<TokenAnswer> {
  if (!isWellFormedToken(token)) throw invalidToken();
  const hash = hashToken(token);
  const row = await store.findByConfirmHash(hash);
  if (!row || store.state(row) === 'withdrawn') throw invalidToken();
  const lang = language(row.lang);
  if (store.state(row) === 'confirmed') return { status: 'already_confirmed', lang };
  if (!row.confirm_expires_at || row.confirm_expires_at <= now.toISOString()) throw expiredToken();
  if (await store.confirm(row, hash, now.toISOString())) return { status: 'confirmed', lang };
  // Lost a race with a concurrent confirm (or an unsubscribe): answer what the row says now.
  const after = await store.findByConfirmHash(hash);
  if (after && store.state(after) === 'confirmed') return { status: 'already_confirmed', lang };
  throw invalidToken();
}

/** The newsletter's confirmation link (the SPEC's double opt-in). */
export async function confirmSubscription(
  database: DatabaseHandle,
  token: string,
  now: Date = new Date(),
): Promise<TokenAnswer> {
  const { db } = database;
  return confirmByToken(
    {
      findByConfirmHash: (hash) => findSubscriberByConfirmHash(db, hash),
      state: (row) =>
        row.status === 'unsubscribed' ? 'withdrawn' : row.status === 'confirmed' ? 'confirmed' : 'pending',
      confirm: (row, hash, at) => confirmSubscriber(db, row.id, hash, at),
    },
    token,
    now,
  );
}

/**
 * The unsubscribe link: the permanent token of the confirmation mail or of a digest (each digest
 * carries its own, decision 036; also the RFC 8058 one-click target), or one mailed on request by
 * the unsubscribe form (valid 48 h). Repeats answer the same.
 */
export async function unsubscribeByToken(
  database: DatabaseHandle,
  token: string,
  now: Date = new Date(),
): Promise<TokenAnswer> {
  if (!isWellFormedToken(token)) throw invalidToken();
  const hash = hashToken(token);
  let row =
    (await findSubscriberByUnsubscribeHash(database.db, hash)) ??
    (await findSubscriberByDigestHash(database.db, hash));
  if (!row) {
    row = await findSubscriberByConfirmHash(database.db, `${UNSUBSCRIBE_REQUEST_PREFIX}${hash}`);
    if (!row) throw invalidToken();
    if (!row.confirm_expires_at || row.confirm_expires_at <= now.toISOString()) throw expiredToken();
  }
  await unsubscribeSubscriber(database.db, row.id, now.toISOString());
  return { status: 'unsubscribed', lang: language(row.lang) };
}

/**
 * The language of the page an unsubscribe link opens (a person following List-Unsubscribe in a
 * browser is sent to it): the subscriber's, found without changing anything; Polish when the token
 * is unknown (the page then says so after its button).
 */
export async function unsubscribePageLanguage(database: DatabaseHandle, token: string): Promise<Language> {
  if (!isWellFormedToken(token)) return 'pl';
  const hash = hashToken(token);
  const row =
    (await findSubscriberByUnsubscribeHash(database.db, hash)) ??
    (await findSubscriberByDigestHash(database.db, hash)) ??
    (await findSubscriberByConfirmHash(database.db, `${UNSUBSCRIBE_REQUEST_PREFIX}${hash}`));
  return language(row?.lang ?? 'pl');
}

/**
 * The unsubscribe form: a confirmed subscriber gets a mail with an unsubscribe link; any other
 * address gets nothing, and the answer is the same, so the form tells nobody who subscribes.
 * Runs inside the caller's transaction; returns whether a mail was queued.
 */
export async function requestUnsubscribe(
  trx: DatabaseHandle['db'],
  config: Pick<ApiConfig, 'siteUrl'>,
  input: { email: string; lang: Language },
  now: Date = new Date(),
): Promise<boolean> {
  const row = await findSubscriberByEmail(trx, normalizeEmail(input.email));
  if (row?.status !== 'confirmed') return false;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CONFIRM_TTL_MS).toISOString();
  if (!(await setUnsubscribeRequest(trx, row.id, hashToken(token), expiresAt))) return false;
  await enqueueMail(
    trx,
    unsubscribeRequestMail({ to: row.email, lang: input.lang, siteUrl: config.siteUrl, token }),
    now,
  );
  return true;
}
