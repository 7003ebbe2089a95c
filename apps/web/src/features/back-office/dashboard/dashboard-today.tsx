import type { Dashboard, DashboardOffer } from '@estate/domain/api/dashboard-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { Language } from '@estate/domain/language';
import { getTranslations } from 'next-intl/server';
import { dashboardLinks } from './dashboard-links';

const DAY = 86_400_000;

function dateTime(instant: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  }).format(new Date(instant));
}

/** An offer named by code and title in the reader's language, linked to its editor. */
export function OfferLink({ offer, lang }: { offer: DashboardOffer; lang: Language }) {
  return (
    <a href={backOfficePaths.offer(offer.id)}>
      {offer.tipi} {lang === 'en' ? offer.titleEn : offer.titlePl}
    </a>
  );
}

/**
 * "What needs me today" (issue 35, decision 055): submissions waiting, drafts and scheduled items,
 * published offers missing something and the coming tenders, each a link to the list it counts.
 */
export async function DashboardToday({ data, lang, now }: { data: Dashboard; lang: Language; now: Date }) {
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.home' });
  const { inbox, offers, content, missing, tenders } = data;
  const oldestDays = inbox.oldest
    ? Math.max(0, Math.floor((now.getTime() - Date.parse(inbox.oldest.createdAt)) / DAY))
    : 0;
  return (
    <section className="bo-dashboard-today" aria-labelledby="dashboard-today">
      <h2 id="dashboard-today">{t('today')}</h2>
      <div className="bo-dashboard-cards">
        <section className="bo-panel bo-dashboard-card" aria-labelledby="dashboard-inbox">
          <h3 id="dashboard-inbox">{t('inbox')}</h3>
          <p className="bo-dashboard-figure">
            <a href={dashboardLinks.waiting} data-testid="dashboard-waiting" data-count={inbox.waiting}>
              {t('waiting', { count: inbox.waiting })}
            </a>
          </p>
          {inbox.oldest && (
            <p>
              <a href={backOfficePaths.submission(inbox.oldest.id)}>{t('oldest', { days: oldestDays })}</a> (
              <time dateTime={inbox.oldest.createdAt}>{dateTime(inbox.oldest.createdAt, lang)}</time>)
            </p>
          )}
          <p>
            <a href={dashboardLinks.mine}>{t('mine', { count: inbox.mine })}</a>
          </p>
        </section>

        <section className="bo-panel bo-dashboard-card" aria-labelledby="dashboard-offers">
          <h3 id="dashboard-offers">{t('offers')}</h3>
          <ul className="bo-dashboard-list">
            <li>
              <a href={dashboardLinks.offers('draft', data.agentId)}>
                {t('drafts', { count: offers.drafts })}
              </a>
            </li>
            <li>
              <a href={dashboardLinks.offers('scheduled', data.agentId)}>
                {t('scheduled', { count: offers.scheduled })}
              </a>
            </li>
          </ul>
        </section>

        {content && (
          <section className="bo-panel bo-dashboard-card" aria-labelledby="dashboard-content">
            <h3 id="dashboard-content">{t('content')}</h3>
            <ul className="bo-dashboard-list">
              {content.map((row) => (
                <li key={row.kind}>
                  {t(`kinds.${row.kind}`)}:{' '}
                  <a href={dashboardLinks.content(row.kind, 'draft')}>{t('drafts', { count: row.drafts })}</a>
                  ,{' '}
                  <a href={dashboardLinks.content(row.kind, 'scheduled')}>
                    {t('scheduled', { count: row.scheduled })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className="bo-panel bo-dashboard-card" aria-labelledby="dashboard-missing">
          <h3 id="dashboard-missing">{t('missing')}</h3>
          {(['photos', 'coordinates', 'price'] as const).map((what) => (
            <div key={what}>
              <p>
                <a href={dashboardLinks.missing(what, data.agentId)}>
                  {t(`missingWhat.${what}`, { count: missing[what].total })}
                </a>
              </p>
              {missing[what].offers.length > 0 && (
                <ul className="bo-dashboard-list">
                  {missing[what].offers.map((offer) => (
                    <li key={offer.id}>
                      <OfferLink offer={offer} lang={lang} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </section>

        <section className="bo-panel bo-dashboard-card" aria-labelledby="dashboard-tenders">
          <h3 id="dashboard-tenders">{t('tenders')}</h3>
          {tenders.length === 0 ? (
            <p>{t('noTenders')}</p>
          ) : (
            <ul className="bo-dashboard-list">
              {tenders.map((offer) => (
                <li key={offer.id}>
                  <time dateTime={offer.tenderAt}>{dateTime(offer.tenderAt, lang)}</time>:{' '}
                  <OfferLink offer={offer} lang={lang} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
