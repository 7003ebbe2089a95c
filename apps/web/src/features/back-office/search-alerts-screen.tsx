import type {
  searchAlertCountsResponseSchema,
  searchAlertsOfAddressResponseSchema,
} from '@estate/domain/api/search-alert-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { Language } from '@estate/domain/language';
import { alertListPath } from '@estate/domain/search-alerts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { AlertErasure } from './alert-erasure';
import { type AlertPathWords, alertPathInWords } from './alert-path-words';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';
import type { ListSearchParams } from './list-query';
import { requireStaff } from './staff-session';

type Counts = z.infer<typeof searchAlertCountsResponseSchema>;
type OfAddress = z.infer<typeof searchAlertsOfAddressResponseSchema>;

export async function searchAlertsMetadata(): Promise<Metadata> {
  const t = await getTranslations({
    locale: await backOfficeLanguage(),
    namespace: 'backOffice.searchAlerts',
  });
  return { title: t('title') };
}

/** The words lists are told in, in the staff member's language. */
async function pathWords(lang: Language): Promise<AlertPathWords> {
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.searchAlerts.words' });
  return {
    lists: {
      sprzedaz: t('lists.sprzedaz'),
      wynajem: t('lists.wynajem'),
      nowosci: t('lists.nowosci'),
      do_sprzedania_wkrotce: t('lists.do_sprzedania_wkrotce'),
    },
    ranges: {
      price: t('ranges.price'),
      areaBuilding: t('ranges.areaBuilding'),
      areaGround: t('ranges.areaGround'),
      areaRental: t('ranges.areaRental'),
      areaRentalOffice: t('ranges.areaRentalOffice'),
      areaRentalWarehouse: t('ranges.areaRentalWarehouse'),
      areaRentalRetail: t('ranges.areaRentalRetail'),
    },
    from: t('from'),
    to: t('to'),
    mpzp: t('mpzp'),
    area: t('area'),
    flags: {
      isNew: t('flags.isNew'),
      isDiscount: t('flags.isDiscount'),
      isMakeOffer: t('flags.isMakeOffer'),
      isNegotiablePrice: t('flags.isNegotiablePrice'),
      isSold: t('flags.isSold'),
      isNewPrice: t('flags.isNewPrice'),
      isTeletechnicalInfrastructure: t('flags.isTeletechnicalInfrastructure'),
      isVideoDrone: t('flags.isVideoDrone'),
      isConcept: t('flags.isConcept'),
      isRecommended: t('flags.isRecommended'),
      isInPreparation: t('flags.isInPreparation'),
      isSpecialOffer: t('flags.isSpecialOffer'),
    },
  };
}

/**
 * `/panel/alerty` (issue 36, decision 059): every staff role sees how many confirmed alerts watch
 * each list, told in words, never who; editors and admins also find an address's alerts and erase
 * them all on its owner's request. The lookup is a GET form, the erasure a small client form.
 */
export async function SearchAlertsScreen({ searchParams }: { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const [t, te, words] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.searchAlerts' }),
    getTranslations({ locale: lang, namespace: 'errorCodes' }),
    pathWords(lang),
  ]);
  const params = await searchParams;
  const email = typeof params.email === 'string' ? params.email.trim() : '';
  const mayErase = staff.role !== 'agent';
  const [counts, ofAddress] = await Promise.all([
    backOfficeGet<Counts>('/api/back-office/search-alerts'),
    mayErase && email !== ''
      ? backOfficeGet<OfAddress>(`/api/back-office/search-alerts/address?${new URLSearchParams({ email })}`)
      : Promise.resolve(null),
  ]);
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });

  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="searchAlerts">
      <p>{t('lead')}</p>
      <div className="bo-stack">
        <section className="bo-panel bo-panel--wide" aria-labelledby="alert-counts-title">
          <h2 id="alert-counts-title">{t('counts.title')}</h2>
          {counts.status !== 200 || !counts.body ? (
            <p role="alert" className="bo-alert">
              {te(counts.status === 403 ? 'forbidden' : 'internal_error')}
            </p>
          ) : counts.body.data.length === 0 ? (
            <p>{t('counts.empty')}</p>
          ) : (
            <>
              <p role="status">{t('counts.total', { total: counts.body.data.length })}</p>
              <div className="bo-table-wrap">
                <table className="bo-table" data-testid="bo-alert-counts">
                  <caption>{t('counts.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('counts.list')}</th>
                      <th scope="col">{t('counts.active')}</th>
                      <th scope="col">{t('counts.paused')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {counts.body.data.map((row) => (
                      <tr key={row.path}>
                        <th scope="row" data-label={t('counts.list')}>
                          <a href={alertListPath(row.path, lang)}>
                            {alertPathInWords(row.path, lang, words)}
                          </a>
                        </th>
                        <td data-label={t('counts.active')}>{row.active}</td>
                        <td data-label={t('counts.paused')}>{row.paused}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>

        {mayErase && (
          <section className="bo-panel bo-panel--wide" aria-labelledby="alert-address-title">
            <h2 id="alert-address-title">{t('address.title')}</h2>
            <p>{t('address.lead')}</p>
            <form
              className="bo-form bo-form--inline"
              method="get"
              action={backOfficePaths.searchAlerts}
              aria-label={t('address.title')}
            >
              <div className="bo-field">
                <label htmlFor="alert-address">{t('address.email')}</label>
                <input
                  id="alert-address"
                  name="email"
                  type="email"
                  autoComplete="off"
                  required
                  defaultValue={email}
                  aria-invalid={ofAddress?.status === 400 ? true : undefined}
                  aria-describedby={ofAddress?.status === 400 ? 'alert-address-error' : undefined}
                />
                {ofAddress?.status === 400 && (
                  <p id="alert-address-error" className="bo-field__error">
                    {t('address.invalid')}
                  </p>
                )}
              </div>
              <button type="submit" className="bo-button">
                {t('address.find')}
              </button>
            </form>
            {ofAddress && ofAddress.status !== 200 && ofAddress.status !== 400 && (
              <p role="alert" className="bo-alert">
                {te('internal_error')}
              </p>
            )}
            {ofAddress?.status === 200 && ofAddress.body && (
              <AddressAlerts
                email={email}
                alerts={ofAddress.body.data}
                words={words}
                lang={lang}
                when={(at) => date.format(new Date(at))}
              />
            )}
          </section>
        )}
      </div>
    </BackOfficeFrame>
  );
}

/** The alerts an address has or had, and the erasure of them all. */
async function AddressAlerts({
  email,
  alerts,
  words,
  lang,
  when,
}: {
  email: string;
  alerts: OfAddress['data'];
  words: AlertPathWords;
  lang: Language;
  when: (at: string) => string;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.searchAlerts' });
  if (alerts.length === 0) return <p role="status">{t('address.empty')}</p>;
  return (
    <>
      <div className="bo-table-wrap">
        <table className="bo-table" data-testid="bo-address-alerts">
          <caption>{t('address.caption', { email })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('address.list')}</th>
              <th scope="col">{t('address.frequency')}</th>
              <th scope="col">{t('address.status')}</th>
              <th scope="col">{t('address.created')}</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((alert) => (
              <tr key={alert.id}>
                <th scope="row" data-label={t('address.list')}>
                  {alertPathInWords(alert.path, lang, words)}
                </th>
                <td data-label={t('address.frequency')}>{t(`frequencies.${alert.frequency}`)}</td>
                <td data-label={t('address.status')}>{t(`statuses.${alert.status}`)}</td>
                <td data-label={t('address.created')}>{when(alert.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AlertErasure email={email} screen={backOfficePaths.searchAlerts} />
    </>
  );
}
