'use client';

import { FAVOURITES_STORAGE_KEY } from '@estate/domain/constants';
import { useSyncExternalStore } from 'react';
import { FAVOURITES_CHANGED_EVENT, subscribeToFavourites } from './favourite-count';
import {
  type Favourite,
  parseFavourites,
  removeFavourite,
  toggleFavouriteIn,
  uniqueFavourites,
} from './favourites';

let cachedText: string | null | undefined;
let cachedList: readonly Favourite[] = [];

/** The stored list; the same array while the stored text is unchanged (useSyncExternalStore needs that). */
function readFavourites(): readonly Favourite[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(FAVOURITES_STORAGE_KEY);
  } catch {
    // Storage switched off: nothing is kept.
  }
  if (text !== cachedText) {
    cachedText = text;
    cachedList = uniqueFavourites(parseFavourites(text));
  }
  return cachedList;
}

/** SPEC §3: saved whenever one is added or removed or the set is replaced; the header count follows. */
function saveFavourites(list: readonly Favourite[]): void {
  try {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(FAVOURITES_CHANGED_EVENT));
}

export function toggleFavourite(favourite: Favourite): void {
  saveFavourites(toggleFavouriteIn(readFavourites(), favourite));
}

export function deleteFavourite(tipi: Favourite['tipi']): void {
  saveFavourites(removeFavourite(readFavourites(), tipi));
}

/** The favourites, or null on the server and during hydration (they live in the browser only). */
export function useFavourites(): readonly Favourite[] | null {
  return useSyncExternalStore<readonly Favourite[] | null>(subscribeToFavourites, readFavourites, () => null);
}

/**
 * Whether one offer is a favourite, or null on the server and during hydration. Each heart asks only
 * this, so a tap re-renders the one heart whose answer changed, not every heart of the list.
 */
export function useIsFavourite(tipi: string): boolean | null {
  return useSyncExternalStore<boolean | null>(
    subscribeToFavourites,
    () => readFavourites().some((favourite) => String(favourite.tipi) === tipi),
    () => null,
  );
}
