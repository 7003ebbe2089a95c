import type { RankedOffer } from '@estate/domain/api/dashboard-responses';
import type { Language } from '@estate/domain/language';
import { getTranslations } from 'next-intl/server';
import { OfferLink } from './dashboard-today';

/** Enquiries per 100 views, one decimal, in the reader's number format. */
function perHundred(offer: RankedOffer, lang: Language): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { maximumFractionDigits: 1 }).format(
    (offer.submissions / offer.views) * 100,
  );
}

/** One end of the ranking as a table: offer, views, enquiries, enquiries per 100 views. */
async function RankingTable({
  offers,
  lang,
  id,
  caption,
}: {
  offers: RankedOffer[];
  lang: Language;
  id: string;
  caption: string;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.home' });
  return (
    // A region named by its caption, not a section: a section without a heading is what the Nu
    // checker warns of (back-office.spec).
    // biome-ignore lint/a11y/useSemanticElements: a <section> wants a heading; this region's name is the table's caption
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
    <div className="bo-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="bo-table bo-dashboard-ranking">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('offer')}</th>
            <th scope="col">{t('views')}</th>
            <th scope="col">{t('enquiries')}</th>
            <th scope="col">{t('perHundred')}</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.id}>
              <th scope="row">
                <OfferLink offer={offer} lang={lang} />
              </th>
              <td data-label={t('views')}>{offer.views}</td>
              <td data-label={t('enquiries')}>{offer.submissions}</td>
              <td data-label={t('perHundred')}>{perHundred(offer, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The offers of most and fewest enquiries per view in the period (decision 055). */
export async function DashboardRanking({
  ranking,
  days,
  lang,
}: {
  ranking: { top: RankedOffer[]; bottom: RankedOffer[] };
  days: number;
  lang: Language;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.home' });
  return (
    <section className="bo-panel" aria-labelledby="dashboard-ranking">
      <h2 id="dashboard-ranking">{t('ranking', { days })}</h2>
      {ranking.top.length === 0 && ranking.bottom.length === 0 ? (
        <p>{t('noRanking')}</p>
      ) : (
        <>
          <p>{t('rankingLead')}</p>
          {ranking.top.length > 0 ? (
            <RankingTable offers={ranking.top} lang={lang} id="dashboard-top" caption={t('top')} />
          ) : (
            <p>{t('noEnquiries')}</p>
          )}
          {ranking.bottom.length > 0 && (
            <RankingTable offers={ranking.bottom} lang={lang} id="dashboard-bottom" caption={t('bottom')} />
          )}
        </>
      )}
    </section>
  );
}
