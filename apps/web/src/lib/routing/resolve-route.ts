import { isLanguage, type Language } from '@estate/domain/language';
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
  // Next hands params over decoded; the route table decodes once more, so encode them back.
  const pathname = `/${[lang, ...segments.map((segment) => encodeURIComponent(segment))].join('/')}`;
  const match = matchRoute(pathname);
  if (!match || !names.includes(match.name)) notFound();
  const { voivodship, city } = match.params;
  if (voivodship !== undefined) {
    if (!isVoivodeshipKey(voivodship)) notFound();
    if (city !== undefined && !townBySlug(voivodship, city)) notFound();
  }
  return { ...match, lang, pathname };
}
