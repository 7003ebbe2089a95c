'use client';

import type { Language } from '@estate/domain/language';
import type { OfferSummary } from '@estate/domain/offer-types';
import { routePath } from '@estate/domain/routes';
import { useTranslations } from 'next-intl';
import { OfferTile } from '@/features/offers/offer-tile';
import { deleteFavourite, useFavourites } from './favourite-store';
import { isOfferFavourite } from './favourites';

function RemoveButton({ tipi, title }: { tipi: string | number; title: string }) {
  const t = useTranslations('offers.favourites');
  return (
    <button
      type="button"
      className="favourite-remove"
      aria-label={t('remove', { title })}
      onClick={() => deleteFavourite(tipi)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * /ulubione: the favourites kept in this browser (SPEC §3), drawn from the stored summaries, each
 * with a remove button; an empty state with a way back to the offers.
 */
export function FavouritesList({ lang, siteUrl }: { lang: Language; siteUrl: string }) {
  const t = useTranslations('offers.favourites');
  const favourites = useFavourites();
  // The list lives in the browser; the server's HTML and the first render keep its place empty.
  if (favourites === null) return <div className="favourites favourites--loading" aria-busy="true" />;
  if (favourites.length === 0) {
    return (
      <div className="favourites favourites--empty">
        <p>{t('empty')}</p>
        <a className="button button--primary" href={routePath('sprzedaz', {}, lang)}>
          {t('browse')}
        </a>
      </div>
    );
  }
  return (
    <div className="favourites offer-results" data-view="grid3">
      <h2 className="offer-toolbar__count" data-testid="favourites-count">
        {t('count', { count: favourites.length })}
      </h2>
      <ul className="offer-grid">
        {favourites.map((favourite) => (
          <li key={String(favourite.tipi)} className="offer-grid__item">
            {isOfferFavourite(favourite) ? (
              <OfferTile
                offer={favourite as unknown as OfferSummary}
                lang={lang}
                siteUrl={siteUrl}
                action={<RemoveButton tipi={favourite.tipi} title={favourite.title} />}
              />
            ) : (
              <article className="offer-tile offer-tile--bare" data-tipi={String(favourite.tipi)}>
                <div className="offer-tile__body">
                  <h3 className="offer-tile__title">{String(favourite.tipi)}</h3>
                  <RemoveButton tipi={favourite.tipi} title={String(favourite.tipi)} />
                </div>
              </article>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
