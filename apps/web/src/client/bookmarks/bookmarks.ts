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
