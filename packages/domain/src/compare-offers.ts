/**
 * Comparing offers side by side (issue 36): which offers a compare URL names, and the distances
 * between them. Without zod, so the browser's compare toggle can use it.
 */

/** At most this many offers side by side: four columns still fit a printed A4 page in landscape. */
export const MAX_COMPARED = 4;

/** The compare path's segment: the offers' ids in the visitor's order, joined by '-' (`12-45-78`). */
export function compareSegment(ids: readonly number[]): string {
  return ids.join('-');
}

/**
 * The offer ids a compare segment names, in order; null when it is not 1 to MAX_COMPARED distinct
 * positive ids (the page answers 404, as for any malformed path).
 */
export function parseCompareSegment(segment: string): number[] | null {
  const parts = segment.split('-');
  if (parts.length === 0 || parts.length > MAX_COMPARED) return null;
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^[1-9]\d{0,9}$/.test(part)) return null;
    const id = Number(part);
    if (ids.includes(id)) return null;
    ids.push(id);
  }
  return ids;
}

/** Adds an offer to a compare list (last, once), or null when the list is already full. */
export function withCompared(ids: readonly number[], id: number): number[] | null {
  if (ids.includes(id)) return [...ids];
  if (ids.length >= MAX_COMPARED) return null;
  return [...ids, id];
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km (haversine), as the crow flies. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a row's values differ between the compared offers (empty cells count as a value). */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  return new Set(values.map((value) => value ?? '')).size > 1;
}
