import { groszeToPln } from './money';

/** SPEC §9 price bands: inclusive upper bounds in PLN, 500 000 apart. */
const PRICE_BAND_STEP_PLN = 500_000;
const PRICE_BAND_MAX_PLN = 4_500_000;

export type PriceBand = `do ${number}` | `powyżej ${typeof PRICE_BAND_MAX_PLN}` | 'N/A';

/** The offer fields analytics reads (SPEC §3 "Offer, as read for analytics"); amounts in grosze. */
export interface AnalyticsOfferInput {
  id?: number | string | null;
  localizationVoivodeship?: number | null;
  localizationTown?: string | null;
  price?: number | null;
  isDiscount?: number | boolean | null;
  discountPrice?: number | null;
  priceSqMeter?: number | null;
  typeClassified?: number | null;
}

function positive(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function bandOf(pln: number): PriceBand {
  if (pln > PRICE_BAND_MAX_PLN) return `powyżej ${PRICE_BAND_MAX_PLN}`;
  return `do ${Math.max(1, Math.ceil(pln / PRICE_BAND_STEP_PLN)) * PRICE_BAND_STEP_PLN}`;
}

/** The fields the effective price reads; a flag may be 0/1 (the API's answers) or a boolean. */
export interface PricedOffer {
  price?: number | null;
  isDiscount?: number | boolean | null;
  discountPrice?: number | null;
}

/**
 * SPEC §9 "the effective price (the discount price if discounted)": the discount price while the
 * offer is discounted and that price is a positive amount, otherwise the price (null when there is
 * none). A discount flag without a usable discount price leaves the price in force.
 */
export function effectivePrice(offer: PricedOffer): number | null {
  const discount = offer.discountPrice;
  return offer.isDiscount && discount && discount > 0 ? discount : (offer.price ?? null);
}

/**
 * SPEC §9: 'do 500000' … 'do 4500000', 'powyżej 4500000' on the effective price in PLN; with no
 * price (null or 0) the price per m² is banded the same way; with neither 'N/A'.
 */
export function priceBand(
  offer: Pick<AnalyticsOfferInput, 'price' | 'isDiscount' | 'discountPrice' | 'priceSqMeter'>,
): PriceBand {
  const grosze = positive(effectivePrice(offer)) ?? positive(offer.priceSqMeter);
  return grosze === undefined ? 'N/A' : bandOf(groszeToPln(grosze));
}

export interface OfferAnalytics {
  id: string | null;
  localizationVoivodeship: number | null;
  localizationTown: string | null;
  /** PLN, the unit of the band labels. */
  price: number | null;
  isDiscount: 0 | 1;
  discountPrice: number | null;
  priceSqMeter: number | null;
  typeClassified: number | null;
  priceBand: PriceBand;
}

function pln(grosze: number | null | undefined): number | null {
  return typeof grosze === 'number' && Number.isFinite(grosze) ? groszeToPln(grosze) : null;
}

/** The data-layer record of an offer view (SPEC §7 "offer analytics are pushed to the tag-manager"). */
export function offerAnalytics(offer: AnalyticsOfferInput): OfferAnalytics {
  return {
    id: offer.id === undefined || offer.id === null ? null : String(offer.id),
    localizationVoivodeship: offer.localizationVoivodeship ?? null,
    localizationTown: offer.localizationTown ?? null,
    price: pln(offer.price),
    isDiscount: offer.isDiscount ? 1 : 0,
    discountPrice: pln(offer.discountPrice),
    priceSqMeter: pln(offer.priceSqMeter),
    typeClassified: offer.typeClassified ?? null,
    priceBand: priceBand(offer),
  };
}
