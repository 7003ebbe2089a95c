'use client';

import type { Language } from '@estate/domain/language';
import type { OfferSummary } from '@estate/domain/offer-types';
import { routePath } from '@estate/domain/routes';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { OfferTile } from '@/features/offers/offer-tile';
import { deleteFavourite, useFavourites } from './favourite-store';
import { type Favourite, isOfferFavourite } from './favourites';

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
 * The saved offers that are no longer published (taken down, or gone): asked of the API once the
 * list is known; until it answers, or when it cannot, every favourite shows as it was saved.
 */
function useUnavailable(favourites: readonly Favourite[] | null): ReadonlySet<number> {
  const [unavailable, setUnavailable] = useState<ReadonlySet<number>>(new Set());
  const ids = (favourites ?? []).filter(isOfferFavourite).map((favourite) => favourite.id);
  const key = ids.join(',');
  useEffect(() => {
    const asked = key === '' ? [] : key.split(',').map(Number).slice(0, 200);
    if (asked.length === 0) return;
    const controller = new AbortController();
    fetch('/api/classified/availability', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: asked }),
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ data: { published: number[] } }>) : null,
      )
      .then((answer) => {
        if (!answer) return;
        const published = new Set(answer.data.published);
        setUnavailable(new Set(asked.filter((id) => !published.has(id))));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [key]);
  return unavailable;
}

/**
 * /ulubione: the favourites kept in this browser (SPEC §3), drawn from the stored summaries, each
 * with a remove button (one no longer published says so, without a link); an empty state with a
 * way back to the offers.
 */
export function FavouritesList({ lang, siteUrl }: { lang: Language; siteUrl: string }) {
  const t = useTranslations('offers.favourites');
  const favourites = useFavourites();
  const unavailable = useUnavailable(favourites);
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
            {isOfferFavourite(favourite) && unavailable.has(favourite.id) ? (
              <article
                className="offer-tile offer-tile--bare offer-tile--gone"
                data-tipi={String(favourite.tipi)}
              >
                <div className="offer-tile__body">
                  <h3 className="offer-tile__title">{favourite.title}</h3>
                  <p>{t('unavailable')}</p>
                  <RemoveButton tipi={favourite.tipi} title={favourite.title} />
                </div>
              </article>
            ) : isOfferFavourite(favourite) ? (
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
