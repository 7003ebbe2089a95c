import { type DecodedFilterPath, FILTER_KEY_BY_PATH_KEY, PRICE_KEYS, slugify } from './filter-path';
import { plnToGrosze } from './money';
import { DEFAULT_OFFER_ORDER, type OfferOrder } from './offer-filter-fields';
import { type OfferFilter, offerFilterSchema } from './offer-filters';
import { FILTER_SEGMENT } from './routes';
import { isVoivodeshipKey, voivodeshipByKey } from './voivodeships';

/**
 * Reading the filter state back from a list path (docs/decisions/004). Apart from the encoder in
 * filter-path.ts because it validates with the zod schemas, which the browser's encoder does not
 * need to download.
 */

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
