import { CONTACT_CONSENT } from '@estate/domain/contact-forms';
import type { Language } from '@estate/domain/language';
import { isAvailable, similarOffersPath } from '@estate/domain/offer-availability';
import { nearbyFilter } from '@estate/domain/offer-filters';
import type { OfferDetail } from '@estate/domain/offer-types';
import { propertyTypeName } from '@estate/domain/property-types';
import { routePath } from '@estate/domain/routes';
import { voivodeshipByCode, voivodeshipName } from '@estate/domain/voivodeships';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { PrintButton } from '@/components/ui/print-button';
import { ShareLinks } from '@/components/ui/share-links';
import { SiteLink } from '@/components/ui/site-link';
import { VideoFacade } from '@/components/ui/video-facade';
import { CompareToggle } from '@/features/compare/compare-toggle';
import { FavouriteToggle } from '@/features/favourites/favourite-toggle';
import { ContactForm } from '@/features/forms/contact-form';
import { ClientMessagesScope } from '@/i18n/client-messages-scope';
import { getOffer, nearbyOffers } from '@/lib/api/api-client';
import { serverEnv } from '@/lib/env/server-env';
import { sanitizeRichHtml } from '@/lib/html/sanitize-html';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AgentCard } from './agent-card';
import { OfferAnalytics } from './offer-analytics';
import { OfferBadges } from './offer-badges';
import { OfferCarousel } from './offer-carousel';
import { OfferDetails } from './offer-details';
import { OfferJsonLd } from './offer-json-ld';
import { OfferParcels } from './offer-parcels';
import { OfferPrice } from './offer-price';
import { OfferPriceHistory } from './offer-price-history';
import { OfferTenderNotice } from './offer-tender-notice';
import { OfferTile } from './offer-tile';

type Params = Promise<{ lang: string; id: string; segments?: string[] }>;

/** One API call per request for both the metadata and the page. */
const loadOffer = cache(async (id: number, lang: Language) => getOffer(id, lang));

