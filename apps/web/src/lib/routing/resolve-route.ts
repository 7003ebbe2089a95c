import { isLanguage, type Language } from '@estate/domain/language';
import { decodePathSegment } from '@estate/domain/path-segments';
import { matchRoute, type RouteMatch, type RouteName } from '@estate/domain/routes';
import { townBySlug } from '@estate/domain/town-slugs';
import { isVoivodeshipKey } from '@estate/domain/voivodeships';
import { notFound } from 'next/navigation';

export interface ResolvedRoute extends RouteMatch {
  /** The requested path under its language prefix, as the domain's route functions read it. */
  pathname: string;
}

/**
 * Checks a page's URL against the domain route table (SPEC §2) and answers the match, or the 404
 * page when the folder matched but the route table does not (an unknown language, a malformed
 * filter segment, an unknown voivodeship or town).
 */
export function resolveRoute(
  lang: string,
  segments: readonly string[],
  names: readonly RouteName[],
): ResolvedRoute & { lang: Language } {
  if (!isLanguage(lang)) notFound();
  // Next hands some params over percent-encoded (catch-all segments: 'price-gte%3D100') and others
  // decoded (a single `[slug]`); decoding once and encoding again gives the path as a URL spells it,
  // which the route table decodes once (its `filters` as written).
  const pathname = `/${[lang, ...segments.map((segment) => encodeURIComponent(decodePathSegment(segment)))].join('/')}`;
  const match = matchRoute(pathname);
  if (!match || !names.includes(match.name)) notFound();
  const { voivodeship, town } = match.params;
  if (voivodeship !== undefined) {
    if (!isVoivodeshipKey(voivodeship)) notFound();
    if (town !== undefined && !townBySlug(voivodeship, town)) notFound();
  }
  return { ...match, lang, pathname };
}
