import type { Language } from './language';
import {
  DEFAULT_OFFER_ORDER,
  OFFER_FLAGS,
  type OfferOrder,
  RANGE_KEYS,
  type RangeKey,
} from './offer-filter-fields';
import type { OfferFilter } from './offer-filters';
import { routePath } from './routes';
import { type VoivodeshipKey, voivodeshipByCode } from './voivodeships';

/**
 * Filter state in the URL path (docs/decisions/004): SPEC §2 redirects query strings away, so
 *   /sprzedaz[/{voivodeshipKey}[/{citySlug}]][/f/{key=value;key=value…}]
 * Keys are the wire keys with '[gte]'/'[lte]' written '-gte'/'-lte'; prices are whole PLN (what the
 * visitor typed, the API's grosze are 100 times that); flags appear only when 1, order and page only
 * when not the default; keys follow one fixed order, so one state has exactly one URL.
 */

/** Lists whose state can be written in the path; only sale and rent carry voivodeship and city. */
export type FilterListBase = 'sprzedaz' | 'wynajem' | 'nowosci' | 'do_sprzedania_wkrotce';

/** The filter keys the path carries, in URL order (typeClassified is the list itself). */
export type PathFilterKey = 'typeProperty' | RangeKey | 'mpzp' | (typeof OFFER_FLAGS)[number];
const PATH_FILTER_KEYS: readonly PathFilterKey[] = ['typeProperty', ...RANGE_KEYS, 'mpzp', ...OFFER_FLAGS];
const ZERO_MEANS_ABSENT: ReadonlySet<PathFilterKey> = new Set<PathFilterKey>(['mpzp', ...OFFER_FLAGS]);
export const PRICE_KEYS: ReadonlySet<string> = new Set<RangeKey>(['price[gte]', 'price[lte]']);

function pathKeyOf(key: PathFilterKey): string {
  return key.replace(/\[(gte|lte)\]$/, '-$1');
}

/** Path key ('price-gte') -> wire key ('price[gte]'), for the decoder. */
export const FILTER_KEY_BY_PATH_KEY: ReadonlyMap<string, PathFilterKey> = new Map(
  PATH_FILTER_KEYS.map((key) => [pathKeyOf(key), key]),
);

export interface FilterPathState {
  voivodeship?: VoivodeshipKey;
  /** A town name or its slug. */
  city?: string;
  /** localizationVoivodeship stands in for `voivodeship` when that is absent. */
  filters?: Partial<OfferFilter>;
  page?: number;
  order?: OfferOrder;
}

export interface DecodedFilterPath {
  voivodeship?: VoivodeshipKey;
  city?: string;
  /** Path filters, prices in grosze, with localizationVoivodeship when a voivodeship is given. */
  filters: Partial<OfferFilter>;
  page: number;
  order: OfferOrder;
}

/** 'Łódź' -> 'lodz', 'Bielsko-Biała' -> 'bielsko-biala': ASCII, lower case, words joined by '-'. */
export function slugify(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function formatNumber(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** The `key=value;…` segment for a state; '' when everything is at its default. */
export function encodeFilterPairs(state: Pick<FilterPathState, 'filters' | 'page' | 'order'>): string {
  const filters = state.filters ?? {};
  const pairs: string[] = [];
  for (const key of PATH_FILTER_KEYS) {
    const value = filters[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (ZERO_MEANS_ABSENT.has(key) && value === 0) continue;
    const shown = PRICE_KEYS.has(key) ? value / 100 : value;
    pairs.push(`${pathKeyOf(key)}=${encodeURIComponent(formatNumber(shown))}`);
  }
  const order = state.order ?? filters.order;
  if (order && order !== DEFAULT_OFFER_ORDER) pairs.push(`order=${encodeURIComponent(order)}`);
  const page = state.page ?? filters.currentPage;
  if (page !== undefined && Number.isInteger(page) && page > 1) pairs.push(`page=${page}`);
  return pairs.join(';');
}

/** The list's canonical path for a state, under the language's prefix. */
export function encodeFilterPath(base: FilterListBase, state: FilterPathState, lang: Language): string {
  const filters = encodeFilterPairs(state) || undefined;
  if (base !== 'sprzedaz' && base !== 'wynajem') return routePath(base, { filters }, lang);
  const code = state.filters?.localizationVoivodeship;
  const voivodship = state.voivodeship ?? (code === undefined ? undefined : voivodeshipByCode(code)?.key);
  const city = voivodship && state.city ? slugify(state.city) || undefined : undefined;
  return routePath(base, { voivodship, city, filters }, lang);
}
