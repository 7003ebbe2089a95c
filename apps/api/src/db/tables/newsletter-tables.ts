import type { Generated } from 'kysely';

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
