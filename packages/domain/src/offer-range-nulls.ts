import type { RangeField } from './offer-filter-fields';

/**
 * Rental sub-areas an offer lacks are none: "at most 1 m² of office space" holds without any. Every
 * other unknown price or area meets no bound, as `null >= x` is not true in SQL. The list's SQL
 * (the API's offer conditions) and an alert's matching in memory read this one set.
 */
export const NULL_MEANS_NONE: ReadonlySet<RangeField> = new Set([
  'areaRentalOffice',
  'areaRentalWarehouse',
  'areaRentalRetail',
]);
