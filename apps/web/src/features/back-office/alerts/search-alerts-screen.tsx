import { searchAlertCountsResponseSchema } from '@estate/domain/api/search-alert-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { alertListPath } from '@estate/domain/search-alerts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../auth/staff-session';
import { BackOfficeFrame } from '../shell/back-office-frame';
import { backOfficeLanguage } from '../shell/back-office-language';
import { AlertLookup } from './alert-lookup';
import { pathWords } from './alert-path-messages';
import { alertPathInWords } from './alert-path-words';

export async function searchAlertsMetadata(): Promise<Metadata> {
  const t = await getTranslations({
    locale: await backOfficeLanguage(),
    namespace: 'backOffice.searchAlerts',
  });
  return { title: t('title') };
}

/**
 * `/panel/alerty` (issue 36, decision 059): every staff role sees how many confirmed alerts watch
 * each list, told in words, never who; editors and admins also find an address's alerts and erase
 * them all on its owner's request. The lookup posts to a server action, so the
 * address never stands in a URL (history, logs); the erasure is a small client form.
 */
export async function SearchAlertsScreen() {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const [t, te, words] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.searchAlerts' }),
    getTranslations({ locale: lang, namespace: 'errorCodes' }),
    pathWords(lang),
  ]);
  const mayErase = staff.role !== 'agent';
  const counts = await backOfficeGet('/api/back-office/search-alerts', searchAlertCountsResponseSchema);

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
                      <tr key={`${row.path}|${row.voivodeships.join(',')}`}>
                        <th scope="row" data-label={t('counts.list')}>
                          <a href={alertListPath(row.path, lang)}>
                            {alertPathInWords(
                              row.path,
                              lang,
                              words,
                              row.group ? (lang === 'en' ? row.group.nameEn : row.group.namePl) : undefined,
                              row.voivodeships,
                            )}
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
            <AlertLookup screen={backOfficePaths.searchAlerts} lang={lang} />
          </section>
        )}
      </div>
    </BackOfficeFrame>
  );
}
