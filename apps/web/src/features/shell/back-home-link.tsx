'use client';

import { splitLanguagePath } from '@estate/domain/language';
import { routePath } from '@estate/domain/routes';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** SPEC §2 error page: a back-to-home link, unless this already is the home page. */
export function BackHomeLink({ label }: { label: string }) {
  const pathname = usePathname();
  const { lang, path } = splitLanguagePath(pathname);
  if (path === '/') return null;
  return (
    <Link href={routePath('home', {}, lang)} prefetch={false} className="button button--secondary">
      {label}
    </Link>
  );
}
