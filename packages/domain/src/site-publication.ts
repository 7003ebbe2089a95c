import type { ContentStatus } from './content-editor';

/**
 * Drafts, staff's preview and scheduled publication of the site's own content (issue 18, decision
 * 040): FAQ entries and special-offer groups move between the states news and pages have (decision
 * 037); the home page has been a kind of its own since decision 052 S7. No zod here: the type imports
 * vanish at build time.
 */

/** Where a FAQ entry or a group stands and since (or until) when; null: never dated. */
export interface PublicationState {
  status: ContentStatus;
  publishedAt: string | null;
}

/** What staff ask: publish now, at an instant, or take back (to a draft; for the home page: the schedule). */
export type PublicationRequest =
  | { action: 'publish' }
  | { action: 'schedule'; at: string }
  | { action: 'unpublish' };

/**
 * The state after a request, or `publish_at_past` for a time not ahead. Publishing a draft dates it
 * now, a published item keeps its date; a schedule dates it then; taking back keeps the last date.
 */
export function nextPublicationState(
  before: PublicationState,
  request: PublicationRequest,
  now: Date,
): PublicationState | 'publish_at_past' {
  switch (request.action) {
    case 'publish':
      return {
        status: 'published',
        publishedAt:
          before.status === 'published' && before.publishedAt ? before.publishedAt : now.toISOString(),
      };
    case 'schedule': {
      const at = Date.parse(request.at);
      if (Number.isNaN(at) || at <= now.getTime()) return 'publish_at_past';
      return { status: 'scheduled', publishedAt: new Date(at).toISOString() };
    }
    case 'unpublish':
      return { status: 'draft', publishedAt: before.publishedAt };
  }
}
