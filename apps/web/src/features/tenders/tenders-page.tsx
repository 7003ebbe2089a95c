import { formatDateTime } from '@estate/domain/dates';
import { formatPrice } from '@estate/domain/money';
import { propertyTypeName, SALE_MODE_NAMES } from '@estate/domain/property-types';
import { routePath } from '@estate/domain/routes';
import { voivodeshipByKey, voivodeshipName } from '@estate/domain/voivodeships';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { upcomingTenders } from '@/lib/api/api-client';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import './tenders-page.css';

type Props = { params: Promise<{ lang: string }> };

async function resolve(params: Props['params']) {
  const route = resolveRoute((await params).lang, ['przetargi'], ['przetargi']);
  const t = await getTranslations({ locale: route.lang, namespace: 'screens' });
  return { route, title: t('przetargi.title'), description: t('przetargi.description') };
}

export async function tendersMetadata({ params }: Props): Promise<Metadata> {
  const { route, title, description } = await resolve(params);
  return pageMetadata({ lang: route.lang, pathname: route.pathname, title, description });
}

/**
 * Upcoming tenders (decision 032, /przetargi and /en/przetargi): each published offer whose written
 * tender or oral auction is still ahead, soonest first, with its notice's figures, its regulations
 * and its calendar file. Server-rendered, no script.
 */
export async function TendersPage({ params }: Props) {
  const { route, title } = await resolve(params);
  const { lang } = route;
  setRequestLocale(lang);
  const [t, notice, tenders] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'tenders.list' }),
    getTranslations({ locale: lang, namespace: 'tenders.notice' }),
    upcomingTenders(lang),
  ]);
  return (
    <div className="page container tenders-page">
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{t('lead')}</p>
      {tenders.length === 0 ? (
        <p className="tenders-page__empty">{t('empty')}</p>
      ) : (
        <ol className="tenders-page__list">
          {tenders.map(({ id, title: offerTitle, tipi, town, voivodeshipKey, typeProperty, tender }) => {
            const voivodeship = voivodeshipByKey(voivodeshipKey);
            const heading = `tender-${id}`;
            return (
              <li key={id}>
                <article className="tender-card" aria-labelledby={heading}>
                  <p className="tender-card__when">
                    <time dateTime={tender.at}>{formatDateTime(tender.at)}</time>
                    <span className="tender-card__mode">{SALE_MODE_NAMES[tender.mode][lang]}</span>
                  </p>
                  <h2 id={heading} className="tender-card__title">
                    <a href={routePath('szczegoly_ogloszenia', { id }, lang)}>{offerTitle}</a>
                  </h2>
                  <p className="tender-card__where">
                    {[
                      propertyTypeName(typeProperty, lang),
                      town,
                      voivodeship && voivodeshipName(voivodeship, lang),
                    ]
                      .filter(Boolean)
                      .join(' · ')}{' '}
                    · {tipi}
                  </p>
                  <dl className="tender-card__figures">
                    <div>
                      <dt>{notice('place')}</dt>
                      <dd>{tender.place}</dd>
                    </div>
                    <div>
                      <dt>{notice('startingPrice')}</dt>
                      <dd>{formatPrice(tender.startingPrice, lang)}</dd>
                    </div>
                    <div>
                      <dt>{notice('deposit')}</dt>
                      <dd>
                        {formatPrice(tender.deposit, lang)}, {t('dueBy')}{' '}
                        <time dateTime={tender.depositDeadline}>
                          {formatDateTime(tender.depositDeadline)}
                        </time>
                      </dd>
                    </div>
                    {tender.bidIncrement !== null && (
                      <div>
                        <dt>{notice('bidIncrement')}</dt>
                        <dd>{formatPrice(tender.bidIncrement, lang)}</dd>
                      </div>
                    )}
                  </dl>
                  <p className="tender-card__links">
                    {tender.regulations && <a href={tender.regulations.path}>{t('regulations')} (PDF)</a>}
                    <a
                      href={`/api/classified/${id}/tender.ics?lang=${lang}`}
                      download
                      aria-label={t('calendarOf', { title: offerTitle })}
                    >
                      {t('calendar')}
                    </a>
                  </p>
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <p className="tenders-page__zone">{notice('timeZone')}</p>
    </div>
  );
}
