import { parseCompareSegment } from './compare-offers';
import { isLanguage, type Language, localePath, splitLanguagePath } from './language';
import { decodePathSegment } from './path-segments';

/**
 * SPEC §2 route table, the one place that knows every page URL. Route names are the spec's own
 * (it lists them for the language switch), plus 'home', 'nowosci', 'faq', 'ulubione' and 'page',
 * 'przetargi', the upcoming tenders (issue 17, decision 032), and 'porownaj', offers side by side
 * (issue 36, decision 059).
 */
const ROUTE_NAMES = [
  'home',
  'sprzedaz',
  'wynajem',
  'do_sprzedania_wkrotce',
  'nowosci',
  'faq',
  'kontakt',
  'ulubione',
  'przetargi',
  'aktualnosci',
  'aktualnosci-show-id',
  'wydarzenia',
  'wydarzenia-show-id',
  'blog',
  'blog-slug',
  'oferta_specjalna',
  'szczegoly_ogloszenia',
  'porownaj',
  'page',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

/** The special-offer subpages and the API group type each one lists (SPEC §2, §7 /api/group/...). */
export const SPECIAL_OFFER_TYPES = ['promocje', 'typy-nieruchomosci', 'terytorialne'] as const;
export type SpecialOfferType = (typeof SPECIAL_OFFER_TYPES)[number];
export type SpecialOfferGroupType = 'promotion' | 'offer_type' | 'territorial';
export const SPECIAL_OFFER_GROUP_TYPES: Readonly<Record<SpecialOfferType, SpecialOfferGroupType>> = {
  promocje: 'promotion',
  'typy-nieruchomosci': 'offer_type',
  terytorialne: 'territorial',
};

export function isSpecialOfferType(value: unknown): value is SpecialOfferType {
  return typeof value === 'string' && (SPECIAL_OFFER_TYPES as readonly string[]).includes(value);
}

/**
 * Literal segment after which list pages carry their filter, page and order state
 * (docs/decisions/004; encoded by filter-path.ts). It cannot clash with a voivodeship key.
 */
const FILTER_SEGMENT = 'f';

/** Routes whose path may end in `/f/{pairs}`: every list that pages. */
const LIST_ROUTES: ReadonlySet<RouteName> = new Set([
  'sprzedaz',
  'wynajem',
  'do_sprzedania_wkrotce',
  'nowosci',
  'aktualnosci',
  'wydarzenia',
  'blog',
  'oferta_specjalna',
]);

type Param = string | number;

/** What each route's path needs; `filters` is an already encoded pairs segment (filter-path.ts). */
export interface RouteParams {
  home: Record<string, never>;
  sprzedaz: { voivodeship?: string; town?: string; filters?: string };
  wynajem: { voivodeship?: string; town?: string; filters?: string };
  do_sprzedania_wkrotce: { filters?: string };
  nowosci: { filters?: string };
  faq: Record<string, never>;
  kontakt: Record<string, never>;
  ulubione: Record<string, never>;
  przetargi: Record<string, never>;
  aktualnosci: { filters?: string };
  'aktualnosci-show-id': { id?: Param };
  wydarzenia: { filters?: string };
  'wydarzenia-show-id': { id?: Param };
  blog: { filters?: string };
  'blog-slug': { slug: string };
  oferta_specjalna: { specialoffertype: SpecialOfferType; typeId?: Param; filters?: string };
  szczegoly_ogloszenia: { id: Param; group?: Param; tipi?: Param };
  /** `ids`: the compared offers' ids joined by '-' (compare-offers.ts); none for the empty page. */
  porownaj: { ids?: string };
  page: { slug: string };
}

export interface RouteMatch {
  lang: Language;
  name: RouteName;
  /** Path parameters, percent-decoded; `filters` is left as written. */
  params: Record<string, string>;
}

/** Single-segment routes: the path is the route name itself. */
const FIXED_ROUTES: ReadonlySet<string> = new Set(['faq', 'kontakt', 'ulubione', 'przetargi']);

/** Splits off a trailing `/f/{pairs}`; undefined when `f` is not followed by exactly one segment. */
function splitFilters(segments: readonly string[]): { head: string[]; filters?: string } | undefined {
  const at = segments.indexOf(FILTER_SEGMENT);
  if (at === -1) return { head: [...segments] };
  if (at !== segments.length - 2) return undefined;
  return { head: segments.slice(0, at), filters: segments[at + 1] ?? '' };
}

function matchSegments(segments: readonly string[]): Omit<RouteMatch, 'lang'> | null {
  const [first, ...rest] = segments;
  if (first === undefined) return { name: 'home', params: {} };

  if (FIXED_ROUTES.has(first)) {
    return rest.length === 0 ? { name: first as RouteName, params: {} } : null;
  }

  if (first === 'szczegoly_ogloszenia') {
    const [id, group, tipi, ...extra] = rest.map(decodePathSegment);
    if (!id || extra.length > 0) return null;
    const params: Record<string, string> = { id };
    if (group) params.group = group;
    if (tipi) params.tipi = tipi;
    return { name: 'szczegoly_ogloszenia', params };
  }

  if (first === 'porownaj') {
    const [ids, ...extra] = rest;
    if (extra.length > 0) return null;
    if (ids === undefined) return { name: 'porownaj', params: {} };
    return parseCompareSegment(ids) ? { name: 'porownaj', params: { ids } } : null;
  }

  if (LIST_ROUTES.has(first as RouteName)) {
    const split = splitFilters(rest);
    if (!split) return null;
    const params: Record<string, string> = {};
    if (split.filters !== undefined) params.filters = split.filters;
    const head = split.head.map(decodePathSegment);
    return matchList(first as RouteName, head, params, split.filters !== undefined);
  }

  // Content pages are one segment (SPEC §2 "/{slug}"); a bare language code is never a slug.
  if (rest.length === 0 && !isLanguage(first) && first !== FILTER_SEGMENT) {
    return { name: 'page', params: { slug: decodePathSegment(first) } };
  }
  return null;
}

function matchList(
  name: RouteName,
  head: readonly string[],
  params: Record<string, string>,
  hasFilters: boolean,
): Omit<RouteMatch, 'lang'> | null {
  switch (name) {
    case 'sprzedaz':
    case 'wynajem': {
      const [voivodeship, town, ...extra] = head;
      if (extra.length > 0) return null;
      if (voivodeship) params.voivodeship = voivodeship;
      if (town) params.town = town;
      return { name, params };
    }
    case 'aktualnosci':
    case 'wydarzenia': {
      if (head.length === 0) return { name, params };
      const [show, id, ...extra] = head;
      if (show !== 'show' || extra.length > 0 || hasFilters) return null;
      return {
        name: name === 'aktualnosci' ? 'aktualnosci-show-id' : 'wydarzenia-show-id',
        params: id ? { id } : {},
      };
    }
    case 'blog': {
      if (head.length === 0) return { name, params };
      const [slug, ...extra] = head;
      if (!slug || extra.length > 0 || hasFilters) return null;
      return { name: 'blog-slug', params: { slug } };
    }
    case 'oferta_specjalna': {
      const [type, typeId, ...extra] = head;
      if (!isSpecialOfferType(type) || extra.length > 0) return null;
      params.specialoffertype = type;
      if (typeId) params.typeId = typeId;
      return { name, params };
    }
    default:
      return head.length === 0 ? { name, params } : null;
  }
}

/**
 * Which page a pathname shows, in which language; null when no route matches (a 404).
 * Polish paths are unprefixed or under /pl, English ones under /en (SPEC §2). Query, hash and
 * repeated or trailing slashes are ignored.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const { lang, path } = splitLanguagePath(pathname);
  const match = matchSegments(path.split('/').filter((segment) => segment !== ''));
  return match ? { lang, ...match } : null;
}

function segment(value: Param): string {
  return encodeURIComponent(String(value));
}

function withFilters(path: string, filters: string | undefined): string {
  return filters ? `${path}/${FILTER_SEGMENT}/${filters}` : path;
}

/**
 * The canonical URL of a page: Polish unprefixed, English under /en. Content pages ('page') are the
 * exception: SPEC §2 gives them as /pl/{slug} and /en/{slug}, and the prefix keeps a slug from
 * ever being read as a route.
 */
export function routePath<N extends RouteName>(
  name: N,
  params: RouteParams[N],
  lang: Language = 'pl',
): string {
  const p = params as Partial<Record<string, Param>>;
  const filters = typeof p.filters === 'string' ? p.filters : undefined;
  switch (name) {
    case 'home':
      return localePath(lang, '/');
    case 'sprzedaz':
    case 'wynajem': {
      if (p.town !== undefined && p.voivodeship === undefined) {
        throw new Error(`routePath(${name}): a town needs its voivodeship`);
      }
      const parts = [name, p.voivodeship, p.town].filter((v): v is Param => v !== undefined && v !== '');
      return localePath(lang, withFilters(`/${parts.map(segment).join('/')}`, filters));
    }
    case 'aktualnosci-show-id':
    case 'wydarzenia-show-id': {
      const base = name === 'aktualnosci-show-id' ? 'aktualnosci' : 'wydarzenia';
      return localePath(lang, p.id === undefined ? `/${base}/show` : `/${base}/show/${segment(p.id)}`);
    }
    case 'blog-slug':
      return localePath(lang, `/blog/${segment(p.slug ?? '')}`);
    case 'oferta_specjalna': {
      const type = `/oferta_specjalna/${segment(p.specialoffertype ?? '')}`;
      return localePath(
        lang,
        withFilters(p.typeId === undefined ? type : `${type}/${segment(p.typeId)}`, filters),
      );
    }
    case 'szczegoly_ogloszenia': {
      const parts = [p.id, p.group, p.tipi];
      if (p.tipi !== undefined && p.group === undefined) {
        throw new Error('routePath(szczegoly_ogloszenia): tipi needs group');
      }
      const defined = parts.filter((v): v is Param => v !== undefined && v !== '');
      return localePath(lang, `/szczegoly_ogloszenia/${defined.map(segment).join('/')}`);
    }
    case 'porownaj':
      return localePath(lang, p.ids ? `/porownaj/${p.ids}` : '/porownaj');
    case 'page':
      return `/${lang}/${segment(p.slug ?? '')}`;
    default:
      return localePath(lang, withFilters(`/${name}`, filters));
  }
}

/**
 * SPEC §2 static pages of the footer and menu, by a stable key. The intermediaries page has two
 * English slugs: the footer links `for-intermediaries`, the language switch goes to `for-developers`;
 * both are served.
 */
export const STATIC_PAGES = [
  { key: 'about', pl: 'o-nas', en: 'about-us', enLanguageSwitch: 'about-us' },
  {
    key: 'intermediaries',
    pl: 'dla-posrednikow',
    en: 'for-intermediaries',
    enLanguageSwitch: 'for-developers',
  },
  { key: 'privacy', pl: 'polityka-prywatnosci', en: 'privacy-policy', enLanguageSwitch: 'privacy-policy' },
  {
    key: 'regulations',
    pl: 'regulamin-serwisu',
    en: 'website-regulations',
    enLanguageSwitch: 'website-regulations',
  },
  { key: 'cookies', pl: 'polityka-cookies', en: 'cookies-policy', enLanguageSwitch: 'cookies-policy' },
] as const;

export type StaticPage = (typeof STATIC_PAGES)[number];
export type StaticPageKey = StaticPage['key'];

/** Any of a static page's slugs, in either language. */
export function staticPageBySlug(slug: string): StaticPage | undefined {
  return STATIC_PAGES.find((page) => page.pl === slug || page.en === slug || page.enLanguageSwitch === slug);
}

/** The footer's link to a static page: /pl/o-nas, /en/about-us. */
export function staticPagePath(key: StaticPageKey, lang: Language): string {
  const page = STATIC_PAGES.find((p) => p.key === key);
  if (!page) throw new Error(`unknown static page ${key}`);
  return routePath('page', { slug: lang === 'en' ? page.en : page.pl }, lang);
}

/** The menu's entries by name; their labels are the site's texts (`header.nav.<key>` in the message files). */
export type NavKey =
  | 'about'
  | 'sale'
  | 'rent'
  | 'inPreparation'
  | 'intermediaries'
  | 'specialOffers'
  | SpecialOfferType
  | 'news'
  | 'events'
  | 'blog'
  | 'contact';

interface NavLink {
  key: NavKey;
  /** Site path, optionally with a #hash. */
  href: string;
}

export interface NavGroup {
  key: NavKey;
  children: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

/** SPEC §2 main navigation, in menu order; the favourites link and language toggle sit beside it. */
export function mainNavigation(lang: Language): readonly NavItem[] {
  return [
    { key: 'about', href: staticPagePath('about', lang) },
    { key: 'sale', href: routePath('sprzedaz', {}, lang) },
    { key: 'rent', href: routePath('wynajem', {}, lang) },
    { key: 'inPreparation', href: routePath('do_sprzedania_wkrotce', {}, lang) },
    { key: 'intermediaries', href: staticPagePath('intermediaries', lang) },
    {
      key: 'specialOffers',
      children: SPECIAL_OFFER_TYPES.map((type) => ({
        key: type,
        href: routePath('oferta_specjalna', { specialoffertype: type }, lang),
      })),
    },
    { key: 'news', href: routePath('aktualnosci', {}, lang) },
    { key: 'events', href: routePath('wydarzenia', {}, lang) },
    { key: 'blog', href: routePath('blog', {}, lang) },
    { key: 'contact', href: routePath('kontakt', {}, lang) },
  ];
}
