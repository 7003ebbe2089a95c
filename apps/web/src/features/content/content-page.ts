import 'server-only';
import type { Language } from '@estate/domain/language';
import { cache } from 'react';
import { ApiError, apiGet } from '@/lib/api/api-client';

export interface ContentPage {
  title: string;
  description: string;
  /** Stored HTML; render it through sanitizeContentHtml. */
  content: string;
}

/**
 * A content page (GET /api/page), or null when there is none: the API's 404, or a 400 for a slug it
 * cannot even look up, both mean "no such page". Anything else is a real failure and throws.
 * Cached per request, so the metadata and the page share one call.
 */
export const getContentPage = cache(async (slug: string, lang: Language): Promise<ContentPage | null> => {
  try {
    const query = new URLSearchParams({ slug, lang });
    const { data } = await apiGet<{ data: ContentPage }>(`/api/page?${query}`);
    return data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});
