/**
 * SPEC §3 Bookmark (a favourite here, decision 028): identified by `tipi`, kept as a JSON array under localStorage `bookmarks`. Only
 * `tipi` is known, so the rest of each element is carried along untouched.
 */
export interface Favourite {
  tipi: string | number;
  [field: string]: unknown;
}

function isFavourite(value: unknown): value is Favourite {
  if (typeof value !== 'object' || value === null) return false;
  const tipi = (value as { tipi?: unknown }).tipi;
  return typeof tipi === 'string' || typeof tipi === 'number';
}

/** What the stored text holds; anything unreadable counts as no favourites rather than an error. */
export function parseFavourites(stored: string | null): Favourite[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter(isFavourite) : [];
  } catch {
    return [];
  }
}

/** SPEC §4: adding is ignored when the same tipi is there. */
export function addFavourite(list: readonly Favourite[], favourite: Favourite): readonly Favourite[] {
  return list.some((b) => String(b.tipi) === String(favourite.tipi)) ? list : [...list, favourite];
}

/** SPEC §4: removal filters by tipi. */
export function removeFavourite(list: readonly Favourite[], tipi: Favourite['tipi']): readonly Favourite[] {
  return list.filter((b) => String(b.tipi) !== String(tipi));
}

/** The favourite heart: removes the tipi when it is there, adds the favourite otherwise. */
export function toggleFavouriteIn(list: readonly Favourite[], favourite: Favourite): readonly Favourite[] {
  return hasFavourite(list, favourite.tipi)
    ? removeFavourite(list, favourite.tipi)
    : addFavourite(list, favourite);
}

function hasFavourite(list: readonly Favourite[], tipi: Favourite['tipi']): boolean {
  return list.some((b) => String(b.tipi) === String(tipi));
}

/**
 * Whether a favourite carries enough of an offer to draw its tile (the site stores the offer's
 * summary; favourites from elsewhere may hold the tipi only).
 */
export function isOfferFavourite<T extends Favourite>(
  favourite: T,
): favourite is T & { id: number; title: string; localizationVoivodeship: number; typeProperty: number } {
  return (
    typeof favourite.id === 'number' &&
    typeof favourite.title === 'string' &&
    typeof favourite.localizationVoivodeship === 'number' &&
    typeof favourite.typeProperty === 'number'
  );
}

/** A stored list written by hand or by an older page may repeat a tipi; the first one counts. */
export function uniqueFavourites(list: readonly Favourite[]): readonly Favourite[] {
  return list.reduce<readonly Favourite[]>((out, favourite) => addFavourite(out, favourite), []);
}
