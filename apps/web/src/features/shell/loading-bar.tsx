'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { loaderView } from './loader-reducer';
import { loaderStore } from './loader-store';

/**
 * SPEC §4 loading bar. Navigations start it (instrumentation-client.ts); the new route arriving
 * finishes it; error boundaries and failed fetches turn it to failed.
 */
export function LoadingBar() {
  const t = useTranslations('loader');
  const state = useSyncExternalStore(loaderStore.subscribe, loaderStore.getSnapshot, loaderStore.getSnapshot);
  const pathname = usePathname();
  const finishedAt = useRef(pathname);

  // A new route finishes the bar. Only a change counts: a click before hydration ended has already
  // started it, and mounting must not cancel that.
  useEffect(() => {
    if (finishedAt.current === pathname) return;
    finishedAt.current = pathname;
    loaderStore.finish();
  }, [pathname]);

  const view = loaderView(state);
  if (!view.visible) return null;
  return (
    <div
      className={view.failed ? 'loading-bar loading-bar--failed' : 'loading-bar'}
      role="progressbar"
      aria-label={t('label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(view.progress)}
    >
      <div className="loading-bar__fill" style={{ transform: `scaleX(${view.progress / 100})` }} />
    </div>
  );
}
