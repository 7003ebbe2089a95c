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
 * Pages whose counterpart only their data knows (a translation with its own id or slug, decisions
 * 033 and 037): they pass `languagePaths` to pageMetadata, and by the path alone have none.
 */
const TRANSLATED_ITEMS: ReadonlySet<string> = new Set(['aktualnosci-show-id', 'wydarzenia-show-id']);

/**
 * The page's URL in each language that has the same page (hreflang). The language switch decides
 * (SPEC §2); where it leads elsewhere (a special-offer group to its type) there is no counterpart,
 * nor for an item whose translation its data names (TRANSLATED_ITEMS, content pages other than the
 * static ones). /nowosci is the one page the switch sends home although it exists in both languages.
 */
export function alternatePaths(pathname: string): Partial<Record<Language, string>> {
  const match = matchRoute(pathname);
  const { lang, path } = splitLanguagePath(pathname);
  const paths: Partial<Record<Language, string>> = { [lang]: canonicalPath(pathname) };
  if (!match || TRANSLATED_ITEMS.has(match.name)) return paths;
  for (const target of LANGUAGES) {
    if (target === lang) continue;
    if (match.name === 'page') {
      // Static pages by the route table; others name their translation themselves (static-page.tsx).
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
