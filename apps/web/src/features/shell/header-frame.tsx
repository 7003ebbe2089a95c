'use client';

import { HEADER_SHRINK_PX } from '@estate/domain/constants';
import { type ReactNode, useEffect, useState } from 'react';

/** The fixed header; it turns compact once the page is scrolled more than 80 px (SPEC §2, §9). */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [compact, setCompact] = useState(false);

  useEffect(() => {
    const update = () => setCompact(window.scrollY > HEADER_SHRINK_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return <header className={compact ? 'site-header site-header--compact' : 'site-header'}>{children}</header>;
}
