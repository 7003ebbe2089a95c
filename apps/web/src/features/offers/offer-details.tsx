import { formatDate } from '@estate/domain/dates';
import type { Language } from '@estate/domain/language';
import { formatArea, formatPrice } from '@estate/domain/money';
import type { OfferDetail } from '@estate/domain/offer-types';
import {
  classifiedTypeById,
  isSaleMode,
  propertyTypeName,
  SALE_MODE_NAMES,
} from '@estate/domain/property-types';
import { useTranslations } from 'next-intl';

export type OfferDetailField = keyof IntlMessages['offer']['fields'];
type IntlMessages = typeof import('../../../messages/pl.json');

/**
 * An offer's details as the page shows them, each field with its text or null when it has none:
 * prices from grosze, areas in m², dates dd/mm/yyyy. The sidebar and the comparison (issue 36)
 * both read them, so a field reads the same in both.
 */
export function offerDetailRows(
  offer: OfferDetail,
  lang: Language,
  yesNo: { yes: string; no: string },
): [OfferDetailField, string | null][] {
  const area = (value: number | null) => (value === null ? null : formatArea(value, lang));
  const discounted = offer.isDiscount === 1 && offer.discountPrice !== null;
  const classified = classifiedTypeById(offer.typeClassified);
  return [
    ['tipi', offer.tipi],
    [
      'price',
      discounted
        ? formatPrice(offer.discountPrice ?? 0, lang)
        : offer.price === null
          ? null
          : formatPrice(offer.price, lang),
    ],
    ['oldPrice', discounted && offer.price !== null ? formatPrice(offer.price, lang) : null],
    ['priceSqMeter', offer.priceSqMeter === null ? null : `${formatPrice(offer.priceSqMeter, lang)}/m²`],
    ['typeClassified', classified ? (lang === 'en' ? classified.nameEn : classified.namePl) : null],
    ['typeProperty', propertyTypeName(offer.typeProperty, lang) || null],
    ['saleMode', isSaleMode(offer.saleMode) ? SALE_MODE_NAMES[offer.saleMode][lang] : null],
    ['address', [offer.street, offer.localizationTown].filter(Boolean).join(', ') || null],
    ['postalCode', offer.postalCode],
    ['areaBuilding', area(offer.areaBuilding)],
    ['areaGround', area(offer.areaGround)],
    ['areaRental', area(offer.areaRental)],
    ['areaRentalOffice', area(offer.areaRentalOffice)],
    ['areaRentalWarehouse', area(offer.areaRentalWarehouse)],
    ['areaRentalRetail', area(offer.areaRentalRetail)],
    ['mpzp', offer.mpzp === 1 ? yesNo.yes : yesNo.no],
    ['mpzpText', offer.mpzpText],
    ['plotNumbers', offer.plotNumbers],
    ['landRegister', offer.landRegister],
    ['sellerRights', offer.sellerRights],
    // Empty in the preview of a never-published offer (decision 032).
    ['publishedAt', offer.publishedAt ? formatDate(offer.publishedAt) : null],
    ['updatedAt', formatDate(offer.updatedAt)],
  ];
}

/** The details sidebar (SPEC §2): every field that has a value, labelled in the page's language. */
export function OfferDetails({ offer, lang }: { offer: OfferDetail; lang: Language }) {
  const t = useTranslations('offer');
  const rows = offerDetailRows(offer, lang, { yes: t('yes'), no: t('no') });
  return (
    <dl className="offer-details">
      {rows
        .filter((row): row is [OfferDetailField, string] => row[1] !== null && row[1] !== '')
        .map(([field, value]) => (
          <div key={field} className="offer-details__row" data-field={field}>
            <dt>{t(`fields.${field}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