async function resolveOffer(params: Params): Promise<{ lang: Language; offer: OfferDetail }> {
  const values = await params;
  const route = resolveRoute(
    values.lang,
    ['szczegoly_ogloszenia', values.id, ...(values.segments ?? [])],
    ['szczegoly_ogloszenia'],
  );
  const id = Number(route.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const offer = await loadOffer(id, route.lang);
  if (!offer) notFound();
  return { lang: route.lang, offer };
}

export async function offerPageMetadata(params: Params): Promise<Metadata> {
  const { lang, offer } = await resolveOffer(params);
  // The optional /{group}/{tipi} spellings share the offer's one canonical URL.
  const pathname = routePath('szczegoly_ogloszenia', { id: offer.id }, lang);
  return pageMetadata({ lang, pathname, title: offer.title, description: offer.lead });
}

function crumbs(offer: OfferDetail, lang: Language, home: string, listName: string): Crumb[] {
  const list = offer.typeClassified === 2 ? 'wynajem' : 'sprzedaz';
  const voivodeship = voivodeshipByCode(offer.localizationVoivodeship);
  const out: Crumb[] = [
    { name: home, href: routePath('home', {}, lang) },
    { name: listName, href: routePath(list, {}, lang) },
  ];
  if (voivodeship) {
    out.push({
      name: voivodeshipName(voivodeship, lang),
      href: routePath(list, { voivodeship: voivodeship.key }, lang),
    });
    out.push({
      name: offer.localizationTown,
      href: routePath(list, { voivodeship: voivodeship.key, town: offer.townSlug }, lang),
    });
  }
  out.push({ name: offer.title });
  return out;
}

/** The offer page (SPEC §2): everything but the phone, the video and the favourite is server-rendered. */
export async function OfferPage({ params }: { params: Params }) {
  const { lang, offer } = await resolveOffer(params);
  setRequestLocale(lang);
  return <OfferView offer={offer} lang={lang} />;
}

/**
 * The page of one offer. A preview (decision 030: staff see an offer before it is published) is the
 * same page with a notice above it and without the analytics, which would count staff as visitors.
 */
export async function OfferView({
  offer,
  lang,
  previewNotice,
}: {
  offer: OfferDetail;
  lang: Language;
  previewNotice?: React.ReactNode;
}) {
  const [t, ts, nearby] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'offer' }),
    getTranslations({ locale: lang, namespace: 'screens' }),
    nearbyOffers(
      nearbyFilter({ lat: offer.lat, lng: offer.lng, town: offer.localizationTown, classifiedId: offer.id }),
      lang,
    ),
  ]);
  const path = routePath('szczegoly_ogloszenia', { id: offer.id }, lang);
  const url = `${serverEnv.siteUrl}${path}`;
  const voivodeship = voivodeshipByCode(offer.localizationVoivodeship);
  const address = [offer.street, offer.localizationTown, voivodeship && voivodeshipName(voivodeship, lang)]
    .filter(Boolean)
    .join(', ');
  const listName = ts(offer.typeClassified === 2 ? 'wynajem.title' : 'sprzedaz.title');
  // What the favourite button keeps is the summary: the page's long parts stay out of its props.
  const { description, photos, documents, videoId, tender, plotIds, priceHistory, ...summary } = offer;

  return (
    <ClientMessagesScope scopes={['offerControls', 'offerPage', 'video']}>
      <div className="page container offer-page">
        {previewNotice}
        <Breadcrumbs
          crumbs={crumbs(offer, lang, t('home'), listName)}
          label={t('breadcrumbs')}
          siteUrl={serverEnv.siteUrl}
        />
        <OfferJsonLd offer={offer} url={url} siteUrl={serverEnv.siteUrl} />
        <header className="offer-page__header">
          <div className="offer-page__badges">
            <OfferBadges offer={offer} />
          </div>
          <h1 className="offer-page__title">{offer.title}</h1>
          <p className="offer-page__address">{address}</p>
        </header>
        <div className="offer-page__layout">
          <div className="offer-page__gallery">
            <OfferCarousel photos={photos} title={offer.title} />
            <div className="offer-page__actions">
              <FavouriteToggle
                offer={{ ...summary, photo: offer.photo }}
                className="favourite-toggle favourite-toggle--inline"
              />
              <CompareToggle
                id={offer.id}
                title={offer.title}
                className="compare-toggle compare-toggle--inline"
              />
              <ShareLinks url={url} title={offer.title} />
              <PrintButton />
              <a
                className="button button--secondary"
                href={`/get/classified-pdf/${offer.id}?lang=${lang}`}
                download
              >
                {t('pdf')}
              </a>
            </div>
          </div>
          <aside className="offer-page__aside" aria-labelledby="details-heading">
            <OfferPrice offer={offer} lang={lang} className="offer-price offer-page__price" />
            <h2 id="details-heading" className="offer-page__aside-heading">
              {t('detailsHeading')}
            </h2>
            <OfferDetails offer={offer} lang={lang} />
            <AgentCard offer={offer} />
          </aside>
          <div className="offer-page__content">
            <section className="offer-page__section" aria-labelledby="description-heading">
              <h2 id="description-heading">{t('descriptionHeading')}</h2>
              <div
                className="prose"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's HTML, sanitised on this server.
                dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(description, 'basic') }}
              />
            </section>
            <OfferTenderNotice offerId={offer.id} tender={tender} lang={lang} />
            <OfferPriceHistory history={priceHistory} lang={lang} />
            {videoId && (
              <section className="offer-page__section offer-page__video" aria-labelledby="video-heading">
                <h2 id="video-heading">{t('videoHeading')}</h2>
                <VideoFacade
                  embedUrl={serverEnv.videoEmbedUrl.replace('{id}', encodeURIComponent(videoId))}
                  title={offer.title}
                />
              </section>
            )}
            {documents.length > 0 && (
              <section className="offer-page__section" aria-labelledby="documents-heading">
                <h2 id="documents-heading">{t('documentsHeading')}</h2>
                <ul className="offer-page__documents">
                  {documents.map((document) => (
                    <li key={document.path}>
                      <a href={document.path}>{document.title}</a> (
                      {Math.max(1, Math.round(document.sizeBytes / 1024))} kB)
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <OfferParcels ids={plotIds} lang={lang} />
          </div>
        </div>
        {isAvailable(offer) ? (
          <OfferForms offerId={offer.id} lang={lang} />
        ) : (
          <SoldNotice
            offer={offer}
            lang={lang}
            voivodeshipLabel={voivodeship ? voivodeshipName(voivodeship, lang) : ''}
            hasNearby={nearby.length > 0}
          />
        )}
        {nearby.length > 0 && (
          <section className="offer-page__section offer-page__nearby" aria-labelledby="nearby-heading">
            <h2 id="nearby-heading">{t('nearbyHeading')}</h2>
            <ul className="offer-grid offer-grid--four" data-testid="nearby-offers">
              {nearby.map((near) => (
                <li key={near.id} className="offer-grid__item">
                  <OfferTile offer={near} lang={lang} siteUrl={serverEnv.siteUrl} photoAfterFirstPaint />
                </li>
              ))}
            </ul>
          </section>
        )}
        {!previewNotice && (
          <OfferAnalytics
            offer={{
              id: offer.id,
              localizationVoivodeship: offer.localizationVoivodeship,
              localizationTown: offer.localizationTown,
              price: offer.price,
              isDiscount: offer.isDiscount,
              discountPrice: offer.discountPrice,
              priceSqMeter: offer.priceSqMeter,
              typeClassified: offer.typeClassified,
            }}
          />
        )}
      </div>
    </ClientMessagesScope>
  );
}

/** SPEC §7 contact-classified and classified-file: both about this offer, sent with its id. */
async function OfferForms({ offerId, lang }: { offerId: number; lang: Language }) {
  const [t, tf] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'offer' }),
    getTranslations({ locale: lang, namespace: 'forms' }),
  ]);
  return (
    <section
      id="contact-offer"
      className="offer-page__section offer-page__contact"
      aria-labelledby="contact-offer-heading"
    >
      <h2 id="contact-offer-heading">{t('contactHeading')}</h2>
      <ClientMessagesScope scopes={['contactForm']}>
        <div className="offer-forms">
          <div className="offer-forms__item">
            <h3 id="contact-classified-heading">{tf('contactClassified.heading')}</h3>
            <ContactForm
              kind="contact-classified"
              headingId="contact-classified-heading"
              legend={tf('contactClassified.heading')}
              fixed={{ classifiedId: offerId }}
              consentText={CONTACT_CONSENT[lang]}
            />
          </div>
          <div className="offer-forms__item">
            <h3 id="classified-file-heading">{tf('classifiedFile.heading')}</h3>
            <p>{tf('classifiedFile.lead')}</p>
            <ContactForm
              kind="classified-file"
              headingId="classified-file-heading"
              legend={tf('classifiedFile.heading')}
              fixed={{ classifiedId: offerId }}
              consentText={CONTACT_CONSENT[lang]}
              submitLabel={tf('classifiedFile.submit')}
            />
          </div>
        </div>
      </ClientMessagesScope>
    </section>
  );
}

/**
 * What a sold offer's page shows instead of the forms (decision 045): that it is sold, and where
 * similar offers are: the list of its kind and property type in its voivodeship, and those nearby.
 */
async function SoldNotice({
  offer,
  lang,
  voivodeshipLabel,
  hasNearby,
}: {
  offer: OfferDetail;
  lang: Language;
  voivodeshipLabel: string;
  hasNearby: boolean;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'offer.sold' });
  return (
    <section
      id="contact-offer"
      className="offer-page__section offer-page__sold"
      aria-labelledby="sold-heading"
      data-testid="sold-notice"
    >
      <h2 id="sold-heading">{t('heading')}</h2>
      <p>{t('text')}</p>
      <p className="offer-page__sold-links">
        <SiteLink className="button" href={similarOffersPath(offer, lang)}>
          {t('similar', { type: propertyTypeName(offer.typeProperty, lang), voivodeship: voivodeshipLabel })}
        </SiteLink>
        {hasNearby && <a href="#nearby-heading">{t('nearby')}</a>}
      </p>
    </section>
  );
}
