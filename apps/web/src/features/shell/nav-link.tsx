'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';

/** Polish pages answer both as /x and /pl/x: compare without the optional prefix. */
function withoutPolishPrefix(path: string): string {
  return path.replace(/^\/pl(?=\/|$)/, '') || '/';
}

/** A menu link that marks the page the visitor is on (aria-current). */
export function NavLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const current = withoutPolishPrefix(usePathname());
  const target = withoutPolishPrefix(href.split('#')[0] ?? href);
  const isPage = current === target;
  const inSection = !isPage && target !== '/' && target !== '/en' && current.startsWith(`${target}/`);
  return (
    <SiteLink
      href={href}
      className={className}
      aria-current={isPage ? 'page' : inSection ? 'true' : undefined}
    >
      {children}
    </SiteLink>
  );
}
