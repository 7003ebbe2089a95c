'use client';

import { BOOKMARKS_STORAGE_KEY } from '@estate/domain/constants';
import { useSyncExternalStore } from 'react';
import { parseBookmarks, uniqueBookmarks } from './favourites';

/** Fired on window by whatever changes the bookmarks in this tab ('storage' covers other tabs). */
export const BOOKMARKS_CHANGED_EVENT = 'bookmarks-changed';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BOOKMARKS_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(BOOKMARKS_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(BOOKMARKS_CHANGED_EVENT, onChange);
  };
}

function readCount(): number {
  try {
    return uniqueBookmarks(parseBookmarks(localStorage.getItem(BOOKMARKS_STORAGE_KEY))).length;
  } catch {
    // Storage can be switched off; then nothing is saved either.
    return 0;
  }
}

/** The number of bookmarks, or null while rendering on the server (the count lives in the browser). */
export function useBookmarkCount(): number | null {
  return useSyncExternalStore(subscribe, readCount, () => null);
}
