import { formatArea, parseArea } from './drawn-area';
import {
  AREA_PATH_KEY,
  FILTER_KEY_BY_PATH_KEY,
  type FilterListBase,
  type ListPathState,
  type PathFilters,
  PRICE_KEYS,
} from './filter-path';
import { plnToGrosze } from './money';
import { DEFAULT_OFFER_ORDER, type OfferOrder } from './offer-filter-fields';
import {
  type ListVariant,
  listVariantFilter,
  type OfferFilterBody,
  offerFilterSchema,
} from './offer-filters';
import { decodePathSegment } from './path-segments';
import { isVoivodeshipKey, voivodeshipByKey } from './voivodeships';

/**
 * Reading a list's state back from its path (docs/decisions/004), once, from what the route table
 * matched, and turning it into the API's body. Apart from the encoder in filter-path.ts because it
 * validates with the zod schemas, which the browser's encoder does not need to download.
 */

const shape = offerFilterSchema.shape;

/**
 * Reads one `key=value;…` segment as written in the URL (decoded here, once); unknown keys and
 * invalid values are skipped. Prices stay in PLN; they are checked as the API will check them.
 * A drawn area that does not parse is not skipped: `malformedArea` makes the page a 404, since
 * dropping it would show offers from everywhere under a link that promised a place.
 */
export function decodeFilterPairs(
  written: string,
): Pick<ListPathState, 'filters' | 'area' | 'malformedArea' | 'page' | 'order'> {
  const filters: PathFilters = {};
  let area: ListPathState['area'];
  let malformedArea = false;
  let page = 1;
  let order: OfferOrder = DEFAULT_OFFER_ORDER;
  for (const pair of decodePathSegment(written).split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at);
    const text = pair.slice(at + 1).trim();
    if (!text) continue;
    if (name === AREA_PATH_KEY) {
      const parsed = parseArea(text);
      // Written back in its one form, so one area has one URL.
      area = parsed && formatArea(parsed);
      malformedArea = parsed === undefined;
      continue;
    }
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
    if (shape[key].safeParse(PRICE_KEYS.has(key) ? plnToGrosze(number) : number).success)
      filters[key] = number;
  }
  return {
    filters,
    ...(area ? { area } : {}),
    ...(malformedArea ? { malformedArea: true as const } : {}),
    page,
    order,
  };
}

/**
 * A list's state from the route table's match of its path (`routes.ts`: voivodeship and town
 * decoded, filters as written). Never throws: an unknown voivodeship (and the town under it) and
 * malformed pairs are ignored; whether the town exists is the page's question (a 404).
 */
export function decodeListPath(params: Readonly<Record<string, string>>): ListPathState {
  const state: ListPathState = params.filters
    ? { ...decodeFilterPairs(params.filters) }
    : { filters: {}, page: 1, order: DEFAULT_OFFER_ORDER };
  if (isVoivodeshipKey(params.voivodeship)) {
    state.voivodeship = params.voivodeship;
    if (params.town) state.town = params.town;
  }
  return state;
}

/** The list screens of SPEC §7 and the variant each one sends. */
const LIST_VARIANTS_BY_BASE: Readonly<Record<FilterListBase, ListVariant>> = {
  sprzedaz: 'sale',
  wynajem: 'rent',
  nowosci: 'newList',
  do_sprzedania_wkrotce: 'inPreparation',
};

/**
 * The body of POST /api/classified for a list's state: the one place the site's state crosses to
 * the API's units (prices PLN -> grosze, the voivodeship key -> its code, the town slug as the API
 * filters by it), then the list's variant (SPEC §7).
 */
export function listApiFilter(base: FilterListBase, state: ListPathState): OfferFilterBody {
  const filter: Record<string, unknown> = { currentPage: state.page, order: state.order };
  for (const [key, value] of Object.entries(state.filters)) {
    filter[key] = PRICE_KEYS.has(key) ? plnToGrosze(value) : value;
  }
  if (state.voivodeship) filter.localizationVoivodeship = voivodeshipByKey(state.voivodeship)?.code;
  if (state.voivodeship && state.town) filter.localizationTown = state.town;
  const area = state.area === undefined ? undefined : parseArea(state.area);
  if (area) filter.drawnArea = area;
  // The values were checked by decodeFilterPairs against the schema the API applies.
  return listVariantFilter(LIST_VARIANTS_BY_BASE[base], filter as OfferFilterBody);
}
