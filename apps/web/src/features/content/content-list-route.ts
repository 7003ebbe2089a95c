import 'server-only';
import {
  type ContentListState,
  type ContentListTarget,
  contentListPath,
  decodeContentListPairs,
  encodeContentListPairs,
} from '@estate/domain/content-list-path';
import type { Language } from '@estate/domain/language';
import { decodePathSegment } from '@estate/domain/path-segments';
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
  const route = resolveRoute(lang, segments, names);
  // The pairs as the visitor wrote them, percent-decoded once ('page%3D2' -> 'page=2').
  const written = route.params.filters === undefined ? undefined : decodePathSegment(route.params.filters);
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
