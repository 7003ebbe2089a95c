/**
 * The one publication model of every editable kind (issue 34, decision 052 §3.5): an item is a
 * `draft` (never public), `scheduled` (public at its time), `published` or `unpublished` (was public,
 * taken down); a published item may have a working copy ("draft of changes"), itself scheduled or
 * not. No zod here, so the browser may import it.
 */

export const KIND_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type KindStatus = (typeof KIND_STATUSES)[number];

/** Where an item stands: its status, its date (first publication, or the scheduled time) and its copy. */
export interface PublicationState {
  status: KindStatus;
  publishedAt: string | null;
  /** The working copy, if any, and when it is to be published (null: not scheduled). */
  copy: { publishAt: string | null } | null;
}

export type PublicationRequest =
  | { action: 'publish' }
  | { action: 'schedule'; at: string }
  | { action: 'unschedule' }
  | { action: 'unpublish' };

/** What becomes of the working copy: kept as it is, made public, or (un)scheduled. */
type CopyEffect = 'keep' | 'apply' | { publishAt: string | null };

export type PublicationOutcome =
  | { ok: true; status: KindStatus; publishedAt: string | null; copy: CopyEffect }
  | { ok: false; error: 'publish_at_past' | 'not_allowed' };

const refused = { ok: false, error: 'not_allowed' } as const;

/**
 * The state after a request (the table of §3.5), or why it is refused: a time not ahead is
 * `publish_at_past`, an action the state has no use for (publish a published item without changes,
 * unpublish a draft, unschedule what is not scheduled) is `not_allowed`.
 *
 * The date column doubles as the scheduled time (as the tables have it), so a scheduled item does not
 * remember whether it was a draft or taken down: unscheduling makes it a draft, undated.
 */
export function nextPublication(
  state: PublicationState,
  request: PublicationRequest,
  now: Date,
): PublicationOutcome {
  const { status, publishedAt, copy } = state;
  switch (request.action) {
    case 'publish': {
      if (status === 'published') {
        return copy ? { ok: true, status, publishedAt, copy: 'apply' } : refused;
      }
      // A re-published item keeps its first date; a scheduled one published early is dated now.
      const date = status !== 'scheduled' && publishedAt ? publishedAt : now.toISOString();
      return { ok: true, status: 'published', publishedAt: date, copy: copy ? 'apply' : 'keep' };
    }
    case 'schedule': {
      const at = Date.parse(request.at);
      if (Number.isNaN(at) || at <= now.getTime()) return { ok: false, error: 'publish_at_past' };
      const when = new Date(at).toISOString();
      if (status === 'published') {
        return copy ? { ok: true, status, publishedAt, copy: { publishAt: when } } : refused;
      }
      return { ok: true, status: 'scheduled', publishedAt: when, copy: 'keep' };
    }
    case 'unschedule':
      if (status === 'scheduled') return { ok: true, status: 'draft', publishedAt: null, copy: 'keep' };
      if (status === 'published' && copy?.publishAt) {
        return { ok: true, status, publishedAt, copy: { publishAt: null } };
      }
      return refused;
    case 'unpublish':
      if (status === 'published') {
        // The copy stays for later, unscheduled: it must not make the item public by itself.
        return { ok: true, status: 'unpublished', publishedAt, copy: copy ? { publishAt: null } : 'keep' };
      }
      if (status === 'scheduled') return { ok: true, status: 'unpublished', publishedAt: null, copy: 'keep' };
      return refused;
  }
}
