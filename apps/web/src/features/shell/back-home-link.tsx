'use client';

import { splitLanguagePath } from '@estate/domain/language';
import { routePath } from '@estate/domain/routes';
import { usePathname } from 'next/navigation';
import { SiteLink } from '@/components/ui/site-link';

/** SPEC §2 error page: a back-to-home link, unless this already is the home page. */
export function BackHomeLink({ label }: { label: string }) {
  const pathname = usePathname();
  const { lang, path } = splitLanguagePath(pathname);
  if (path === '/') return null;
  return (
    <SiteLink href={routePath('home', {}, lang)} className="button button--secondary">
      {label}
    </SiteLink>
  );
}
