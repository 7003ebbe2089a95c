/**
 * The names of SPEC §3's offer filters: orders, flags and range keys. Plain constants without zod,
 * so browser code (the search form, the order select) can use them without the validation library;
 * the schemas that check values are in offer-filters.ts.
 */

export const OFFER_ORDERS = [
  'newest',
  'oldest',
  'price_asc',
  'price_desc',
  'area_asc',
  'area_desc',
  'viewed_period',
] as const;
export type OfferOrder = (typeof OFFER_ORDERS)[number];
export const DEFAULT_OFFER_ORDER: OfferOrder = 'newest';

export const OFFER_FLAGS = [
  'isNew',
  'isDiscount',
  'isMakeOffer',
  'isNegotiablePrice',
  'isSold',
  'isNewPrice',
  'isTeletechnicalInfrastructure',
  'isVideoDrone',
  'isConcept',
  'isRecommended',
  'isInPreparation',
  'isSpecialOffer',
] as const;
export type OfferFlag = (typeof OFFER_FLAGS)[number];

export const RANGE_FIELDS = [
  'price',
  'areaBuilding',
  'areaGround',
  'areaRental',
  'areaRentalOffice',
  'areaRentalWarehouse',
  'areaRentalRetail',
] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];
export type RangeBound = 'gte' | 'lte';
export type RangeKey = `${RangeField}[${RangeBound}]`;

export function rangeKey(field: RangeField, bound: RangeBound): RangeKey {
  return `${field}[${bound}]`;
}

export const RANGE_KEYS: readonly RangeKey[] = RANGE_FIELDS.flatMap((field) => [
  rangeKey(field, 'gte'),
  rangeKey(field, 'lte'),
]);
