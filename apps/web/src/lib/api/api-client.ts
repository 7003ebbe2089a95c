import 'server-only';
import type {
  BlogArticle,
  BlogCategory,
  BlogListItem,
  ContentChunk,
  ContentPage,
  EventItem,
  EventListResponse,
  FaqItem,
  MainPageResponse,
  NewsItem,
  NewsListItem,
  OfferGroup,
} from '@estate/domain/api/content-responses';
import type { StaticMap } from '@estate/domain/api/map-responses';
import type { NewsletterTokenResponse } from '@estate/domain/api/newsletter-responses';
import type { List, Paged, Single } from '@estate/domain/api/response-envelopes';
import type {
  SearchAlertListResponse,
  SearchAlertOfTokenResponse,
} from '@estate/domain/api/search-alert-responses';
import { EVENTS_FIRST_PAGE, PAGE_SIZE } from '@estate/domain/constants';
import type { ContentKind } from '@estate/domain/kinds/article-kinds';
import type { Language } from '@estate/domain/language';
import type { NewsletterPage } from '@estate/domain/newsletter-pages';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import type { OfferDetail, OfferSummary, UpcomingTender } from '@estate/domain/offer-types';
import type { SpecialOfferGroupType } from '@estate/domain/routes';
import type { SearchAlertChange } from '@estate/domain/search-alerts';
import { cache } from 'react';
import { serverEnv } from '@/lib/env/server-env';

