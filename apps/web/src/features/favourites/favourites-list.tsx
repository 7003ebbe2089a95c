'use client';

import type { Language } from '@estate/domain/language';
import type { OfferSummary } from '@estate/domain/offer-types';
import { routePath } from '@estate/domain/routes';
import { useTranslations } from 'next-intl';
import { OfferTile } from '@/features/offers/offer-tile';
import { deleteBookmark, useBookmarks } from './favourite-store';
import { isOfferBookmark } from './favourites';

function RemoveButton({ tipi, title }: { tipi: string | number; title: string }) {
  const t = useTranslations('offers.favourites');
  return (
    <button
      type="button"
      className="favourite-remove"
      aria-label={t('remove', { title })}
      onClick={() => deleteBookmark(tipi)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * /ulubione: the bookmarks kept in this browser (SPEC §3), drawn from the stored summaries, each
 * with a remove button; an empty state with a way back to the offers.
 */
export function FavouritesList({ lang, siteUrl }: { lang: Language; siteUrl: string }) {
  const t = useTranslations('offers.favourites');
  const bookmarks = useBookmarks();
  // The list lives in the browser; the server's HTML and the first render keep its place empty.
  if (bookmarks === null) return <div className="favourites favourites--loading" aria-busy="true" />;
  if (bookmarks.length === 0) {
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
        {t('count', { count: bookmarks.length })}
      </h2>
      <ul className="offer-grid">
        {bookmarks.map((bookmark) => (
          <li key={String(bookmark.tipi)} className="offer-grid__item">
            {isOfferBookmark(bookmark) ? (
              <OfferTile
                offer={bookmark as unknown as OfferSummary}
                lang={lang}
                siteUrl={siteUrl}
                action={<RemoveButton tipi={bookmark.tipi} title={bookmark.title} />}
              />
            ) : (
              <article className="offer-tile offer-tile--bare" data-tipi={String(bookmark.tipi)}>
                <div className="offer-tile__body">
                  <h3 className="offer-tile__title">{String(bookmark.tipi)}</h3>
                  <RemoveButton tipi={bookmark.tipi} title={String(bookmark.tipi)} />
                </div>
              </article>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
