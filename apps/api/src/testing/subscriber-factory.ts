import { NEWSLETTER_CONSENT } from '@estate/domain/newsletter';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { hashToken, newToken } from '../forms/tokens';

let sequence = 0;

/**
 * Stores a newsletter subscriber as a confirmed sign-up leaves it (without the mails), unless told
 * otherwise: Polish, mazowieckie, not an agent, confirmed at `confirmedAt` (now by default). It is
 * the search alert of origin 'newsletter' a sign-up writes (decision 059), weekly as the default
 * setting. Returns its id and the unsubscribe token of its confirmation mail.
 */
export async function insertTestSubscriber(
  db: Kysely<DatabaseSchema>,
  overrides: {
    email?: string;
    lang?: 'pl' | 'en';
    voivodeships?: number[];
    isAgent?: boolean;
    status?: 'pending' | 'confirmed' | 'unsubscribed';
    createdAt?: string;
    confirmedAt?: string;
  } = {},
): Promise<{ id: number; email: string; unsubscribeToken: string }> {
  sequence += 1;
  const lang = overrides.lang ?? 'pl';
  const status = overrides.status ?? 'confirmed';
  const createdAt = overrides.createdAt ?? new Date().toISOString();
  const email =
    overrides.email ?? `subscriber-${sequence}-${Math.random().toString(36).slice(2, 8)}@example.pl`;
  const unsubscribeToken = newToken();
  const confirmedAt = status === 'pending' ? null : (overrides.confirmedAt ?? createdAt);
  const row = await db
    .insertInto('search_alerts')
    .values({
      email,
      list: 'sprzedaz',
      path: '/sprzedaz',
      origin: 'newsletter',
      frequency: 'weekly',
      voivodeships: (overrides.voivodeships ?? [14]).join(','),
      is_agent: overrides.isAgent ? 1 : 0,
      lang,
      status: status === 'confirmed' ? 'active' : status,
      consent_text: NEWSLETTER_CONSENT[lang],
      consent_version: NEWSLETTER_CONSENT.version,
      consented_at: createdAt,
      event_id: null,
      confirm_token_hash: null,
      confirm_expires_at: null,
      unsubscribe_token_hash: hashToken(unsubscribeToken),
      created_at: createdAt,
      confirmed_at: confirmedAt,
      active_since: confirmedAt,
      unsubscribed_at: status === 'unsubscribed' ? createdAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, unsubscribeToken };
}
