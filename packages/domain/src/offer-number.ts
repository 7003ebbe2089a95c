/**
 * Offer numbers (the `tipi` code, e.g. T00696): the one pattern the editor accepts and the search
 * form recognises. Without zod, so the search form's browser code can use it.
 */

/** Offer codes as the seed and the old site write them (T00001), or any staff choice alike. */
export const OFFER_NUMBER = /^[A-Z0-9][A-Z0-9/-]{0,19}$/;

/**
 * The offer number a visitor typed into the search form's town field, or null when the text is a
 * place. Town names hold no digit, offer numbers do; case, spaces and a leading '#' or "nr" are
 * forgiven ("t 00696", "#T00696", "nr T00696").
 */
export function offerNumberOfQuery(text: string): string | null {
  const compact = text
    .trim()
    .replace(/^(#|nr\.?|no\.?)\s*/i, '')
    .replace(/\s+/g, '')
    .toUpperCase();
  return /\d/.test(compact) && OFFER_NUMBER.test(compact) ? compact : null;
}
