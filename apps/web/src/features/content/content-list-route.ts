import 'server-only';
import {
  type ContentListState,
  type ContentListTarget,
  contentListPath,
  decodeContentListPairs,
  encodeContentListPairs,
} from '@estate/domain/content-list-path';
import type { Language } from '@estate/domain/language';
import type { RouteMatch, RouteName } from '@estate/domain/routes';
import { notFound, permanentRedirect } from 'next/navigation';
import { resolveRoute } from '@/lib/routing/resolve-route';

export interface ContentListRoute {
  lang: Language;
  /** The requested path as the route table reads it (for metadata's canonical and alternates). */
  pathname: string;
  params: RouteMatch['params'];
  state: ContentListState;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A content list's URL (decision 013): checked against the route table (404 otherwise), its
 * `/f/` pairs read strictly (404 when unreadable) and redirected (308) to the one canonical
 * spelling when written otherwise (`/aktualnosci/f/page=1` -> `/aktualnosci`).
 */
export function resolveContentList(
  lang: string,
  segments: readonly string[],
  names: readonly RouteName[],
  target: (params: RouteMatch['params']) => ContentListTarget,
): ContentListRoute {
  // Next hands catch-all segments over still percent-encoded ('page%3D2'); decode before checking.
  const route = resolveRoute(lang, segments.map(safeDecode), names);
  const written = route.params.filters === undefined ? undefined : safeDecode(route.params.filters);
  const listTarget = target(route.params);
  const state = decodeContentListPairs(written, { categories: listTarget.name === 'blog' });
  if (!state) notFound();
  if ((written ?? '') !== encodeContentListPairs(state)) {
    permanentRedirect(contentListPath(listTarget, state, route.lang));
  }
  return { lang: route.lang, pathname: route.pathname, params: route.params, state };
}

/** A page past the last one is not a page (an empty list still has its page 1). */
export function assertPageExists(page: number, pages: number): void {
  if (page > Math.max(1, pages)) notFound();
}
