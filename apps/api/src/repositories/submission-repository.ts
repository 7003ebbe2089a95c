import type { ContactFormKind } from '@estate/domain/contact-forms';
import { senderNameOf } from '@estate/domain/form-inbox';
import type { Language } from '@estate/domain/language';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { findStaffMember } from './staff-repository';

type Db = Kysely<DatabaseSchema>;

interface NewSubmission {
  kind: ContactFormKind;
  offerId: number | null;
  email: string;
  lang: Language;
  /** The form's fields (without captcha token and honeypot) and the consent given. */
  payload: Record<string, unknown>;
}

export async function insertSubmission(db: Db, submission: NewSubmission, now: string): Promise<number> {
  const { id } = await db
    .insertInto('form_submissions')
    .values({
      kind: submission.kind,
      offer_id: submission.offerId,
      email: submission.email,
      lang: submission.lang,
      payload: JSON.stringify(submission.payload),
      created_at: now,
      updated_at: now,
      // The inbox searches it with the address (decision 035).
      name: senderNameOf(submission.payload),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The id the next submission will likely get: what a honeypot answer shows instead of a real one. */
export async function nextSubmissionIdGuess(db: Db): Promise<number> {
  const row = await db
    .selectFrom('form_submissions')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** What the forms about one offer say about it; only published offers can be asked about. */
export interface OfferForForm {
  id: number;
  tipi: string;
  title_pl: string;
  title_en: string;
  town: string;
}

export async function findOfferForForm(db: Db, id: number): Promise<OfferForForm | undefined> {
  return db
    .selectFrom('offers')
    .select(['id', 'tipi', 'title_pl', 'title_en', 'town'])
    .where('id', '=', id)
    .where('is_published', '=', 1)
    .executeTakeFirst();
}

export interface OfferDocumentForForm {
  title_pl: string;
  title_en: string;
  path: string;
  size_bytes: number;
}

export async function findOfferDocumentsForForm(db: Db, offerId: number): Promise<OfferDocumentForForm[]> {
  return db
    .selectFrom('offer_documents')
    .select(['title_pl', 'title_en', 'path', 'size_bytes'])
    .where('offer_id', '=', offerId)
    .where('pending', '=', 0)
    .orderBy('position')
    .execute();
}

/** Who hears of a new submission about an offer besides sales: the account behind its agent card. */
export interface OfferAgentRecipient {
  email: string;
  name: string;
  lang: Language;
}

/**
 * The staff account linked to the agent card an offer carries, when it is active: activated (a
 * password set) and not deactivated. Undefined for an offer without a card, a card without an
 * account, or an account that cannot sign in (its mail would go to someone who cannot act on it).
 */
export async function findOfferAgentRecipient(
  db: Db,
  offerId: number,
): Promise<OfferAgentRecipient | undefined> {
  const card = await db
    .selectFrom('offers as o')
    .innerJoin('agents as a', 'a.id', 'o.agent_id')
    .select('a.user_id')
    .where('o.id', '=', offerId)
    .executeTakeFirst();
  // The account as the staff screens read it: one rule for "active" (decision 029).
  const member = card?.user_id ? await findStaffMember(db, card.user_id) : undefined;
  if (!member?.active || member.deactivated || member.email === '') return undefined;
  return { email: member.email, name: member.name, lang: member.lang };
}
