'use client';

import { BOOKMARKS_STORAGE_KEY } from '@estate/domain/constants';
import { useSyncExternalStore } from 'react';
import { BOOKMARKS_CHANGED_EVENT } from './favourite-count';
import {
  type Bookmark,
  parseBookmarks,
  removeBookmark,
  toggleBookmarkIn,
  uniqueBookmarks,
} from './favourites';

let cachedText: string | null | undefined;
let cachedList: readonly Bookmark[] = [];

/** The stored list; the same array while the stored text is unchanged (useSyncExternalStore needs that). */
export function readBookmarks(): readonly Bookmark[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(BOOKMARKS_STORAGE_KEY);
  } catch {
    // Storage switched off: nothing is kept.
  }
  if (text !== cachedText) {
    cachedText = text;
    cachedList = uniqueBookmarks(parseBookmarks(text));
  }
  return cachedList;
}

/** SPEC §3: saved whenever one is added or removed or the set is replaced; the header count follows. */
export function saveBookmarks(list: readonly Bookmark[]): void {
  try {
    localStorage.setItem(BOOKMARKS_STORAGE_KEY, JSON.stringify(list));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(BOOKMARKS_CHANGED_EVENT));
}

export function toggleBookmark(bookmark: Bookmark): void {
  saveBookmarks(toggleBookmarkIn(readBookmarks(), bookmark));
}

export function deleteBookmark(tipi: Bookmark['tipi']): void {
  saveBookmarks(removeBookmark(readBookmarks(), tipi));
}

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

/** The bookmarks, or null on the server and during hydration (they live in the browser only). */
export function useBookmarks(): readonly Bookmark[] | null {
  return useSyncExternalStore<readonly Bookmark[] | null>(subscribe, readBookmarks, () => null);
}
