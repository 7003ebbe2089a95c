import type { Language } from '@estate/domain/language';
import { formatPrice } from '@estate/domain/money';
import type { OfferSummary } from '@estate/domain/offer-types';
import { effectivePrice } from '@estate/domain/price-band';
import { useTranslations } from 'next-intl';

/**
 * The price in PLN without decimals (SPEC §3, grosze / 100); a discounted offer shows its discount
 * price with the old one struck through, which a screen reader announces as the previous price.
 */
export function OfferPrice({
  offer,
  lang,
  className = 'offer-price',
}: {
  offer: Pick<OfferSummary, 'price' | 'discountPrice' | 'isDiscount'>;
  lang: Language;
  className?: string;
}) {
  const t = useTranslations('offers');
  const current = effectivePrice(offer);
  // The old price is struck through only while the discount price is what a buyer pays.
  const old = current !== offer.price ? offer.price : null;
  if (current === null) return <p className={className}>{t('priceOnRequest')}</p>;
  return (
    <p className={className}>
      <strong className="offer-price__current" data-testid="offer-price">
        {formatPrice(current, lang)}
      </strong>
      {old !== null && (
        <del className="offer-price__old">
          <span className="visually-hidden">{t('oldPrice')} </span>
          {formatPrice(old, lang)}
        </del>
      )}
    </p>
  );
}
