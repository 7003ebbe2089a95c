import { encodeFilterPath } from './filter-path';
import type { Language } from './language';
import type { OfferFlag } from './offer-filter-fields';
import { CLASSIFIED_RENT } from './property-types';
import { voivodeshipByCode } from './voivodeships';

/**
 * What "sold" means on every public surface (issue 32, decision 045). A sold offer stays public (its
 * page, the map and the lists still show it, marked) but is never advertised as available: it shows
 * no badge but "sold", comes after the available offers of a list, is left out of the lists that
 * advertise (new, recommended, a flag a sold offer cannot carry), out of the newsletter digest, and its
 * page offers similar offers instead of the enquiry forms. Without zod: the site's tiles use it too.
 */

/** SPEC §2 tile badges, in the order tiles show them. */
const OFFER_BADGES = ['isSold', 'isNew', 'isNewPrice', 'isDiscount', 'isMakeOffer'] as const;
export type OfferBadge = (typeof OFFER_BADGES)[number];

/** Flags as the API answers them (0 | 1) or as rows store them (integers). */
type Flags<K extends string> = { readonly [F in K]: number };

/** Available: anyone may still buy or rent it. The one test of availability everywhere. */
export function isAvailable(offer: Flags<'isSold'>): boolean {
  return offer.isSold !== 1;
}

/**
 * The badges an offer shows: its set flags in SPEC §2's order, but a sold offer shows "sold" alone.
 * New, new price, discount and bid offer invite a buyer; on a sold offer they would advertise it.
 */
export function visibleBadges(offer: Flags<OfferBadge>): OfferBadge[] {
  if (!isAvailable(offer)) return ['isSold'];
  return OFFER_BADGES.filter((badge) => offer[badge] === 1);
}

/**
 * Flags that ask for offers to advertise: a list filtered by one of them (the "new" lists, the home
 * page's recommended slider, "new price", discounts, bid offers) holds no sold offer.
 */
const ADVERTISING_FLAGS = [
  'isNew',
  'isNewPrice',
  'isDiscount',
  'isMakeOffer',
  'isRecommended',
] as const satisfies readonly OfferFlag[];

/**
 * Where a public list puts sold offers: `only` when its filter asks for sold ones (isSold 1),
 * `excluded` when it asks for an advertising flag, otherwise `last`: after every available offer,
 * whatever the chosen order.
 */
export type SoldPlacement = 'only' | 'excluded' | 'last';

export function soldPlacement(filter: Partial<Record<OfferFlag, 0 | 1>>): SoldPlacement {
  if (filter.isSold === 1) return 'only';
  if (ADVERTISING_FLAGS.some((flag) => filter[flag] === 1)) return 'excluded';
  return 'last';
}

/**
 * Where a sold offer's page sends its visitor instead of the enquiry forms: the list of offers of
 * the same kind (sale or rent) and property type in its voivodeship.
 */
export function similarOffersPath(
  offer: { typeClassified: number; typeProperty: number; localizationVoivodeship: number },
  lang: Language,
): string {
  const base = offer.typeClassified === CLASSIFIED_RENT ? 'wynajem' : 'sprzedaz';
  const voivodeship = voivodeshipByCode(offer.localizationVoivodeship)?.key;
  return encodeFilterPath(base, { voivodeship, filters: { typeProperty: offer.typeProperty } }, lang);
}
