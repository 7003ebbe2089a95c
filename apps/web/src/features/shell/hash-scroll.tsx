'use client';

import { ROUTE_SCROLL_DELAY_MS, SCROLL_OFFSET_PX } from '@estate/domain/constants';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

function scrollToHash(hash: string): void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Keep the raw id.
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX,
    behavior: smooth ? 'smooth' : 'auto',
  });
  // Keyboard and screen-reader users continue from the target, not from the link they left.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * SPEC §2, §9: navigating to a #hash scrolls there after 600 ms (content above it may still be
 * loading) with a 100 px offset for the fixed header. Same-page hash links are taken over so the
 * browser does not jump first.
 */
export function HashScroll() {
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route is the trigger to scroll again.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (location.hash) timer = setTimeout(() => scrollToHash(location.hash), ROUTE_SCROLL_DELAY_MS);
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
      if (!link || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || url.pathname !== location.pathname || url.hash.length < 2) return;
      event.preventDefault();
      history.pushState(history.state, '', url.hash);
      schedule();
    };

    // Capture phase: ahead of the router's own link handling, which would jump without the offset.
    document.addEventListener('click', onClick, true);
    window.addEventListener('hashchange', schedule);
    schedule();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('hashchange', schedule);
    };
  }, [pathname]);

  return null;
}
