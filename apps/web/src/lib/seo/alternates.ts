import { LANGUAGES, type Language, localePath, splitLanguagePath } from '@estate/domain/language';
import { switchLanguagePath } from '@estate/domain/language-switch';
import {
  matchRoute,
  type RouteMatch,
  routePath,
  staticPageBySlug,
  staticPagePath,
} from '@estate/domain/routes';

function samePage(a: RouteMatch | null, b: RouteMatch | null): boolean {
  if (!a || !b || a.name !== b.name) return false;
  const keys = new Set([...Object.keys(a.params), ...Object.keys(b.params)]);
  return [...keys].every((key) => a.params[key] === b.params[key]);
}

/**
 * The one URL of the page at `pathname`: Polish unprefixed, English under /en, content pages under
 * their language (SPEC §2 lists them as /pl/... and /en/...), and the intermediaries page under the
 * footer's reading, so both English slugs declare one canonical page.
 */
export function canonicalPath(pathname: string): string {
  const match = matchRoute(pathname);
  const { lang, path } = splitLanguagePath(pathname);
  if (!match) return localePath(lang, path);
  if (match.name === 'page') {
    const slug = match.params.slug ?? '';
    const page = staticPageBySlug(slug);
    if (page && (lang === 'en' ? slug !== page.pl : slug === page.pl)) return staticPagePath(page.key, lang);
    return routePath('page', { slug }, lang);
  }
  return localePath(lang, path);
}

/**
 * The page's URL in each language that has the same page (hreflang). The language switch decides
 * (SPEC §2); where it leads elsewhere (a news item to the news list, a special-offer group to its
 * type) there is no counterpart. /nowosci is the one page the switch sends home although it exists
 * in both languages.
 */
export function alternatePaths(pathname: string): Partial<Record<Language, string>> {
  const match = matchRoute(pathname);
  const { lang, path } = splitLanguagePath(pathname);
  const paths: Partial<Record<Language, string>> = { [lang]: canonicalPath(pathname) };
  if (!match) return paths;
  for (const target of LANGUAGES) {
    if (target === lang) continue;
    if (match.name === 'page') {
      const page = staticPageBySlug(match.params.slug ?? '');
      if (page && canonicalPath(pathname) === staticPagePath(page.key, lang)) {
        paths[target] = staticPagePath(page.key, target);
      }
      continue;
    }
    const switched = switchLanguagePath(pathname, target);
    if (samePage(matchRoute(switched), { ...match, lang: target })) paths[target] = canonicalPath(switched);
    else if (match.name === 'nowosci') paths[target] = localePath(target, path);
  }
  return paths;
}
