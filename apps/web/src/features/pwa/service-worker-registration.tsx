'use client';

import { useEffect } from 'react';

/** SPEC §7: the service worker at /sw.js with scope '/'; not in development, where it would cache stale code. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('site: service worker registration failed', error);
    });
  }, []);
  return null;
}
