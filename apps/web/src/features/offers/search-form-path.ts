import { encodeFilterPath, type ListPathState, type PathFilters } from '@estate/domain/filter-path';
import { type Language, localePath } from '@estate/domain/language';
import { OFFER_ORDERS, type OfferOrder, type RangeKey } from '@estate/domain/offer-filter-fields';
import { offerNumberOfQuery } from '@estate/domain/offer-number';
import { isPropertyTypeId } from '@estate/domain/property-types';
import { slugify } from '@estate/domain/slug';
import { townBySlug } from '@estate/domain/town-slugs';
import { isVoivodeshipKey } from '@estate/domain/voivodeships';

/** The visitor flags the search form offers (SPEC §3 flags that mean something to a visitor). */
export const SEARCH_FLAGS = [
  'isDiscount',
  'isNew',
  'isMakeOffer',
  'isNegotiablePrice',
  'isVideoDrone',
  'isTeletechnicalInfrastructure',
] as const;

/** Range fields of the form: the price is typed in PLN, areas in m². */
export const SEARCH_RANGES = ['price', 'areaBuilding', 'areaGround', 'areaRental'] as const;

/** The form's fields by name, as FormData or URLSearchParams give them. */
export interface SearchFormValues {
  get(name: string): FormDataEntryValue | null;
}

function text(values: SearchFormValues, name: string): string {
  const value = values.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function amount(values: SearchFormValues, name: string): number | undefined {
  const raw = text(values, name)
    .replace(/\s|\u00a0/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(raw)) return undefined;
  return Number(raw);
}

/** The shape of a drawn area's path text (drawn-area.ts), checked again by the list page. */
const AREA_TEXT = /^[pc][0-9a-z.-]{1,400}$/;

/** The page that goes to the offer with this number (or says no published offer has it). */
export function offerNumberPath(number: string, lang: Language): string {
  return localePath(lang, `/szukaj/numer/${encodeURIComponent(number)}`);
}

/**
 * The list path for a submitted search form (docs/decisions/012): the same function serves the
 * browser (router navigation) and the no-JavaScript handler (303 redirect), so both land on one URL.
 * Unreadable values are dropped rather than rejected: a search always shows a list.
 */
export function searchFormPath(values: SearchFormValues, lang: Language): string {
  // An offer number typed as the town (issue 36) goes to that offer, through a page that says so
  // when no published offer has it.
  const number = offerNumberOfQuery(text(values, 'town'));
  if (number) return offerNumberPath(number, lang);
  const base = text(values, 'typeClassified') === 'rent' ? 'wynajem' : 'sprzedaz';
  const filters: PathFilters = {};

  const type = Number(text(values, 'typeProperty'));
  if (isPropertyTypeId(type)) filters.typeProperty = type;

  for (const field of SEARCH_RANGES) {
    for (const bound of ['gte', 'lte'] as const) {
      const value = amount(values, `${field}-${bound}`);
      if (value === undefined) continue;
      const key: RangeKey = `${field}[${bound}]`;
      filters[key] = value;
    }
  }
  for (const flag of SEARCH_FLAGS) {
    const value = text(values, flag);
    if (value === '1' || value === 'on' || value === 'true') filters[flag] = 1;
  }

  const orderText = text(values, 'order');
  const order = (OFFER_ORDERS as readonly string[]).includes(orderText)
    ? (orderText as OfferOrder)
    : undefined;

  const voivodeshipText = text(values, 'voivodeship');
  const state: Partial<ListPathState> = { filters, order };
  // The drawn area comes back as the page wrote it (the path's text); anything else is not one.
  const area = text(values, 'drawnArea');
  if (AREA_TEXT.test(area)) state.area = area;
  if (isVoivodeshipKey(voivodeshipText)) {
    state.voivodeship = voivodeshipText;
    // A town is a path segment only when it is a known town of that voivodeship (else a 404).
    const town = slugify(text(values, 'town'));
    if (town && townBySlug(voivodeshipText, town)) state.town = town;
  }
  return encodeFilterPath(base, state, lang);
}
