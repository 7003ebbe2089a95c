import { formatDateTime } from '@estate/domain/dates';
import type { Language } from '@estate/domain/language';
import { formatPrice } from '@estate/domain/money';
import type { OfferDetail } from '@estate/domain/offer-types';
import { SALE_MODE_NAMES } from '@estate/domain/property-types';
import { getTranslations } from 'next-intl/server';

/**
 * The tender notice of an offer sold by written tender or oral auction (decision 032): when and
 * where, the money, the regulations, and the tender as a calendar file. Server-rendered, no script.
 */
export async function OfferTenderNotice({
  offerId,
  tender,
  lang,
}: {
  offerId: number;
  tender: OfferDetail['tender'];
  lang: Language;
}) {
  if (!tender) return null;
  const t = await getTranslations({ locale: lang, namespace: 'tenders.notice' });
  const rows: [string, React.ReactNode][] = [
    [t('mode'), SALE_MODE_NAMES[tender.mode][lang]],
    [
      t('at'),
      <time key="at" dateTime={tender.at}>
        {formatDateTime(tender.at)}
      </time>,
    ],
    [t('place'), tender.place],
    [t('startingPrice'), formatPrice(tender.startingPrice, lang)],
    [t('deposit'), formatPrice(tender.deposit, lang)],
    [
      t('depositDeadline'),
      <time key="deposit" dateTime={tender.depositDeadline}>
        {formatDateTime(tender.depositDeadline)}
      </time>,
    ],
  ];
  if (tender.bidIncrement !== null) rows.push([t('bidIncrement'), formatPrice(tender.bidIncrement, lang)]);
  return (
    <section className="offer-page__section offer-tender" aria-labelledby="tender-heading">
      <h2 id="tender-heading">{t('heading')}</h2>
      <dl className="offer-details offer-tender__notice">
        {rows.map(([label, value]) => (
          <div key={label} className="offer-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="offer-tender__times">{t('timeZone')}</p>
      <ul className="offer-tender__links">
        {tender.regulations && (
          <li>
            <a href={tender.regulations.path}>{tender.regulations.title}</a> (PDF,{' '}
            {Math.max(1, Math.round(tender.regulations.sizeBytes / 1024))} kB)
          </li>
        )}
        <li>
          <a href={`/api/classified/${offerId}/tender.ics?lang=${lang}`} download>
            {t('calendar')}
          </a>
        </li>
      </ul>
    </section>
  );
}
