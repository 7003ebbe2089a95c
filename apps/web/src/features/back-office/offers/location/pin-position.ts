/**
 * The location picker's pin as numbers: what a click, a drag or an arrow key turns into, and whether
 * the numbers typed into the editor's inputs are a place the pin can stand on. Kept apart from
 * Leaflet so that it can be tested without a browser.
 */

export interface PinPosition {
  lat: number;
  lng: number;
}

/** The pin moves this far per arrow key (about 55 m north–south); ten times as far with Shift. */
export const PIN_STEP = 0.0005;
const PIN_STEP_LARGE = PIN_STEP * 10;

/** Six decimals: about 0.1 m, finer than anyone places a pin by hand. */
const SCALE = 1e6;

/** A coordinate rounded to six decimals (never -0, which would show as "-0" in the inputs). */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * SCALE) / SCALE;
  return rounded === 0 ? 0 : rounded;
}

/**
 * A point on the map as the picker reports it: latitude clamped to ±90, longitude wrapped into
 * [-180, 180] (Leaflet reports clicks on a repeated copy of the world as 200° or -540°), both rounded.
 */
export function pinPosition(lat: number, lng: number): PinPosition {
  const clamped = Math.min(90, Math.max(-90, lat));
  const wrapped = lng >= -180 && lng <= 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180;
  return { lat: roundCoordinate(clamped), lng: roundCoordinate(wrapped) };
}

/** The typed numbers as a position for the pin, or null when either is missing or off the globe. */
export function validPosition(lat: number | null, lng: number | null): PinPosition | null {
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Whether two positions are the same to six decimals (the inputs' numbers vs. the pin's). */
export function samePosition(a: PinPosition, b: PinPosition): boolean {
  return (
    roundCoordinate(a.lat) === roundCoordinate(b.lat) && roundCoordinate(a.lng) === roundCoordinate(b.lng)
  );
}

/** Where an arrow key moves the pin, or null for any other key. */
export function nudgePin(position: PinPosition, key: string, large = false): PinPosition | null {
  const step = large ? PIN_STEP_LARGE : PIN_STEP;
  switch (key) {
    case 'ArrowUp':
      return pinPosition(position.lat + step, position.lng);
    case 'ArrowDown':
      return pinPosition(position.lat - step, position.lng);
    case 'ArrowRight':
      return pinPosition(position.lat, position.lng + step);
    case 'ArrowLeft':
      return pinPosition(position.lat, position.lng - step);
    default:
      return null;
  }
}
