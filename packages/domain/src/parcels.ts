/**
 * Cadastral parcels (działki ewidencyjne) by their national identifier, TERYT unit, precinct and
 * number — `146518_8.0108.27/3`, or with a map sheet, `141201_1.0001.AR_1.123/4` — and their page
 * in the national geoportal, which the offer page links to (issue 17, decision 032).
 */
const PARCEL_ID = /^\d{6}_\d\.\d{4}(?:\.AR_\d{1,3})?\.\d{1,6}(?:\/\d{1,4})?$/;

export const MAX_PARCELS = 50;

export function isParcelId(value: string): boolean {
  return PARCEL_ID.test(value);
}

/**
 * The geoportal's view of one parcel (it finds and outlines the parcel by its identifier). The id
 * goes as written: a valid one holds only digits, letters, `_`, `.` and `/`, all safe in a query.
 */
export function geoportalParcelUrl(id: string): string {
  if (!isParcelId(id)) throw new Error(`Not a parcel identifier: ${id}`);
  return `https://mapy.geoportal.gov.pl/imap/?identifyParcel=${id}`;
}

/** Identifiers as staff type them (one per line, or separated by commas or spaces) or as a list. */
export function splitParcelIds(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(/[\s,;]+/) : value.map((part) => part.trim());
  return parts.filter((part) => part !== '');
}

/** As the offers table stores them: one text, ids separated by ", " (none stored as null). */
export function joinParcelIds(ids: readonly string[]): string | null {
  return ids.length === 0 ? null : ids.join(', ');
}
