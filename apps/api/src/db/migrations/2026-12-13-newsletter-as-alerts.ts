// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import { type Kysely, sql } from 'kysely';

/**
 * The footer newsletter becomes one case of search alerts (issue 36, decision 059 "What the
 * newsletter's switch needs"): every subscriber, pending and unsubscribed ones too, becomes an
 * alert of origin 'newsletter' on the sale list with its set of voivodeships as stored (their order
 * is the order its digest names them in), the admins' frequency, its consent, tokens (an
 * unsubscribe request's `u:` hash in `confirm_token_hash` too) and times; a confirmed one is
 * active, counting from its confirmation. Each digest becomes a send of its alert, so its period is
 * spent and the token its mail carried still unsubscribes. The alerts gain the agent flag the back
 * office lists and filters (0 for a list's alert), and the newsletter keeps one row per address,
 * stopped ones included, which the one-live-alert index does not say: a partial unique index on
 * the address of the newsletter's alerts. The newsletter's own tables are left empty (their rows
 * would otherwise outlive a removal on request), to be dropped by a later migration.
 */
/**
 * Copies the newsletter's subscribers and digests onto alerts and sends, then empties its tables:
 * `up`'s step, and the later drop's for a row found there anyway (an address that has a newsletter
 * alert already keeps it: it was written later, by the alerts' code).
 */
export async function carrySubscribers(db: Kysely<any>): Promise<void> {
  const setting = await db
    .selectFrom('settings')
    .select('value')
    .where('name', '=', 'newsletter_digest_frequency')
    .executeTakeFirst();
  // The digest's rule of its day: daily when an admin chose it, weekly otherwise.
  const frequency = setting?.value === 'daily' ? 'daily' : 'weekly';
  await sql`
    insert into search_alerts (email, lang, list, path, voivodeships, origin, frequency, status,
      is_agent, consent_text, consent_version, consented_at, event_id, confirm_token_hash,
      confirm_expires_at, unsubscribe_token_hash, created_at, confirmed_at, active_since,
      unsubscribed_at)
    select s.email, s.lang, 'sprzedaz', '/sprzedaz', s.voivodeships, 'newsletter', ${frequency},
      case s.status when 'confirmed' then 'active' else s.status end, s.is_agent,
      s.consent_text, s.consent_version, s.consented_at, s.event_id, s.confirm_token_hash,
      s.confirm_expires_at, s.unsubscribe_token_hash, s.created_at, s.confirmed_at, s.confirmed_at,
      s.unsubscribed_at
    from newsletter_subscribers s
    where not exists (select 1 from search_alerts n where n.email = s.email and n.origin = 'newsletter')
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
    where not exists (select 1 from search_alert_sends e where e.alert_id = a.id and e.period = d.period)
      and not exists (select 1 from search_alert_sends t where t.unsubscribe_token_hash = d.unsubscribe_token_hash)
    order by d.id
  `.execute(db);
  await db.deleteFrom('newsletter_digests').execute();
  await db.deleteFrom('newsletter_subscribers').execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('search_alerts')
    .addColumn('is_agent', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await carrySubscribers(db);
  await db.schema
    .createIndex('search_alerts_newsletter_email')
    .on('search_alerts')
    .column('email')
    .unique()
    .where(sql.ref('origin'), '=', sql.lit('newsletter'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    insert into newsletter_subscribers (email, voivodeships, is_agent, lang, status, consent_text,
      consent_version, consented_at, event_id, confirm_token_hash, confirm_expires_at,
      unsubscribe_token_hash, created_at, confirmed_at, unsubscribed_at)
    select a.email, a.voivodeships, a.is_agent, a.lang,
      case a.status when 'pending' then 'pending' when 'unsubscribed' then 'unsubscribed' else 'confirmed' end,
      a.consent_text, a.consent_version, a.consented_at, a.event_id, a.confirm_token_hash,
      a.confirm_expires_at, a.unsubscribe_token_hash, a.created_at, a.confirmed_at, a.unsubscribed_at
    from search_alerts a
    where a.origin = 'newsletter'
    order by a.id
  `.execute(db);
  await sql`
    insert into newsletter_digests (subscriber_id, period, sent_at, covered_since, covered_until,
      offer_count, unsubscribe_token_hash)
    select s.id, d.period, d.sent_at, d.covered_since, d.covered_until, d.offer_count,
      d.unsubscribe_token_hash
    from search_alert_sends d
    join search_alerts a on a.id = d.alert_id and a.origin = 'newsletter'
    join newsletter_subscribers s on s.email = a.email
    order by d.id
  `.execute(db);
  const newsletter = db.selectFrom('search_alerts').select('id').where('origin', '=', 'newsletter');
  await db.deleteFrom('search_alert_mailed').where('alert_id', 'in', newsletter).execute();
  await db.deleteFrom('search_alert_sends').where('alert_id', 'in', newsletter).execute();
  await db.deleteFrom('search_alerts').where('origin', '=', 'newsletter').execute();
  await db.schema.dropIndex('search_alerts_newsletter_email').execute();
  await db.schema.alterTable('search_alerts').dropColumn('is_agent').execute();
}
