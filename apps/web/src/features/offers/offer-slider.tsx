import type { Language } from '@estate/domain/language';
import type { OfferSummary } from '@estate/domain/offer-types';
import { OfferTile } from './offer-tile';

/**
 * A horizontal row of tiles (home novelty, recommended and most-viewed sliders): server-rendered,
 * scrolled natively with scroll-snap, by touch, trackpad, or the keyboard once focused. They sit
 * below the slider, search form and map on every screen: their photos wait for the first paint.
 */
export function OfferSlider({
  id,
  heading,
  offers,
  lang,
  siteUrl,
  more,
}: {
  id: string;
  heading: string;
  offers: readonly OfferSummary[];
  lang: Language;
  siteUrl: string;
  more?: { href: string; label: string };
}) {
  if (offers.length === 0) return null;
  return (
    <section className="offer-slider page__section" aria-labelledby={`${id}-heading`}>
      <div className="offer-slider__head">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {more && (
          <a className="offer-slider__more" href={more.href}>
            {more.label}
          </a>
        )}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard. */}
      <ul className="offer-slider__track" tabIndex={0} aria-labelledby={`${id}-heading`} data-testid={id}>
        {offers.map((offer) => (
          <li key={offer.id} className="offer-slider__item">
            <OfferTile offer={offer} lang={lang} siteUrl={siteUrl} photoAfterFirstPaint />
          </li>
        ))}
      </ul>
    </section>
  );
}
