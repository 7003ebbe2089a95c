/**
 * Numbers as staff type them into the offer editor: Polish decimal commas, spaces between digit
 * groups ("1 250 000,50"). What cannot be read is sent as typed, so the API names the field.
 */

/** A typed decimal: null when empty, the number, or undefined when it is not one. */
export function decimalOf(typed: string): number | null | undefined {
  const cleaned = typed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** A field's value for the API: null when empty, the number, or the text as typed. */
export function numberField(typed: string): number | null | string {
  const value = decimalOf(typed);
  return value === undefined ? typed : value;
}

/** Złoty as typed -> grosze (the API's unit), or the text as typed when it is not an amount. */
export function amountToGrosze(typed: string): number | null | string {
  const value = decimalOf(typed);
  if (value === undefined) return typed;
  return value === null ? null : Math.round(value * 100);
}

/** Grosze -> złoty for the form's input (no digit grouping: it is edited, not read). */
export function groszeToAmount(grosze: number | null): string {
  if (grosze === null) return '';
  return grosze % 100 === 0 ? String(grosze / 100) : (grosze / 100).toFixed(2).replace('.', ',');
}
