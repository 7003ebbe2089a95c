/**
 * SPEC §3 Bookmark: identified by `tipi`, kept as a JSON array under localStorage `bookmarks`. Only
 * `tipi` is known, so the rest of each element is carried along untouched.
 */
export interface Bookmark {
  tipi: string | number;
  [field: string]: unknown;
}

function isBookmark(value: unknown): value is Bookmark {
  if (typeof value !== 'object' || value === null) return false;
  const tipi = (value as { tipi?: unknown }).tipi;
  return typeof tipi === 'string' || typeof tipi === 'number';
}

/** What the stored text holds; anything unreadable counts as no bookmarks rather than an error. */
export function parseBookmarks(stored: string | null): Bookmark[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter(isBookmark) : [];
  } catch {
    return [];
  }
}

/** SPEC §4: adding is ignored when the same tipi is there. */
export function addBookmark(list: readonly Bookmark[], bookmark: Bookmark): readonly Bookmark[] {
  return list.some((b) => String(b.tipi) === String(bookmark.tipi)) ? list : [...list, bookmark];
}

/** SPEC §4: removal filters by tipi. */
export function removeBookmark(list: readonly Bookmark[], tipi: Bookmark['tipi']): readonly Bookmark[] {
  return list.filter((b) => String(b.tipi) !== String(tipi));
}

/** The favourite heart: removes the tipi when it is there, adds the bookmark otherwise. */
export function toggleBookmarkIn(list: readonly Bookmark[], bookmark: Bookmark): readonly Bookmark[] {
  return hasBookmark(list, bookmark.tipi) ? removeBookmark(list, bookmark.tipi) : addBookmark(list, bookmark);
}

export function hasBookmark(list: readonly Bookmark[], tipi: Bookmark['tipi']): boolean {
  return list.some((b) => String(b.tipi) === String(tipi));
}

/**
 * Whether a bookmark carries enough of an offer to draw its tile (the site stores the offer's
 * summary; bookmarks from elsewhere may hold the tipi only).
 */
export function isOfferBookmark<T extends Bookmark>(
  bookmark: T,
): bookmark is T & { id: number; title: string; localizationVoivodeship: number; typeProperty: number } {
  return (
    typeof bookmark.id === 'number' &&
    typeof bookmark.title === 'string' &&
    typeof bookmark.localizationVoivodeship === 'number' &&
    typeof bookmark.typeProperty === 'number'
  );
}

/** A stored list written by hand or by an older page may repeat a tipi; the first one counts. */
export function uniqueBookmarks(list: readonly Bookmark[]): readonly Bookmark[] {
  return list.reduce<readonly Bookmark[]>((out, bookmark) => addBookmark(out, bookmark), []);
}
