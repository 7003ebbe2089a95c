'use client';

import { MAX_COMPARED, parseCompareSegment, withCompared } from '@estate/domain/compare-offers';
import { useSyncExternalStore } from 'react';
import {
  COMPARE_CHANGED_EVENT,
  COMPARE_STORAGE_KEY,
  readComparedText,
  subscribeToCompared,
} from './compare-storage';

function comparedIds(text: string): number[] {
  return (text && parseCompareSegment(text)) || [];
}

function save(ids: readonly number[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(COMPARE_STORAGE_KEY);
    else localStorage.setItem(COMPARE_STORAGE_KEY, ids.join('-'));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(COMPARE_CHANGED_EVENT));
}

/** Adds the offer, or takes it out when it is there; a full list takes no more. */
export function toggleCompared(id: number): void {
  const ids = comparedIds(readComparedText());
  if (ids.includes(id)) save(ids.filter((other) => other !== id));
  else {
    const next = withCompared(ids, id);
    if (next) save(next);
  }
}

/** Whether this offer is compared, and whether the list can take it; null until the browser is read. */
export function useCompareState(id: number): 'in' | 'out' | 'full' | null {
  return useSyncExternalStore<'in' | 'out' | 'full' | null>(
    subscribeToCompared,
    () => {
      const ids = comparedIds(readComparedText());
      if (ids.includes(id)) return 'in';
      return ids.length >= MAX_COMPARED ? 'full' : 'out';
    },
    () => null,
  );
}
