import type { Generated } from 'kysely';

/**
 * The footer newsletter's own tables as they were until its subscribers became search alerts of
 * origin 'newsletter' (decision 059, "The newsletter's switch"). Dropped by
 * `2026-12-13b-drop-newsletter-tables`: the migration tests reach them by these types.
 */

/** A subscriber (decision 036): one row per address, stopped ones kept as the record of consent. */
export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  /** Comma-joined voivodeship codes. */
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

/**
 * A digest queued to a subscriber (decision 036): at most one per subscriber and period (a unique
 * key), written with its outbox row in one transaction. Deleted with the subscriber.
 */
export interface NewsletterDigestTable {
  id: Generated<number>;
  subscriber_id: number;
  /** `day:2026-11-24` or `week:2026-W48`, in the Polish calendar (the domain's digestPeriod). */
  period: string;
  sent_at: string;
  /** The instants the digest's offers were published or repriced between; the next starts at the end. */
  covered_since: string;
  covered_until: string;
  offer_count: number;
  /** SHA-256 of the unsubscribe token its mail carries (List-Unsubscribe and the link in the text). */
  unsubscribe_token_hash: string;
}
