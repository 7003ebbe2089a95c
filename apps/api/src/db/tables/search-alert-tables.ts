import type { AlertFrequency, AlertStatus } from '@estate/domain/search-alerts';
import type { Generated } from 'kysely';

/** Where an alert comes from: a list's "alert me", or the footer newsletter (decision 059). */
export type AlertOrigin = 'filter' | 'newsletter';

/**
 * A search alert (issue 36, decision 059): a list's filter path watched for one address, under the
 * newsletter's consent and double opt-in. Unsubscribed alerts that were confirmed stay as the
 * record of the withdrawn consent; unconfirmed ones are deleted once their link expired.
 */
export interface SearchAlertTable {
  id: Generated<number>;
  /** Lower-case, as the newsletter keeps addresses. */
  email: string;
  lang: string;
  /** The list the path names (sprzedaz, wynajem, nowosci, do_sprzedania_wkrotce). */
  list: string;
  /** The list's canonical Polish path without page or order (the domain's alertFilterOf). */
  path: string;
  /**
   * A set of voivodeships its list's offers must be in one of: comma-joined codes, ascending
   * (the domain's alertVoivodeshipsColumn), '' for none. Part of the one-live-alert key.
   */
  voivodeships: string;
  /**
   * 'filter': saved by a visitor on a list; 'newsletter': a footer subscription, mailed the digest's
   * mail by the digest's rule at the admins' frequency (decision 059). Part of the one-live-alert key.
   */
  origin: Generated<AlertOrigin>;
  frequency: AlertFrequency;
  status: AlertStatus;
  /** The newsletter's "I am an agent" (its back office lists and filters it); 0 for a list's alert. */
  is_agent: Generated<number>;
  consent_text: string;
  consent_version: string;
  consented_at: string;
  event_id: string | null;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** SHA-256 of the permanent unsubscribe token of its confirmation mail. */
  unsubscribe_token_hash: string;
  created_at: string;
  confirmed_at: string | null;
  /** Offers count for a mail from here: the confirmation, the last resume or filter change. */
  active_since: string | null;
  unsubscribed_at: string | null;
}

/** One mail of an alert: at most one per alert and period, written with its outbox row. */
export interface SearchAlertSendTable {
  id: Generated<number>;
  alert_id: number;
  period: string;
  sent_at: string;
  covered_since: string;
  covered_until: string;
  offer_count: number;
  /** SHA-256 of the unsubscribe token this mail carries (List-Unsubscribe and its footer). */
  unsubscribe_token_hash: string;
}

/** One event an alert has mailed (alert, offer, reason, event time): the overlap's dedupe. */
export interface SearchAlertMailedTable {
  id: Generated<number>;
  alert_id: number;
  offer_id: number;
  reason: string;
  event_at: string;
}

/** A mailed link to the page of all alerts of one address, valid until `expires_at`. */
export interface SearchAlertManageTokenTable {
  id: Generated<number>;
  email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** When the price a visitor sees (the effective price) went down: an event that mails alerts. */
export interface OfferPriceDropTable {
  id: Generated<number>;
  offer_id: number;
  dropped_at: string;
  old_price: number;
  new_price: number;
}

/** When an offer's "in preparation" flag was taken off: an event that mails alerts. */
export interface OfferPreparationEndTable {
  id: Generated<number>;
  offer_id: number;
  ended_at: string;
}
