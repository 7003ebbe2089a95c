import 'server-only';
import type { Language } from '@estate/domain/language';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import type { OfferDetail, OfferSummary } from '@estate/domain/offer-types';
import type { PageMeta } from '@estate/domain/paging';
import { ApiError, apiGet, apiPost } from '@/lib/api/api-client';

export interface OfferPage {
  data: OfferSummary[];
  meta: PageMeta;
}

/** POST /api/classified: one page of a list variant (SPEC §7), texts in the page's language. */
export function listOffers(filter: OfferFilterBody, lang: Language): Promise<OfferPage> {
  return apiPost<OfferPage>('/api/classified', { ...filter, lang });
}

/** POST /api/classified/nearby: the offers around one (SPEC §7, 4 within 150 km). */
export async function nearbyOffers(filter: OfferFilterBody, lang: Language): Promise<OfferSummary[]> {
  return (await apiPost<{ data: OfferSummary[] }>('/api/classified/nearby', { ...filter, lang })).data;
}

/** GET /api/classified/{id}; null for an unknown or unpublished offer (the page answers 404). */
export async function getOffer(id: number, lang: Language): Promise<OfferDetail | null> {
  try {
    return (await apiGet<{ data: OfferDetail }>(`/api/classified/${id}?lang=${lang}`)).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
