import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { findDueMainPageDrafts } from '../repositories/main-page-repository';
import { publishHomeDraft } from './home-page-editing';
import type { ContentAuditEntry } from './site-content';

/**
 * The site's own content whose scheduled time has come, made public by the publication loop
 * (decision 040): home page drafts, each by one conditional write, so of two API processes only one
 * publishes it. Answers the audit entries to store (with no person), in the caller's transaction.
 * FAQ entries and special-offer groups are published by the editable kinds' step
 * (`kinds/kind-service.ts`, decision 052), once, under the same `faq.` and `group.scheduled-publication`.
 */
export async function publishDueSiteContent(
  trx: Kysely<DatabaseSchema>,
  now: Date,
): Promise<{ entries: ContentAuditEntry[] }> {
  const entries: ContentAuditEntry[] = [];
  const at = now.toISOString();
  for (const draft of await findDueMainPageDrafts(trx, at)) {
    const changes = await publishHomeDraft(trx, draft.lang, draft.updatedAt, at);
    if (changes)
      entries.push({ action: 'home.scheduled-publication', entity: 'home', entityId: draft.lang, changes });
  }
  return { entries };
}
