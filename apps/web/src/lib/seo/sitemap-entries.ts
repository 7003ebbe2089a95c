import 'server-only';
import type { Paged } from '@estate/domain/api/response-envelopes';
import { LANGUAGES, type Language } from '@estate/domain/language';
import {
  type RouteName,
  routePath,
  SPECIAL_OFFER_TYPES,
  STATIC_PAGES,
  staticPagePath,
} from '@estate/domain/routes';
import type { MetadataRoute } from 'next';
import { sitemapArticles, sitemapOffers } from '@/lib/api/api-client';

type Entry = MetadataRoute.Sitemap[number];

/** The protocol's limit per file is 50 000; the rest of the budget is headroom. */
const MAX_URLS = 45_000;
/** Reads every page of a list; a source that fails adds nothing rather than failing the sitemap. */
async function allPages<T>(
  label: string,
  fetchPage: (page: number) => Promise<Paged<T>>,
  maxItems: number,
): Promise<T[]> {
  const items: T[] = [];
  try {
    for (let page = 1; items.length < maxItems; page++) {
      const { data, meta } = await fetchPage(page);
      items.push(...data);
      if (page >= meta.pages || data.length === 0) break;
    }
  } catch (error) {
    console.error(`site: sitemap could not read ${label}`, error);
  }
  return items.slice(0, maxItems);
}

function bothLanguages(path: (lang: Language) => string, siteUrl: string): Entry[] {
  const languages = Object.fromEntries(LANGUAGES.map((lang) => [lang, `${siteUrl}${path(lang)}`]));
  return LANGUAGES.map((lang) => ({ url: `${siteUrl}${path(lang)}`, alternates: { languages } }));
}

const LIST_ROUTES: ReadonlyArray<Exclude<RouteName, 'oferta_specjalna' | 'szczegoly_ogloszenia' | 'page'>> = [
  'home',
  'sprzedaz',
  'wynajem',
  'do_sprzedania_wkrotce',
  'nowosci',
  'aktualnosci',
  'wydarzenia',
  'blog',
  'faq',
  'kontakt',
  'przetargi',
];

/**
 * SPEC §2 pages in both languages, every offer in both languages, and each language's articles.
 * Favourites (per browser) and the offline page are left out.
 */
export async function sitemapEntries(siteUrl: string): Promise<MetadataRoute.Sitemap> {
  const entries: Entry[] = [
    ...LIST_ROUTES.flatMap((name) => bothLanguages((lang) => routePath(name, {}, lang), siteUrl)),
    ...SPECIAL_OFFER_TYPES.flatMap((type) =>
      bothLanguages((lang) => routePath('oferta_specjalna', { specialoffertype: type }, lang), siteUrl),
    ),
    ...STATIC_PAGES.flatMap((page) => bothLanguages((lang) => staticPagePath(page.key, lang), siteUrl)),
  ];

  const offerBudget = Math.floor((MAX_URLS - entries.length) / 2 / 2);
  const offers = await allPages<{ id: number; updatedAt?: string }>('offers', sitemapOffers, offerBudget);
  for (const offer of offers) {
    for (const entry of bothLanguages(
      (lang) => routePath('szczegoly_ogloszenia', { id: offer.id }, lang),
      siteUrl,
    )) {
      entries.push(offer.updatedAt ? { ...entry, lastModified: offer.updatedAt } : entry);
    }
  }

  const articleBudget = Math.floor((MAX_URLS - entries.length) / 6);
  for (const lang of LANGUAGES) {
    const [news, events, posts] = await Promise.all([
      allPages('news', (page) => sitemapArticles('news', lang, page), articleBudget),
      allPages('events', (page) => sitemapArticles('events', lang, page), articleBudget),
      allPages('blog', (page) => sitemapArticles('blog', lang, page), articleBudget),
    ]);
    entries.push(
      ...news.map((item) => ({
        url: `${siteUrl}${routePath('aktualnosci-show-id', { id: item.id }, lang)}`,
      })),
      ...events.map((item) => ({
        url: `${siteUrl}${routePath('wydarzenia-show-id', { id: item.id }, lang)}`,
      })),
      ...posts.map((item) => ({ url: `${siteUrl}${routePath('blog-slug', { slug: item.slug }, lang)}` })),
    );
  }
  return entries;
}
