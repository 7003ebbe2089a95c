import { compareSegment, distanceKm, MAX_COMPARED, valuesDiffer } from '@estate/domain/compare-offers';
import { formatDateTime } from '@estate/domain/dates';
import { formatPrice } from '@estate/domain/money';
import type { OfferDetail } from '@estate/domain/offer-types';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrintButton } from '@/components/ui/print-button';
import { SiteLink } from '@/components/ui/site-link';
import { type OfferDetailField, offerDetailRows } from '@/features/offers/offer-details';
import { OfferPhoto } from '@/features/offers/offer-photo';
import { getOffer } from '@/lib/api/api-client';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import './compare.css';
import { ClientMessagesScope } from '@/i18n/client-messages-scope';

type Props = { params: Promise<{ lang: string; ids?: string }> };

/** The rows of the comparison, in the order a buyer of land or a building reads them. */
const COMPARED_FIELDS: readonly OfferDetailField[] = [
  'tipi',
  'price',
  'priceSqMeter',
  'typeClassified',
  'typeProperty',
  'saleMode',
  'address',
  'areaBuilding',
  'areaGround',
  'areaRental',
  'mpzp',
  'mpzpText',
  'landRegister',
  'plotNumbers',
];

async function resolve(params: Props['params']) {
  const { lang, ids } = await params;
  const route = resolveRoute(lang, ids === undefined ? ['porownaj'] : ['porownaj', ids], ['porownaj']);
  const t = await getTranslations({ locale: route.lang, namespace: 'compare' });
  const idList = (route.params.ids ?? '').split('-').filter(Boolean).map(Number);
  return { route, t, ids: idList };
}

export async function compareMetadata({ params }: Props): Promise<Metadata> {
  const { route, t } = await resolve(params);
  // Any set of offers is a page of its own: shareable, never indexed.
  return {
    ...pageMetadata({
      lang: route.lang,
      pathname: route.pathname,
      title: t('title'),
      description: t('description'),
      noindex: true,
    }),
  };
}

interface Row {
  key: string;
  label: string;
  values: (string | null)[];
}

/**
 * Offers side by side (issue 36, decision 059): rendered on the server from the URL alone, so a
 * shared link shows the same table to anyone, without JavaScript and in print. The offers come in
 * the URL's order; one no longer published is left out and said so. Rows where the offers differ
 * are highlighted and marked in words, not by colour alone.
 */
export async function ComparePage({ params }: Props) {
  const { route, t, ids } = await resolve(params);
  const lang = route.lang;
  setRequestLocale(lang);
  const tOffer = await getTranslations({ locale: lang, namespace: 'offer' });
  const found = await Promise.all(ids.map((id) => getOffer(id, lang)));
  const offers = found.filter((offer): offer is OfferDetail => offer !== null);
  const missing = ids.length - offers.length;

  if (offers.length === 0) {
    return (
      <div className="page container compare-page">
        <h1 className="page__title">{t('emptyTitle')}</h1>
        {missing > 0 && <p role="status">{t('missing', { count: missing })}</p>}
        <p className="page__lead">{t('empty', { count: MAX_COMPARED })}</p>
        <p>
          <SiteLink href={routePath('sprzedaz', {}, lang)}>{t('browse')}</SiteLink>
        </p>
      </div>
    );
  }

  const yesNo = { yes: tOffer('yes'), no: tOffer('no') };
  const details = offers.map((offer) => new Map(offerDetailRows(offer, lang, yesNo)));
  const rows: Row[] = COMPARED_FIELDS.map((field) => ({
    key: field,
    label: tOffer(`fields.${field}`),
    values: details.map((values) => values.get(field) || null),
  }));
  rows.push(
    {
      key: 'tenderAt',
      label: t('tenderAt'),
      values: offers.map((offer) => (offer.tender ? formatDateTime(offer.tender.at) : null)),
    },
    {
      key: 'deposit',
      label: t('deposit'),
      values: offers.map((offer) => (offer.tender ? formatPrice(offer.tender.deposit, lang) : null)),
    },
  );
  if (offers.length > 1) {
    for (const from of offers) {
      rows.push({
        key: `distance-${from.id}`,
        label: t('distanceTo', { tipi: from.tipi }),
        values: offers.map((to) =>
          to === from ? null : t('distanceValue', { km: Math.round(distanceKm(from, to)) }),
        ),
      });
    }
  }
  const shown = rows.filter((row) => row.values.some((value) => value !== null));
  const pathWithout = (id: number) => {
    const rest = offers.filter((offer) => offer.id !== id).map((offer) => offer.id);
    return routePath('porownaj', rest.length > 0 ? { ids: compareSegment(rest) } : {}, lang);
  };

  return (
    <div className="page container compare-page">
      <h1 className="page__title">{t('title')}</h1>
      {missing > 0 && <p role="status">{t('missing', { count: missing })}</p>}
      <p className="page__lead">{t('share')}</p>
      <ClientMessagesScope scopes={['print']}>
        <div className="compare-page__actions">
          <PrintButton />
        </div>
      </ClientMessagesScope>
      <p className="compare-page__legend">{t('differsLegend')}</p>
      {/* Four columns are wider than a phone: the table scrolls inside its own box, labelled. */}
      <section className="compare-page__scroll" aria-label={t('caption', { count: offers.length })}>
        <table className="compare-table" data-testid="compare-table">
          <caption className="visually-hidden">{t('caption', { count: offers.length })}</caption>
          <thead>
            <tr>
              <td />
              {offers.map((offer) => {
                const href = routePath('szczegoly_ogloszenia', { id: offer.id }, lang);
                return (
                  <th key={offer.id} scope="col">
                    {offer.photo && (
                      <OfferPhoto photo={offer.photo} sizes="240px" className="compare-table__photo" />
                    )}
                    <SiteLink href={href}>{offer.title}</SiteLink>
                    <SiteLink
                      href={pathWithout(offer.id)}
                      className="compare-table__remove"
                      aria-label={`${t('removeLink')}: ${offer.title}`}
                    >
                      {t('removeLink')}
                    </SiteLink>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const differs = offers.length > 1 && valuesDiffer(row.values);
              return (
                <tr
                  key={row.key}
                  data-row={row.key}
                  className={
                    differs ? 'compare-table__row compare-table__row--differs' : 'compare-table__row'
                  }
                >
                  <th scope="row">
                    {row.label}
                    {differs && <span className="compare-table__differs">{t('differs')}</span>}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={offers[index]?.id}>{value ?? '–'}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
