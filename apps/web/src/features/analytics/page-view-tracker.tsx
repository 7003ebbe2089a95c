'use client';

import { PAGE_VIEW_DELAY_MS } from '@estate/domain/constants';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pushPageView } from './data-layer';

/**
 * SPEC §2, §9: a page_view 250 ms after each route change (and the first load), by which time the
 * new page's title is in place.
 */
export function PageViewTracker() {
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route is the trigger.
  useEffect(() => {
    const timer = setTimeout(
      () =>
        pushPageView({
          page_path: location.pathname,
          page_location: location.href,
          page_title: document.title,
          page_language: document.documentElement.lang,
        }),
      PAGE_VIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
