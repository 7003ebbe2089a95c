import type { Language } from '@estate/domain/language';
import { geoportalParcelUrl } from '@estate/domain/parcels';
import { getTranslations } from 'next-intl/server';

/** The offer's cadastral parcels, each linked to its view in the national geoportal (decision 032). */
export async function OfferParcels({ ids, lang }: { ids: readonly string[]; lang: Language }) {
  if (ids.length === 0) return null;
  const t = await getTranslations({ locale: lang, namespace: 'tenders.parcels' });
  return (
    <section className="offer-page__section" aria-labelledby="parcels-heading">
      <h2 id="parcels-heading">{t('heading')}</h2>
      <ul className="offer-parcels">
        {ids.map((id) => (
          <li key={id}>
            <a href={geoportalParcelUrl(id)} rel="noopener external" target="_blank">
              {id}
              <span className="visually-hidden"> {t('opensGeoportal')}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="offer-parcels__note">{t('note')}</p>
    </section>
  );
}
