import type { EditableOfferFlag, OfferEditorValues } from './offer-editor';

/**
 * The flags a copy does not take (decision 058): they tell the original's history, not what the
 * property is. "New" comes with the copy's own first publication, "new price" with a cut of its own
 * price, and a copy of a sold offer is made to sell another property like it.
 */
const FLAGS_NOT_DUPLICATED = [
  'isNew',
  'isNewPrice',
  'isSold',
] as const satisfies readonly EditableOfferFlag[];

/**
 * The values of a new draft made from an offer ("Duplikuj ofertę", issue 35): every value the
 * editor writes, but no code (offer codes are unique: the draft gets its id's, as a new offer
 * does) and none of `FLAGS_NOT_DUPLICATED`.
 */
export function duplicatedValues(values: OfferEditorValues): OfferEditorValues {
  const flags = { ...values.flags };
  for (const flag of FLAGS_NOT_DUPLICATED) flags[flag] = false;
  return { ...values, tipi: null, flags };
}
