import type { ContactFormKind } from '@estate/domain/contact-forms';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { insertSubmission } from '../repositories/submission-repository';

let sequence = 0;

/**
 * Stores a form submission as the form routes do (without their captcha and mails), sent at
 * `createdAt` (now by default); a contact-page message from a fresh address unless told otherwise.
 * Returns its id.
 */
export async function insertTestSubmission(
  db: Kysely<DatabaseSchema>,
  overrides: {
    kind?: ContactFormKind;
    offerId?: number | null;
    email?: string;
    payload?: Record<string, unknown>;
    createdAt?: string;
  } = {},
): Promise<number> {
  sequence += 1;
  const email = overrides.email ?? `sender-${sequence}-${Math.random().toString(36).slice(2, 8)}@example.pl`;
  return insertSubmission(
    db,
    {
      kind: overrides.kind ?? 'contact',
      offerId: overrides.offerId ?? null,
      email,
      lang: 'pl',
      payload: overrides.payload ?? {
        firstName: 'Jan',
        lastName: `Nadawca ${sequence}`,
        email,
        phone: '600 100 200',
        message: 'Proszę o kontakt w sprawie oferty.',
        agreement1: true,
        lang: 'pl',
        consent: { text: 'Zgoda', version: '2026-11' },
      },
    },
    overrides.createdAt ?? new Date().toISOString(),
  );
}
