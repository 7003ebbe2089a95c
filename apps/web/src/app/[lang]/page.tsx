import { parseLanguage } from '@estate/domain/language';
import type { MainPageContent } from '@estate/domain/main-page-content';
import { listVariantFilter } from '@estate/domain/offer-filters';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { OfferMapSection } from '@/components/map/offer-map-section';
import { OfferSlider } from '@/components/offers/offer-slider';
import { SearchForm } from '@/components/offers/search-form';
import { serverEnv } from '@/config/server-env';
import { apiGet } from '@/lib/api-client';
import { parseMapLabels } from '@/lib/map/map-labels';
import { listOffers } from '@/lib/offers/offer-api';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = parseLanguage((await params).lang);
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return pageMetadata({
    lang,
    pathname: routePath('home', {}, lang),
    title: t('homeTitle'),
    description: t('homeDescription'),
    absoluteTitle: true,
  });
}

// The home screen's sections come with their own issue; the shell shows its heading and first texts.
export default async function HomePage({ params }: Props) {
  const lang = parseLanguage((await params).lang);
  setRequestLocale(lang);
  const [{ data }, t, ts, tl, messages, newOffers, recommended, mostViewed] = await Promise.all([
    apiGet<{ data: MainPageContent }>(`/api/main_page?lang=${lang}`),
    getTranslations({ locale: lang, namespace: 'meta' }),
    getTranslations({ locale: lang, namespace: 'offers.search' }),
    getTranslations({ locale: lang, namespace: 'offers.sliders' }),
    getMessages({ locale: lang }),
    listOffers(listVariantFilter('newHome'), lang),
    listOffers(listVariantFilter('recommended'), lang),
    listOffers(listVariantFilter('mostViewed'), lang),
  ]);
  const slider = { lang, siteUrl: serverEnv.siteUrl };
  // The map takes its texts raw (plural forms with '#'), since its client half formats them.
  const mapMessages = messages.map;
  return (
    <div className="page container">
      <h1 className="page__title">{t('homeTitle')}</h1>
      <p className="page__lead">{t('homeDescription')}</p>
      <section aria-labelledby="slider-heading" className="page__section">
        <h2 id="slider-heading">{data.slider[0]?.title}</h2>
        <p>{data.slider[0]?.text}</p>
      </section>
      <section aria-labelledby="search-heading" className="page__section home-search">
        <h2 id="search-heading">{ts('heading')}</h2>
        <SearchForm lang={lang} id="home-search" />
      </section>
      <OfferMapSection lang={lang} labels={parseMapLabels(mapMessages)} className="page__section home-map" />
      <section aria-labelledby="who-we-are" className="page__section">
        <h2 id="who-we-are">{data.whoWeAre.title}</h2>
      </section>
      <OfferSlider
        id="home-new"
        heading={tl('newOffers')}
        offers={newOffers.data}
        more={{ href: routePath('nowosci', {}, lang), label: tl('seeAll') }}
        {...slider}
      />
      <OfferSlider id="home-recommended" heading={tl('recommended')} offers={recommended.data} {...slider} />
      <OfferSlider id="home-most-viewed" heading={tl('mostViewed')} offers={mostViewed.data} {...slider} />
    </div>
  );
}
