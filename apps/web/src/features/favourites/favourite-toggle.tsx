'use client';

import type { OfferSummary } from '@estate/domain/offer-types';
import { useTranslations } from 'next-intl';
import { toggleFavourite, useIsFavourite } from './favourite-store';

/**
 * The heart on a tile and on the offer page. The whole summary is stored with the tipi, so the
 * favourites page can draw the tile without an API call by tipi (there is none).
 */
export function FavouriteToggle({
  offer,
  className = 'favourite-toggle',
}: {
  offer: OfferSummary;
  className?: string;
}) {
  const t = useTranslations('offers');
  const favourite = useIsFavourite(offer.tipi);
  const active = favourite ?? false;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={active}
      aria-label={
        active ? t('removeFavourite', { title: offer.title }) : t('addFavourite', { title: offer.title })
      }
      // Until the stored list is read, a press could not know whether it adds or removes.
      disabled={favourite === null}
      onClick={() => toggleFavourite({ ...offer })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
