'use client';

import { FAVOURITES_STORAGE_KEY } from '@estate/domain/constants';
import { useSyncExternalStore } from 'react';
import { subscribeToStoredKey } from '@/lib/storage/stored-key-subscription';
import { parseFavourites, uniqueFavourites } from './favourites';

/** Fired on window by whatever changes the favourites in this tab ('storage' covers other tabs). */
export const FAVOURITES_CHANGED_EVENT = 'bookmarks-changed';

/** Calls onChange when the stored favourites change, in this tab or another; returns the unsubscribe. */
export function subscribeToFavourites(onChange: () => void): () => void {
  return subscribeToStoredKey(FAVOURITES_STORAGE_KEY, FAVOURITES_CHANGED_EVENT, onChange);
}

function readCount(): number {
  try {
    return uniqueFavourites(parseFavourites(localStorage.getItem(FAVOURITES_STORAGE_KEY))).length;
  } catch {
    // Storage can be switched off; then nothing is saved either.
    return 0;
  }
}

/** The number of favourites, or null while rendering on the server (the count lives in the browser). */
export function useFavouriteCount(): number | null {
  return useSyncExternalStore(subscribeToFavourites, readCount, () => null);
}
