/** SPEC §1, §2, §9: two languages, Polish by default; Polish URLs carry no prefix, English ones `/en`. */
export const LANGUAGES = ['pl', 'en'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'pl';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** SPEC §2: "Any other value is treated as pl", so parsing never fails. */
export function parseLanguage(value: string | undefined | null): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The other of the two languages: where an item's translation is (decisions 033, 037). */
export function otherLanguage(lang: Language): Language {
  return lang === 'pl' ? 'en' : 'pl';
}

export function languagePrefix(lang: Language): '' | '/en' {
  return lang === 'en' ? '/en' : '';
}

/** Puts a language-neutral path ('/sprzedaz', '/' for home) under the language's prefix. */
export function localePath(lang: Language, path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  if (withSlash === '/') return languagePrefix(lang) || '/';
  return `${languagePrefix(lang)}${withSlash}`;
}

/**
 * The inverse of `localePath`: which language a pathname is in and the path without its prefix.
 * `/pl/...` is accepted as Polish too (SPEC §2: every route also lives under `/{lang}`); any other
 * first segment is not a language but the start of a Polish path. Query and hash are dropped and
 * repeated or trailing slashes ignored, so callers may pass what the browser shows.
 */
export function splitLanguagePath(pathname: string): { lang: Language; prefixed: boolean; path: string } {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = bare.split('/').filter((segment) => segment !== '');
  const [first, ...rest] = segments;
  if (isLanguage(first)) return { lang: first, prefixed: true, path: `/${rest.join('/')}` };
  return { lang: DEFAULT_LANGUAGE, prefixed: false, path: `/${segments.join('/')}` };
}
