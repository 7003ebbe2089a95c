import type { OfferSummary } from '@estate/domain/offer-types';
import { useTranslations } from 'next-intl';

/** SPEC §2 tile badges, in this order. */
const BADGES = ['isSold', 'isNew', 'isNewPrice', 'isDiscount', 'isMakeOffer'] as const;

export function OfferBadges({ offer }: { offer: Pick<OfferSummary, (typeof BADGES)[number]> }) {
  const t = useTranslations('offers.badges');
  const shown = BADGES.filter((badge) => offer[badge] === 1);
  if (shown.length === 0) return null;
  return (
    <ul className="offer-badges">
      {shown.map((badge) => (
        <li key={badge} className={`offer-badge offer-badge--${badge}`} data-badge={badge}>
          {t(badge)}
        </li>
      ))}
    </ul>
  );
}
