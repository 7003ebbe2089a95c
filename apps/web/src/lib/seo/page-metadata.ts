import type { Language } from '@estate/domain/language';
import type { Metadata } from 'next';
import { alternatePaths, canonicalPath } from './alternates';

export interface PageMetadataInput {
  lang: Language;
  /** The path the page was requested at (any of its spellings). */
  pathname: string;
  title: string;
  description: string;
  /** The home page's title stands alone, without the site name. */
  absoluteTitle?: boolean;
  /** Pages that must stay out of search results (the offline page). */
  noindex?: boolean;
  /**
   * The page in each language when the route table cannot tell (an article whose translation has
   * its own slug); by default, where the language switch leads (alternates.ts).
   */
  languagePaths?: Partial<Record<Language, string>>;
}

/**
 * Every page's head: title, description, canonical and hreflang (pl, en, x-default = Polish, the
 * default language), in one place. URLs are relative; the layout's metadataBase makes them absolute.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const canonical = canonicalPath(input.pathname);
  const paths = input.languagePaths ?? alternatePaths(input.pathname);
  const languages: Record<string, string> = {};
  if (paths.pl) languages.pl = paths.pl;
  if (paths.en) languages.en = paths.en;
  if (paths.pl) languages['x-default'] = paths.pl;
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      title: input.title,
      description: input.description,
      url: canonical,
      locale: input.lang === 'en' ? 'en_GB' : 'pl_PL',
    },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
