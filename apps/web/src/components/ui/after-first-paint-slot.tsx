'use client';

import type { ReactNode } from 'react';
import { useAfterFirstPaint } from './after-first-paint';

/**
 * Mounts its children once the page has been painted and the main thread is idle (issue 33): what
 * a first paint does not need (network status, the tag manager, the service worker's registration)
 * then costs nothing during the load a slow phone spends hydrating. Reached by a client-side
 * navigation, the page mounts them at once.
 */
export function AfterFirstPaintSlot({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
