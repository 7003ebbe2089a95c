'use client';

import { subscribeToStoredKey } from '@/lib/storage/stored-key-subscription';

/**
 * Where the compared offers are kept: local storage under `compare`, as `12-45-7` (the compare
 * path's own segment), like the bookmarks (SPEC §3). Kept apart from the toggle's rules so the
 * header's link, on every page, loads only this.
 */
export const COMPARE_STORAGE_KEY = 'compare';
/** Fired on window when this tab changes the list ('storage' covers other tabs). */
export const COMPARE_CHANGED_EVENT = 'compare-changed';

export function subscribeToCompared(onChange: () => void): () => void {
  return subscribeToStoredKey(COMPARE_STORAGE_KEY, COMPARE_CHANGED_EVENT, onChange);
}

/** The stored text itself (a string compares by value, as useSyncExternalStore needs). */
export function readComparedText(): string {
  try {
    return localStorage.getItem(COMPARE_STORAGE_KEY) ?? '';
  } catch {
    // Storage switched off: nothing is kept.
    return '';
  }
}
