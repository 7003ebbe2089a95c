import type { OfferDetail } from '@estate/domain/offer-types';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { photoSrc } from './offer-photo';

/**
 * schema.org RealEstateListing with its Offer: price in PLN (grosze / 100), availability from the
 * sold flag, photos as absolute URLs.
 */
export function OfferJsonLd({ offer, url, siteUrl }: { offer: OfferDetail; url: string; siteUrl: string }) {
  const price = offer.isDiscount === 1 && offer.discountPrice !== null ? offer.discountPrice : offer.price;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: offer.title,
    description: offer.lead,
    url,
    ...(offer.publishedAt ? { datePosted: offer.publishedAt } : {}),
    dateModified: offer.updatedAt,
    image: offer.photos.map((photo) => `${siteUrl}${photoSrc(photo, 1600)}`),
    contentLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'PL',
        addressLocality: offer.localizationTown,
        ...(offer.street ? { streetAddress: offer.street } : {}),
        ...(offer.postalCode ? { postalCode: offer.postalCode } : {}),
      },
      geo: { '@type': 'GeoCoordinates', latitude: offer.lat, longitude: offer.lng },
    },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'PLN',
      ...(price !== null ? { price: price / 100 } : {}),
      availability: offer.isSold === 1 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      businessFunction:
        offer.typeClassified === 2
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
    },
  };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built here, with '<' escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
