import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { findDueMainPageDrafts } from '../repositories/main-page-repository';
import { publishDueRows } from '../repositories/scheduled-rows';
import { publishHomeDraft } from './home-page-editing';
import type { ContentAuditEntry } from './site-content';

const SCHEDULED_TO_PUBLISHED: ContentAuditEntry['changes'] = { status: ['scheduled', 'published'] };

/**
 * The site's own content whose scheduled time has come, made public by the publication loop
 * (decision 040): special-offer groups and home page drafts, each by one conditional
 * write, so of two API processes only one publishes it. Answers the audit entries to store (with no
 * person), in the caller's transaction, and whether offers' pages changed too (a published group
 * is named on its offers' pages). FAQ entries are published by the editable kinds' step
 * (`kinds/kind-service.ts`, decision 052), once, under the same `faq.scheduled-publication`.
 */
export async function publishDueSiteContent(
  trx: Kysely<DatabaseSchema>,
  now: Date,
): Promise<{ entries: ContentAuditEntry[]; offersChanged: boolean }> {
  const entries: ContentAuditEntry[] = [];
  const groups = await publishDueRows(trx, 'offer_groups', now);
  for (const id of groups) {
    entries.push({
      action: 'group.scheduled-publication',
      entity: 'offer_group',
      entityId: id,
      changes: SCHEDULED_TO_PUBLISHED,
    });
  }
  const at = now.toISOString();
  for (const draft of await findDueMainPageDrafts(trx, at)) {
    const changes = await publishHomeDraft(trx, draft.lang, draft.updatedAt, at);
    if (changes)
      entries.push({ action: 'home.scheduled-publication', entity: 'home', entityId: draft.lang, changes });
  }
  return { entries, offersChanged: groups.length > 0 };
}
