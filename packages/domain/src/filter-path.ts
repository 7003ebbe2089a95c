import type { Language } from './language';
import { groszeToPln } from './money';
import {
  DEFAULT_OFFER_ORDER,
  OFFER_FLAGS,
  type OfferOrder,
  RANGE_KEYS,
  type RangeKey,
} from './offer-filter-fields';
import type { OfferFilterBody } from './offer-filters';
import { routePath } from './routes';
import type { VoivodeshipKey } from './voivodeships';

/**
 * Filter state in the URL path (docs/decisions/004): SPEC §2 redirects query strings away, so
 *   /sprzedaz[/{voivodeshipKey}[/{townSlug}]][/f/{key=value;key=value…}]
 * A drawn area is one more pair, `drawnArea={formatArea(area)}` (issue 36), after the filters.
 * Keys are the wire keys with '[gte]'/'[lte]' written '-gte'/'-lte'; flags appear only when 1, order
 * and page only when not the default; keys follow one fixed order, so one state has exactly one URL.
 *
 * The site's side of the API boundary (decision 028): a list's state is a `ListPathState`, prices
 * in whole PLN as the visitor typed them and the town as its slug. It becomes the API's body (prices
 * in grosze, SPEC §3) in one place, `listApiFilter` (filter-path-decode.ts).
 */

/** Lists whose state can be written in the path; only sale and rent carry voivodeship and town. */
export type FilterListBase = 'sprzedaz' | 'wynajem' | 'nowosci' | 'do_sprzedania_wkrotce';

/** The filter keys the path carries, in URL order (typeClassified is the list itself). */
export type PathFilterKey = 'typeProperty' | RangeKey | 'mpzp' | (typeof OFFER_FLAGS)[number];
const PATH_FILTER_KEYS: readonly PathFilterKey[] = ['typeProperty', ...RANGE_KEYS, 'mpzp', ...OFFER_FLAGS];
const ZERO_MEANS_ABSENT: ReadonlySet<PathFilterKey> = new Set<PathFilterKey>(['mpzp', ...OFFER_FLAGS]);
export const PRICE_KEYS: ReadonlySet<string> = new Set<RangeKey>(['price[gte]', 'price[lte]']);

/** The pair of a drawn area; its value needs no escaping (drawn-area.ts). */
export const AREA_PATH_KEY = 'drawnArea';

function pathKeyOf(key: PathFilterKey): string {
  return key.replace(/\[(gte|lte)\]$/, '-$1');
}

/** Path key ('price-gte') -> wire key ('price[gte]'), for the decoder. */
export const FILTER_KEY_BY_PATH_KEY: ReadonlyMap<string, PathFilterKey> = new Map(
  PATH_FILTER_KEYS.map((key) => [pathKeyOf(key), key]),
);

/** The filters a list path carries: prices in whole PLN, areas in m², flags 1. */
export type PathFilters = Partial<Record<PathFilterKey, number>>;

/** A list's state as its path holds it. */
export interface ListPathState {
  voivodeship?: VoivodeshipKey;
  /** A town's slug under the voivodeship ('lodz'); the name is for display (town-slugs.ts). */
  town?: string;
  filters: PathFilters;
  /**
   * An area drawn on the map as the path writes it (`formatArea`, drawn-area.ts), after the
   * filters. Text, not the shape: the encoder only copies it, so the search form's script does not
   * carry the area's code (issue 33); `listApiFilter` reads the shape.
   */
  area?: string;
  /** The path held a `drawnArea` pair that does not parse: the page answers 404. */
  malformedArea?: true;
  page: number;
  order: OfferOrder;
}

function formatNumber(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** The `key=value;…` segment for a state; '' when everything is at its default. */
export function encodeFilterPairs(
  state: Partial<Pick<ListPathState, 'filters' | 'area' | 'page' | 'order'>>,
): string {
  const filters = state.filters ?? {};
  const pairs: string[] = [];
  for (const key of PATH_FILTER_KEYS) {
    const value = filters[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (ZERO_MEANS_ABSENT.has(key) && value === 0) continue;
    pairs.push(`${pathKeyOf(key)}=${encodeURIComponent(formatNumber(value))}`);
  }
  if (state.area) pairs.push(`${AREA_PATH_KEY}=${encodeURIComponent(state.area)}`);
  if (state.order && state.order !== DEFAULT_OFFER_ORDER)
    pairs.push(`order=${encodeURIComponent(state.order)}`);
  if (state.page !== undefined && Number.isInteger(state.page) && state.page > 1)
    pairs.push(`page=${state.page}`);
  return pairs.join(';');
}

/** The list's canonical path for a state, under the language's prefix. */
export function encodeFilterPath(
  base: FilterListBase,
  state: Partial<ListPathState>,
  lang: Language,
): string {
  const filters = encodeFilterPairs(state) || undefined;
  if (base !== 'sprzedaz' && base !== 'wynajem') return routePath(base, { filters }, lang);
  const { voivodeship } = state;
  return routePath(base, { voivodeship, town: voivodeship && state.town, filters }, lang);
}

/**
 * The path filters of an API body, for a link built from what was sent to the API (the map's place
 * links keep the list's filters): the path's keys only, prices back in PLN.
 */
export function pathFiltersOf(filter: OfferFilterBody): PathFilters {
  const filters: PathFilters = {};
  for (const key of PATH_FILTER_KEYS) {
    const value = filter[key];
    if (typeof value === 'number') filters[key] = PRICE_KEYS.has(key) ? groszeToPln(value) : value;
  }
  return filters;
}
