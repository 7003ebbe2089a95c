'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

export const FOOTER_ID = 'site-footer';

/** SPEC §2: appears once the footer's top is within the viewport height. */
export function ScrollTopButton() {
  const t = useTranslations('footer');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const footer = document.getElementById(FOOTER_ID);
    if (!footer) return;
    // The footer ends the page, so it intersects the viewport exactly when its top is inside it.
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  return (
    <button
      type="button"
      className={visible ? 'scroll-top scroll-top--visible' : 'scroll-top'}
      aria-label={t('scrollTop')}
      hidden={!visible}
      onClick={() => {
        // Focus moves to the page's content first: a focused button that disappears mid-scroll
        // makes the browser drop the focus and stop the smooth scroll.
        document.getElementById('main')?.focus({ preventScroll: true });
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
