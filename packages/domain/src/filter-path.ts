import type { Language } from './language';
import { plnToGrosze } from './money';
import {
  DEFAULT_OFFER_ORDER,
  OFFER_FLAGS,
  type OfferFilter,
  type OfferOrder,
  offerFilterSchema,
  RANGE_KEYS,
  type RangeKey,
} from './offer-filters';
import { FILTER_SEGMENT, routePath } from './routes';
import { isVoivodeshipKey, type VoivodeshipKey, voivodeshipByCode, voivodeshipByKey } from './voivodeships';

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
type PathFilterKey = 'typeProperty' | RangeKey | 'mpzp' | (typeof OFFER_FLAGS)[number];
const PATH_FILTER_KEYS: readonly PathFilterKey[] = ['typeProperty', ...RANGE_KEYS, 'mpzp', ...OFFER_FLAGS];
const ZERO_MEANS_ABSENT: ReadonlySet<PathFilterKey> = new Set<PathFilterKey>(['mpzp', ...OFFER_FLAGS]);
const PRICE_KEYS: ReadonlySet<string> = new Set<RangeKey>(['price[gte]', 'price[lte]']);

function pathKeyOf(key: PathFilterKey): string {
  return key.replace(/\[(gte|lte)\]$/, '-$1');
}

const FILTER_KEY_BY_PATH_KEY: ReadonlyMap<string, PathFilterKey> = new Map(
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

function decodeText(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

const shape = offerFilterSchema.shape;

/** Reads one `key=value;…` segment; unknown keys and invalid values are skipped. */
export function decodeFilterPairs(segment: string): Pick<DecodedFilterPath, 'filters' | 'page' | 'order'> {
  const filters: Record<string, number> = {};
  let page = 1;
  let order: OfferOrder = DEFAULT_OFFER_ORDER;
  for (const pair of segment.split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at);
    const text = decodeText(pair.slice(at + 1))?.trim();
    if (!text) continue;
    if (name === 'order') {
      const parsed = shape.order.safeParse(text);
      if (parsed.success) order = parsed.data;
      continue;
    }
    const number = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (name === 'page') {
      const parsed = shape.currentPage.safeParse(number);
      if (parsed.success) page = parsed.data;
      continue;
    }
    const key = FILTER_KEY_BY_PATH_KEY.get(name);
    if (!key) continue;
    const value = PRICE_KEYS.has(key) ? plnToGrosze(number) : number;
    if (shape[key].safeParse(value).success) filters[key] = value;
  }
  return { filters: filters as Partial<OfferFilter>, page, order };
}

/**
 * The list state from the path segments after the list's own ('sprzedaz'):
 * ['mazowieckie', 'warszawa', 'f', 'price-gte=100000;page=2']. Never throws: an unknown voivodeship
 * (and the city under it) and malformed pairs are ignored. A page can compare the request path with
 * `encodeFilterPath` of the result to redirect to, or 404 on, a non-canonical URL.
 */
export function decodeFilterSegments(segments: readonly string[]): DecodedFilterPath {
  const at = segments.indexOf(FILTER_SEGMENT);
  const head = at === -1 ? segments : segments.slice(0, at);
  const pairs = at === -1 ? undefined : segments[at + 1];
  const decoded: DecodedFilterPath = pairs
    ? decodeFilterPairs(pairs)
    : { filters: {}, page: 1, order: DEFAULT_OFFER_ORDER };

  const [voivodeshipSegment, citySegment] = head.map((segment) => decodeText(segment) ?? '');
  if (isVoivodeshipKey(voivodeshipSegment)) {
    decoded.voivodeship = voivodeshipSegment;
    decoded.filters = {
      ...decoded.filters,
      localizationVoivodeship: voivodeshipByKey(voivodeshipSegment)?.code,
    };
    const city = citySegment ? slugify(citySegment) : '';
    if (city) decoded.city = city;
  }
  return decoded;
}
