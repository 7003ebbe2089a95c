import type { Language } from '@estate/domain/language';
import { formatArea } from '@estate/domain/money';
import { floorArea } from '@estate/domain/offer-areas';
import type { OfferSummary } from '@estate/domain/offer-types';
import { propertyTypeName } from '@estate/domain/property-types';
import { routePath } from '@estate/domain/routes';
import { voivodeshipByCode, voivodeshipName } from '@estate/domain/voivodeships';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ShareLinks } from '@/components/ui/share-links';
import { SiteLink } from '@/components/ui/site-link';
import { CompareToggle } from '@/features/compare/compare-toggle';
import { FavouriteToggle } from '@/features/favourites/favourite-toggle';
import { OfferBadges } from './offer-badges';
import { OfferPhoto } from './offer-photo';
import { OfferPrice } from './offer-price';

/** Widths the photo takes in the grid3 layout (the widest of the three at each breakpoint). */
const TILE_SIZES = '(min-width: 1200px) 380px, (min-width: 768px) 50vw, 100vw';

/**
 * An offer tile (SPEC §2): photo with badges, favourite and share links, title linking to the
 * offer, address, key details and price. Not async, so the favourites page can draw it in the
 * browser too; `action` replaces the favourite toggle there (a remove button).
 */
export function OfferTile({
  offer,
  lang,
  siteUrl,
  headingLevel = 3,
  action,
  photoAfterFirstPaint = false,
}: {
  offer: OfferSummary;
  lang: Language;
  siteUrl: string;
  headingLevel?: 2 | 3;
  action?: ReactNode;
  /** The tile sits where no first view reaches (decision 042): its photo waits for the first paint. */
  photoAfterFirstPaint?: boolean;
}) {
  const t = useTranslations('offers');
  const href = routePath('szczegoly_ogloszenia', { id: offer.id }, lang);
  const voivodeship = voivodeshipByCode(offer.localizationVoivodeship);
  const address = [offer.localizationTown, voivodeship && voivodeshipName(voivodeship, lang), offer.street]
    .filter(Boolean)
    .join(', ');
  const area = floorArea(offer);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="offer-tile" data-offer-id={offer.id} data-tipi={offer.tipi}>
      <div className="offer-tile__media">
        {offer.photo ? (
          <SiteLink href={href} tabIndex={-1} className="offer-tile__photo-link">
            <OfferPhoto
              photo={offer.photo}
              sizes={TILE_SIZES}
              className="offer-tile__photo"
              afterFirstPaint={photoAfterFirstPaint}
            />
          </SiteLink>
        ) : (
          <div className="offer-tile__photo offer-tile__photo--none">{t('noPhoto')}</div>
        )}
        <OfferBadges offer={offer} />
        <div className="offer-tile__actions">
          {action ?? <FavouriteToggle offer={offer} />}
          <CompareToggle id={offer.id} title={offer.title} />
        </div>
        <div className="offer-tile__share">
          <span className="visually-hidden">{t('share')}</span>
          <ShareLinks url={`${siteUrl}${href}`} title={offer.title} />
        </div>
      </div>
      <div className="offer-tile__body">
        <Heading className="offer-tile__title">
          <SiteLink href={href}>{offer.title}</SiteLink>
        </Heading>
        <p className="offer-tile__address">{address}</p>
        <dl className="offer-tile__details">
          {area !== null && (
            <div>
              <dt>{t('area')}</dt>
              <dd>{formatArea(area, lang)}</dd>
            </div>
          )}
          {offer.areaGround !== null && (
            <div>
              <dt>{t('areaGround')}</dt>
              <dd>{formatArea(offer.areaGround, lang)}</dd>
            </div>
          )}
          <div>
            <dt>{t('propertyType')}</dt>
            <dd>{propertyTypeName(offer.typeProperty, lang)}</dd>
          </div>
        </dl>
        <OfferPrice offer={offer} lang={lang} className="offer-price offer-tile__price" />
      </div>
    </article>
  );
}
