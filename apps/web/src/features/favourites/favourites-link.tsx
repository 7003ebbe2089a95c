'use client';

import { useTranslations } from 'next-intl';
import { SiteLink } from '@/components/ui/site-link';
import { useFavouriteCount } from './favourite-count';

/** The header's favourites link with the number of favourites kept in this browser (SPEC §2, §3). */
export function FavouritesLink({ href }: { href: string }) {
  const t = useTranslations('header');
  const count = useFavouriteCount();
  return (
    <SiteLink href={href} className="favourites-link">
      <svg className="favourites-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="favourites-link__label">{t('favourites')}</span>
      {count !== null && (
        <>
          <span className="favourites-link__count" aria-hidden="true" data-count={count}>
            {count}
          </span>
          <span className="visually-hidden">({t('favouritesCount', { count })})</span>
        </>
      )}
    </SiteLink>
  );
}
