import { isLanguage } from '@estate/domain/language';
import { offerNumberOfQuery } from '@estate/domain/offer-number';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteLink } from '@/components/ui/site-link';
import { findOfferByNumber } from '@/lib/api/api-client';
import { SearchForm } from './search-form';
import { offerNumberPath } from './search-form-path';

type Props = { params: Promise<{ lang: string; number: string }> };

async function resolve(params: Props['params']) {
  const { lang, number: typed } = await params;
  if (!isLanguage(lang)) notFound();
  // Next hands a single segment over decoded; an unreadable one is no offer number at all.
  const number = offerNumberOfQuery(typed);
  if (number === null) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'offers.byNumber' });
  return { lang, number, t };
}

export async function offerNumberMetadata({ params }: Props): Promise<Metadata> {
  const { lang, number, t } = await resolve(params);
  return {
    title: t('title', { number }),
    alternates: { canonical: offerNumberPath(number, lang) },
    // A search answer, not a page of its own: never indexed.
    robots: { index: false, follow: true },
  };
}

/**
 * "Go to an offer by its number" (issue 36): the search form sends an offer number typed as the town
 * here, and so may anyone's link. A published offer with that number is a redirect to its page;
 * none says so and offers the search again, holding what was typed.
 */
export async function OfferNumberPage({ params }: Props) {
  const { lang, number, t } = await resolve(params);
  setRequestLocale(lang);
  const found = await findOfferByNumber(number);
  if (found) redirect(routePath('szczegoly_ogloszenia', { id: found.id }, lang));
  return (
    <div className="page container offer-list-page">
      <h1 className="page__title">{t('title', { number })}</h1>
      <p className="page__lead" role="status">
        {t('notFound', { number })}
      </p>
      <p>
        {t('hint')} <SiteLink href={routePath('sprzedaz', {}, lang)}>{t('saleLink')}</SiteLink>
      </p>
      <section className="offer-list-page__search" aria-label={t('searchAgain')}>
        <SearchForm lang={lang} state={{ townName: number }} />
      </section>
    </div>
  );
}
