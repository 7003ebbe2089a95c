'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Focus kept on a list's "move" button across the re-render that moved its item (the FAQ's order,
 * a group's members): `keep(id)` names the button by its `data-move`, which is focused once drawn.
 */
export function useKeptFocus() {
  const [focus, keep] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!focus) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]`)?.focus();
    keep(null);
  }, [focus]);
  return { list, keep };
}
