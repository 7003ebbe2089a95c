import { placeOfTown, type TownPlace } from './town-place';
import { TOWNS } from './towns';
import { VOIVODESHIPS, voivodeshipByCode } from './voivodeships';

const placeOf = (row: (typeof TOWNS)[number]): TownPlace => ({ name: row[0], lat: row[2], lng: row[3] });

/** Every town, largest first (the table's order): a name found in several voivodeships is the largest's. */
const ALL_PLACES: readonly TownPlace[] = TOWNS.map(placeOf);

/** Each voivodeship's towns by its code, alphabetical (Polish order), made once. */
const PLACES_BY_VOIVODESHIP: ReadonlyMap<number, readonly TownPlace[]> = new Map(
  VOIVODESHIPS.map((voivodeship) => [
    voivodeship.code,
    TOWNS.filter((row) => row[1] === voivodeship.key)
      .map(placeOf)
      .sort((a, b) => a.name.localeCompare(b.name, 'pl')),
  ]),
);

/** A voivodeship's towns (by its code), alphabetical; none for an unknown code. */
export function townPlacesOf(voivodeshipCode: number): readonly TownPlace[] {
  return PLACES_BY_VOIVODESHIP.get(voivodeshipCode) ?? [];
}

/**
 * A town's coordinates from the towns table (`placeOfTown`): in the voivodeship when it is known,
 * else by name alone. The XLSX import fills a row's empty coordinates with them.
 */
export function townCoordinates(town: unknown, voivodeship: unknown): readonly [number, number] | undefined {
  if (typeof town !== 'string') return undefined;
  const known = typeof voivodeship === 'number' && voivodeshipByCode(voivodeship) !== undefined;
  const place = placeOfTown(known ? townPlacesOf(voivodeship) : ALL_PLACES, town);
  return place ? [place.lat, place.lng] : undefined;
}
