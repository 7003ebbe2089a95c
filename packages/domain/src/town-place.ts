/** A town as the offer editor offers it: its name as the towns table writes it and where it lies. */
export interface TownPlace {
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
}

/**
 * The place a typed town name stands for (issue 35): the first of `places` whose name is the typed
 * one as the towns table writes it, spaces around it ignored (the case counts, as the editor's
 * `isTownOf` check does). The one rule by which the XLSX import fills empty coordinates from the
 * town (`town-coordinates.ts`) and the offer editor moves its pin when a town is picked; the editor
 * runs it in the browser over the voivodeship's places the server handed over, so this module
 * imports no table.
 */
export function placeOfTown(places: readonly TownPlace[], typed: string): TownPlace | undefined {
  const name = typed.trim();
  if (name === '') return undefined;
  return places.find((place) => place.name === name);
}
