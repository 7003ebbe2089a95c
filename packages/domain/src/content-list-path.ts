import type { Language } from './language';
import { routePath, type SpecialOfferType } from './routes';

/**
 * Page and blog category of the content lists in the URL path (docs/decisions/013), the same
 * `/f/{key=value;…}` segment as the offer lists (decision 004), since SPEC §2 redirects query
 * strings away:
 *   /aktualnosci/f/page=2
 *   /en/blog/f/category=porady;page=2
 *   /oferta_specjalna/promocje/f/page=2, /oferta_specjalna/terytorialne/11/f/page=3
 * The literal `f` can never be a blog slug or a group id (the route table reads `/blog/f` as a
 * malformed filter path), so list pages and articles cannot collide. Category slugs are the API's
 * language-neutral ones, so the same path works under /en and the language switch keeps it.
 */

/** The lists that page this way; special offers carry their type and, on a group's page, its id. */
export type ContentListTarget =
  | { name: 'aktualnosci' | 'wydarzenia' | 'blog' }
  | { name: 'oferta_specjalna'; specialoffertype: SpecialOfferType; typeId?: number };

export interface ContentListState {
  /** 1-based. */
  page: number;
  /** Blog only: a category slug. */
  category?: string;
}

const PAGE_VALUE = /^[1-9]\d{0,5}$/;
const CATEGORY_VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `category=…;page=…` in this fixed order, defaults (page 1, no category) left out; '' for none. */
export function encodeContentListPairs(state: ContentListState): string {
  const pairs: string[] = [];
  if (state.category) pairs.push(`category=${state.category}`);
  if (state.page > 1) pairs.push(`page=${state.page}`);
  return pairs.join(';');
}

/**
 * Reads the pairs segment (undefined when the path has none). Strict, unlike the offer filters:
 * an unknown key, a repeated key, a malformed value or a category where the list has none gives
 * null (a 404), since these lists have nothing a visitor could have typed loosely. A readable but
 * non-canonical segment (`page=1`, keys in another order) decodes; the page then redirects to
 * `contentListPath` of the result.
 */
export function decodeContentListPairs(
  segment: string | undefined,
  options: { categories: boolean },
): ContentListState | null {
  const state: ContentListState = { page: 1 };
  if (segment === undefined) return state;
  const seen = new Set<string>();
  for (const pair of segment.split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) return null;
    const key = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (seen.has(key)) return null;
    seen.add(key);
    if (key === 'page' && PAGE_VALUE.test(value)) state.page = Number(value);
    else if (key === 'category' && options.categories && CATEGORY_VALUE.test(value)) state.category = value;
    else return null;
  }
  return state;
}

/** The canonical path of a content list's page, under the language's prefix. */
export function contentListPath(target: ContentListTarget, state: ContentListState, lang: Language): string {
  const filters = encodeContentListPairs(target.name === 'blog' ? state : { page: state.page }) || undefined;
  if (target.name === 'oferta_specjalna') {
    const { specialoffertype, typeId } = target;
    return routePath('oferta_specjalna', { specialoffertype, typeId, filters }, lang);
  }
  return routePath(target.name, { filters }, lang);
}
