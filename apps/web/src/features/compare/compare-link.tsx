'use client';

import { type Language, localePath } from '@estate/domain/language';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { readComparedText, subscribeToCompared } from './compare-storage';

/**
 * The header's link to the comparison of the offers kept in this browser, drawn like the
 * favourites' (an icon and the count, so it fits a phone's header); none while the list is empty.
 * On every page, so it reads the stored text with a pattern instead of the domain's parser: a text
 * the toggle did not write is no link (the compare page would answer 404 for it anyway).
 */
export function CompareLink({ lang }: { lang: Language }) {
  const t = useTranslations('offers.compare');
  const text = useSyncExternalStore(subscribeToCompared, readComparedText, () => '');
  if (!/^[1-9]\d*(-[1-9]\d*){0,3}$/.test(text)) return null;
  const count = text.split('-').length;
  return (
    <SiteLink
      href={localePath(lang, `/porownaj/${text}`)}
      className="favourites-link compare-link"
      aria-label={t('link', { count })}
    >
      <svg className="favourites-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M4 5h6v14H4zM14 5h6v14h-6z" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="favourites-link__count" aria-hidden="true">
        {count}
      </span>
    </SiteLink>
  );
}
