import { type OfferBadge, visibleBadges } from '@estate/domain/offer-availability';
import type { OfferSummary } from '@estate/domain/offer-types';
import { useTranslations } from 'next-intl';

/** SPEC §2 tile badges, as the domain shows them: a sold offer's "sold" alone (decision 045). */
export function OfferBadges({ offer }: { offer: Pick<OfferSummary, OfferBadge> }) {
  const t = useTranslations('offers.badges');
  const shown = visibleBadges(offer);
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
