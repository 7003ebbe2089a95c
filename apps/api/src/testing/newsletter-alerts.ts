import type { DigestFrequency } from '@estate/domain/newsletter-digest';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

/**
 * The footer newsletter's subscribers as alerts of origin 'newsletter' (decision 059, the newsletter
 * as one case of alerts), the way the subscribers' migration is to copy them: each on the sale
 * list with its set of voivodeships as stored (its order is the order its digest names them in),
 * confirmed ones active, pending and unsubscribed ones as they are, consent, tokens and times
 * copied; each digest becomes a send of its alert, so its period is spent and its token
 * unsubscribes. For tests of the alerts' newsletter sending before that migration exists.
 */
export async function copySubscribersToAlerts(
  db: Kysely<DatabaseSchema>,
  frequency: DigestFrequency,
): Promise<void> {
  await sql`
    insert into search_alerts (email, lang, list, path, voivodeships, origin, frequency, status,
      consent_text, consent_version, consented_at, event_id, confirm_token_hash, confirm_expires_at,
      unsubscribe_token_hash, created_at, confirmed_at, active_since, unsubscribed_at)
    select s.email, s.lang, 'sprzedaz', '/sprzedaz', s.voivodeships, 'newsletter', ${frequency},
      case s.status when 'confirmed' then 'active' else s.status end,
      s.consent_text, s.consent_version, s.consented_at, s.event_id, s.confirm_token_hash,
      s.confirm_expires_at, s.unsubscribe_token_hash, s.created_at, s.confirmed_at, s.confirmed_at,
      s.unsubscribed_at
    from newsletter_subscribers s
    order by s.id
  `.execute(db);
  await sql`
    insert into search_alert_sends (alert_id, period, sent_at, covered_since, covered_until,
      offer_count, unsubscribe_token_hash)
    select a.id, d.period, d.sent_at, d.covered_since, d.covered_until, d.offer_count,
      d.unsubscribe_token_hash
    from newsletter_digests d
    join newsletter_subscribers s on s.id = d.subscriber_id
    join search_alerts a on a.email = s.email and a.origin = 'newsletter'
    order by d.id
  `.execute(db);
}
