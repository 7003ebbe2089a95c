import type { Language } from '@estate/domain/language';
import { formatPrice } from '@estate/domain/money';
import type { OfferDetail } from '@estate/domain/offer-types';
import { getTranslations } from 'next-intl/server';

/** The offer's price changes, newest first (issue 17): server-rendered, no script. */
export async function OfferPriceHistory({
  history,
  lang,
}: {
  history: OfferDetail['priceHistory'];
  lang: Language;
}) {
  if (history.length === 0) return null;
  const t = await getTranslations({ locale: lang, namespace: 'offer.priceHistory' });
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'long',
    timeZone: 'Europe/Warsaw',
  });
  const price = (grosze: number | null) => (grosze === null ? '–' : formatPrice(grosze, lang));
  return (
    <section className="offer-page__section" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading">{t('heading')}</h2>
      <table className="offer-price-history">
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('old')}</th>
            <th scope="col">{t('new')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((change) => (
            <tr key={change.at}>
              <td>
                <time dateTime={change.at}>{date.format(new Date(change.at))}</time>
              </td>
              <td>{price(change.oldPrice)}</td>
              <td>{price(change.newPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
