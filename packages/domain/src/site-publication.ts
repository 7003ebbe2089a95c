import type { ContentStatus } from './content-editor';
import type { MainPageContent } from './main-page-content';

/**
 * Drafts, staff's preview and scheduled publication of the site's own content (issue 18, decision
 * 040): FAQ entries and special-offer groups move between the states news and pages have (decision
 * 037), the home page keeps a draft document beside the public one. No zod here: the type imports
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

/** The part of the home page staff write (the sales tiles are kept apart). */
export type HomePageDocument = Omit<MainPageContent, 'salesTiles'>;

/** Two JSON values alike whatever the order of their keys (documents stored on different days). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    // A key left out reads as null, as the stored documents' defaults do.
    if (!sameJson(left[key] ?? null, right[key] ?? null)) return false;
  }
  return true;
}

/**
 * Whether a home page draft would change the public page: its slides, promotion or who-we-are
 * differ from those of the published document (none published: any draft does).
 */
export function homeDraftDiffers(draft: HomePageDocument, published: HomePageDocument | null): boolean {
  if (published === null) return true;
  return (
    !sameJson(draft.slider, published.slider) ||
    !sameJson(draft.popup, published.popup) ||
    !sameJson(draft.whoWeAre, published.whoWeAre)
  );
}
