import 'server-only';
import { EVENTS_FIRST_PAGE, PAGE_SIZE } from '@estate/domain/constants';
import type { Language } from '@estate/domain/language';
import type { MainPageContent } from '@estate/domain/main-page-content';
import type { OfferSummary } from '@estate/domain/offer-types';
import type { PageMeta } from '@estate/domain/paging';
import type { SpecialOfferGroupType } from '@estate/domain/routes';
import { cache } from 'react';
import { ApiError, apiGet } from '@/lib/api/api-client';

/**
 * The content calls of SPEC §7 with the page sizes of §9, one function per call. Response shapes
 * are the API's (apps/api/src/routes/{news,event,blog,faq,group,main-page}-routes.ts). Item calls
 * answer null for the API's 404 (and 400, an id it cannot even read): the page shows its 404.
 * Calls are cached per request, so a page's metadata and body share them.
 */

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export interface NewsListItem {
  id: number;
  lang: Language;
  title: string;
  lead: string;
  image: string | null;
  publishedAt: string;
}

export interface NewsItem extends NewsListItem {
  content: string;
  previousId: number | null;
  nextId: number | null;
}

export interface EventListItem extends NewsListItem {
  eventDate: string;
  place: string;
}

export interface EventItem extends EventListItem {
  content: string;
}

export interface BlogCategory {
  slug: string;
  name: string;
  count: number;
}

export interface BlogListItem extends NewsListItem {
  slug: string;
  author: string | null;
  category: { slug: string; name: string } | null;
}

export interface BlogArticle extends BlogListItem {
  content: string;
}

export interface FaqItem {
  id: number;
  lang: Language;
  question: string;
  answer: string;
}

export interface OfferGroup {
  id: number;
  type: SpecialOfferGroupType;
  name: string;
  description: string;
  image: string | null;
  offerCount: number;
}

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

function query(values: Record<string, string | number | undefined>): string {
  const entries = Object.entries(values).filter((entry): entry is [string, string | number] => {
    return entry[1] !== undefined;
  });
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

/** GET /api/main_page: the home page's slider, popup, who-we-are and sales tiles. */
export const getMainPage = cache(async (lang: Language): Promise<MainPageContent> => {
  return (await apiGet<{ data: MainPageContent }>(`/api/main_page?${query({ lang })}`)).data;
});

/** GET /api/news: 6 a page, newest first. */
export const getNewsPage = cache((lang: Language, page: number): Promise<Paged<NewsListItem>> => {
  return apiGet(`/api/news?${query({ lang, page, onPage: PAGE_SIZE })}`);
});

export const getNewsItem = cache(async (id: number): Promise<NewsItem | null> => {
  return (await orNull(apiGet<{ data: NewsItem }>(`/api/news/${id}`)))?.data ?? null;
});

/** GET /api/events: 4 on the first page, then 6; upcoming first. */
export const getEventsPage = cache((lang: Language, page: number): Promise<Paged<EventListItem>> => {
  return apiGet(`/api/events?${query({ lang, firstPage: EVENTS_FIRST_PAGE, page, onPage: PAGE_SIZE })}`);
});

export const getEvent = cache(async (id: number): Promise<EventItem | null> => {
  return (await orNull(apiGet<{ data: EventItem }>(`/api/events/${id}`)))?.data ?? null;
});

export const getBlogCategories = cache(async (lang: Language): Promise<BlogCategory[]> => {
  return (await apiGet<{ data: BlogCategory[] }>(`/api/blog/categories?${query({ lang })}`)).data;
});

/** GET /api/blog: 6 a page, newest first, optionally one category. */
export const getBlogPage = cache(
  (lang: Language, page: number, categorySlug: string | undefined): Promise<Paged<BlogListItem>> => {
    return apiGet(`/api/blog?${query({ lang, page, onPage: PAGE_SIZE, categorySlug, order: 'desc' })}`);
  },
);

export const getBlogArticle = cache(async (lang: Language, slug: string): Promise<BlogArticle | null> => {
  return (
    (await orNull(apiGet<{ data: BlogArticle }>(`/api/blog/slug?${query({ lang, slug })}`)))?.data ?? null
  );
});

/** GET /api/faq in one language, in editorial order. */
export const getFaq = cache(async (lang: Language): Promise<FaqItem[]> => {
  return (await apiGet<{ data: FaqItem[] }>(`/api/faq?${query({ lang })}`)).data;
});

/**
 * GET /api/grouptype/list/{type}: 6 a page. Promotions and territorial groups newest first
 * (order=DESC); property types in id order (sort=id, order=ASC), as SPEC §7 lists the calls.
 */
export const getGroupsPage = cache(
  (type: SpecialOfferGroupType, lang: Language, page: number): Promise<Paged<OfferGroup>> => {
    const order = type === 'offer_type' ? { sort: 'id', order: 'ASC' } : { order: 'DESC' };
    return apiGet(`/api/grouptype/list/${type}?${query({ page, limit: PAGE_SIZE, ...order, lang })}`);
  },
);

export const getGroup = cache(async (id: number, lang: Language): Promise<OfferGroup | null> => {
  return (
    (await orNull(apiGet<{ data: OfferGroup }>(`/api/grouptype/${id}?${query({ lang })}`)))?.data ?? null
  );
});

/** GET /api/grouptype/classifieds/{id}: 6 a page, the group's highlighted offers first. */
export const getGroupOffers = cache(
  (id: number, lang: Language, page: number): Promise<Paged<OfferSummary>> => {
    return apiGet(
      `/api/grouptype/classifieds/${id}?${query({ page, limit: PAGE_SIZE, sort: 'specialOffer', order: 'DESC', lang })}`,
    );
  },
);