/**
 * Every call the site's server makes to the API (SPEC §7), one function per call with the page sizes
 * of §9, typed by the response schemas the API's routes declare (@estate/domain/api/*), so a changed
 * answer breaks the type check on both sides. Item calls answer null for the API's 404 (and 400, an id
 * it cannot even read): the page shows its 404. Calls are cached per request, so a page's metadata
 * and body share them. The browser's calls (forms, favourites, the interactive map) go through the
 * site's /api/* forwarder instead (server/api-forwarder.ts).
 */

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(pathAndQuery: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${serverEnv.apiBase}${pathAndQuery}`, {
    ...init,
    headers: { accept: 'application/json', ...init.headers },
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 204) return undefined as T;
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'internal_error',
      body?.error?.message ?? response.statusText,
    );
  }
  return (await response.json()) as T;
}

function get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const entries = Object.entries(query).filter((entry): entry is [string, string | number] => {
    return entry[1] !== undefined;
  });
  const search = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
  return request<T>(search ? `${path}?${search}` : path, { method: 'GET' });
}

function post<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

async function orNull<T>(call: Promise<Single<T>>): Promise<T | null> {
  try {
    return (await call).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

// Offers

/** POST /api/classified: one page of a list variant (SPEC §7), texts in the page's language. */
export function listOffers(filter: OfferFilterBody, lang: Language): Promise<Paged<OfferSummary>> {
  return post('/api/classified', { ...filter, lang });
}

/** POST /api/classified/nearby: the offers around one (SPEC §7, 4 within 150 km). */
export async function nearbyOffers(filter: OfferFilterBody, lang: Language): Promise<OfferSummary[]> {
  return (await post<List<OfferSummary>>('/api/classified/nearby', { ...filter, lang })).data;
}

/** GET /api/classified/{id}; null for an unknown or unpublished offer (the page answers 404). */
export function getOffer(id: number, lang: Language): Promise<OfferDetail | null> {
  return orNull(get(`/api/classified/${id}`, { lang }));
}

/** GET /api/classified/by-number: the published offer with this number (e.g. T00696), or null. */
export async function findOfferByNumber(number: string): Promise<{ id: number } | null> {
  return orNull(get('/api/classified/by-number', { number }));
}

/** GET /api/tenders: the published tenders still ahead, soonest first (decision 032). */
export async function upcomingTenders(lang: Language): Promise<UpcomingTender[]> {
  return (await get<List<UpcomingTender>>('/api/tenders', { lang })).data;
}

/** POST /api/classified/map without a box: the counts at the 32 static markers. */
export async function getStaticMap(filter: OfferFilterBody, lang: Language): Promise<StaticMap> {
  return (await post<Single<StaticMap>>('/api/classified/map', { ...filter, lang })).data;
}

// Content

/** GET /api/main_page: the home page's slider, popup, who-we-are and sales tiles. */
export const getMainPage = cache(async (lang: Language): Promise<MainPageResponse['data']> => {
  return (await get<MainPageResponse>('/api/main_page', { lang })).data;
});

/** GET /api/changes: the version of editorial content, which the kept chunks follow (decision 038). */
export async function getContentVersion(): Promise<number> {
  return (await get<{ data: { content: number } }>('/api/changes')).data.content;
}

/** GET /api/chunks: every text block (SPEC §3 Content chunk), in both languages. */
export async function getAllChunks(): Promise<ContentChunk['attributes'][]> {
  return (await get<List<ContentChunk>>('/api/chunks')).data.map((item) => item.attributes);
}

/** GET /api/page: a content page, or null when there is none. */
export const getContentPage = cache((slug: string, lang: Language): Promise<ContentPage | null> => {
  return orNull(get('/api/page', { slug, lang }));
});

/** GET /api/news: 6 a page, newest first. */
export const getNewsPage = cache((lang: Language, page: number): Promise<Paged<NewsListItem>> => {
  return get('/api/news', { lang, page, onPage: PAGE_SIZE });
});

export const getNewsItem = cache((id: number): Promise<NewsItem | null> => orNull(get(`/api/news/${id}`)));

/** GET /api/events: 4 on the first page, then 6; upcoming first. */
export const getEventsPage = cache((lang: Language, page: number): Promise<EventListResponse> => {
  return get('/api/events', { lang, firstPage: EVENTS_FIRST_PAGE, page, onPage: PAGE_SIZE });
});

export const getEvent = cache((id: number): Promise<EventItem | null> => orNull(get(`/api/events/${id}`)));

export const getBlogCategories = cache(async (lang: Language): Promise<BlogCategory[]> => {
  return (await get<List<BlogCategory>>('/api/blog/categories', { lang })).data;
});

/** GET /api/blog: 6 a page, newest first, optionally one category. */
export const getBlogPage = cache(
  (lang: Language, page: number, categorySlug: string | undefined): Promise<Paged<BlogListItem>> => {
    return get('/api/blog', { lang, page, onPage: PAGE_SIZE, categorySlug, order: 'desc' });
  },
);

export const getBlogArticle = cache((lang: Language, slug: string): Promise<BlogArticle | null> => {
  return orNull(get('/api/blog/slug', { lang, slug }));
});

/** GET /api/faq in one language, in editorial order. */
export const getFaq = cache(async (lang: Language): Promise<FaqItem[]> => {
  return (await get<List<FaqItem>>('/api/faq', { lang })).data;
});

/**
 * GET /api/grouptype/list/{type}: 6 a page. Promotions and territorial groups newest first
 * (order=DESC); property types in id order (sort=id, order=ASC), as SPEC §7 lists the calls.
 */
export const getGroupsPage = cache(
  (type: SpecialOfferGroupType, lang: Language, page: number): Promise<Paged<OfferGroup>> => {
    const order = type === 'offer_type' ? { sort: 'id', order: 'ASC' } : { order: 'DESC' };
    return get(`/api/grouptype/list/${type}`, { page, limit: PAGE_SIZE, ...order, lang });
  },
);

export const getGroup = cache((id: number, lang: Language): Promise<OfferGroup | null> => {
  return orNull(get(`/api/grouptype/${id}`, { lang }));
});

/** GET /api/grouptype/classifieds/{id}: 6 a page, the group's highlighted offers first. */
export const getGroupOffers = cache(
  (id: number, lang: Language, page: number): Promise<Paged<OfferSummary>> => {
    return get(`/api/grouptype/classifieds/${id}`, {
      page,
      limit: PAGE_SIZE,
      sort: 'specialOffer',
      order: 'DESC',
      lang,
    });
  },
);

// Newsletter

/** POST /api/newsletter/{confirm|unsubscribe}/{token}: what the link's button did. */
export async function postNewsletterToken(
  page: NewsletterPage,
  token: string,
): Promise<NewsletterTokenResponse['data']> {
  return (await post<NewsletterTokenResponse>(`/api/newsletter/${page}/${encodeURIComponent(token)}`, {}))
    .data;
}

// Search alerts (decision 059): the mails' links, from the site's server

/** POST /api/search-alerts/{confirm|unsubscribe}/{token}: what the link's button did. */
export async function postSearchAlertToken(
  page: 'confirm' | 'unsubscribe',
  token: string,
): Promise<NewsletterTokenResponse['data']> {
  return (await post<NewsletterTokenResponse>(`/api/search-alerts/${page}/${encodeURIComponent(token)}`, {}))
    .data;
}

/**
 * GET /api/search-alerts/{confirm|unsubscribe}/{token}/alert: the alert a mailed link's page is
 * about, read without changing it; null for a link the API does not know (the button then says so).
 */
export async function searchAlertOfToken(
  page: 'confirm' | 'unsubscribe',
  token: string,
): Promise<SearchAlertOfTokenResponse['data'] | null> {
  return orNull(get(`/api/search-alerts/${page}/${encodeURIComponent(token)}/alert`));
}

const manageUrl = (token: string, id?: number) =>
  `/api/search-alerts/manage/${encodeURIComponent(token)}${id === undefined ? '' : `/${id}`}`;

/** GET /api/search-alerts/manage/{token}: the address's alerts. */
export async function listSearchAlerts(token: string): Promise<SearchAlertListResponse['data']> {
  return (await get<SearchAlertListResponse>(manageUrl(token))).data;
}

/** PATCH /api/search-alerts/manage/{token}/{id}. */
export async function changeSearchAlert(token: string, id: number, change: SearchAlertChange): Promise<void> {
  await request<void>(manageUrl(token, id), {
    method: 'PATCH',
    body: JSON.stringify(change),
    headers: { 'content-type': 'application/json' },
  });
}

/** DELETE /api/search-alerts/manage/{token}[/{id}]: one alert, or all of the address's. */
export async function deleteSearchAlerts(token: string, id?: number): Promise<void> {
  await request<void>(manageUrl(token, id), { method: 'DELETE' });
}

// The sitemap

/** The API's largest page (MAX_ITEMS_PER_PAGE): the sitemap reads lists in as few calls as it can. */
const SITEMAP_PAGE = 60;

/** POST /api/classified: every published offer, a page at a time. */
export function sitemapOffers(page: number): Promise<Paged<OfferSummary>> {
  return post('/api/classified', { itemsPerPage: SITEMAP_PAGE, currentPage: page });
}

/**
 * GET /api/news, /api/events and /api/blog of one language, a page at a time: the written kinds'
 * public lists, named as the kinds are (pages have none: each is its own address).
 */
export function sitemapArticles<Kind extends Exclude<ContentKind, 'pages'>>(
  kind: Kind,
  lang: Language,
  page: number,
): Promise<Paged<Kind extends 'blog' ? BlogListItem : NewsListItem>> {
  const firstPage = kind === 'events' ? SITEMAP_PAGE : undefined;
  return get(`/api/${kind}`, { lang, page, onPage: SITEMAP_PAGE, firstPage });
}
