'use client';

import { PAGE_VIEW_DELAY_MS } from '@estate/domain/constants';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pushPageView } from './data-layer';

/** How long a page_view waits for a title still on its way before it goes without one. */
const TITLE_WAIT_MS = 5000;

/**
 * SPEC §2, §9: a page_view 250 ms after each route change (and the first load), by which time the
 * new page's title is in place.
 */
export function PageViewTracker() {
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route is the trigger.
  useEffect(() => {
    let observer: MutationObserver | undefined;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const push = () => {
      observer?.disconnect();
      clearTimeout(giveUp);
      pushPageView({
        page_path: location.pathname,
        page_location: location.href,
        page_title: document.title,
        page_language: document.documentElement.lang,
      });
    };
    const timer = setTimeout(() => {
      if (document.title) return push();
      // A page reached without a prefetch (decision 050) gets its title with its metadata, which
      // the router may stream after the page itself: the event waits for it, within a bound.
      observer = new MutationObserver(() => {
        if (document.title) push();
      });
      observer.observe(document.head, { subtree: true, childList: true, characterData: true });
      giveUp = setTimeout(push, TITLE_WAIT_MS);
    }, PAGE_VIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [pathname]);

  return null;
}
