import type { MainPageResponse } from '@estate/domain/api/content-responses';
import { type Language, parseLanguage } from '@estate/domain/language';
import { listVariantFilter } from '@estate/domain/offer-filters';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HomeFaq } from '@/features/content/home-faq';
import { HomeSlider } from '@/features/content/home-slider';
import { PromoPopup } from '@/features/content/promo-popup';
import { SalesTiles } from '@/features/content/sales-tiles';
import { WhoWeAre } from '@/features/content/who-we-are';
import { parseMapLabels } from '@/features/map/map-labels';
import { OfferMapSection } from '@/features/map/offer-map-section';
import { OfferSlider } from '@/features/offers/offer-slider';
import { SearchForm } from '@/features/offers/search-form';
import { ClientMessagesScope } from '@/i18n/client-messages-scope';
import { getFaq, getMainPage, listOffers } from '@/lib/api/api-client';
import { serverEnv } from '@/lib/env/server-env';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function homeMetadata({ params }: Props): Promise<Metadata> {
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

/**
 * SPEC §2 home page: top slider and promotion popup, search form, map, who-we-are with its video,
 * the novelty, recommended and most-viewed sliders, FAQ and the sales-department tiles. Everything
 * is server-rendered; the slider's controls, the popup, the video and the map are the client parts.
 */
export async function HomePage({ params }: Props) {
  const lang = parseLanguage((await params).lang);
  setRequestLocale(lang);
  // Not awaited here: the view reads it together with its other calls.
  return <HomeView lang={lang} content={getMainPage(lang)} />;
}

/**
 * The home page of a language with the given content: the public one, or staff's preview of a
 * draft (decision 040), which puts its notice first.
 */
export async function HomeView({
  lang,
  content: contentOrPromise,
  previewNotice,
}: {
  lang: Language;
  content: MainPageResponse['data'] | Promise<MainPageResponse['data']>;
  previewNotice?: ReactNode;
}) {
  const [content, faq, t, ts, tl, tc, messages, newOffers, recommended, mostViewed] = await Promise.all([
    contentOrPromise,
    getFaq(lang),
    getTranslations({ locale: lang, namespace: 'meta' }),
    getTranslations({ locale: lang, namespace: 'offers.search' }),
    getTranslations({ locale: lang, namespace: 'offers.sliders' }),
    getTranslations({ locale: lang, namespace: 'content.home' }),
    getMessages({ locale: lang }),
    listOffers(listVariantFilter('newHome'), lang),
    listOffers(listVariantFilter('recommended'), lang),
    listOffers(listVariantFilter('mostViewed'), lang),
  ]);
  const slider = { lang, siteUrl: serverEnv.siteUrl };
  const total = content.slider.length;
  // The map takes its texts raw (plural forms with '#'), since its client half formats them.
  const mapMessages = messages.map;
  return (
    <ClientMessagesScope scopes={['offerControls', 'video']}>
      <div className="page container home-page">
        {previewNotice}
        <h1 className="page__title">{t('homeTitle')}</h1>
        <p className="page__lead">{t('homeDescription')}</p>
        {/* Early in the reading order, so a keyboard visitor meets the promotion right after the lead. */}
        {content.popup && (
          <PromoPopup popup={content.popup} labels={{ close: tc('popupClose'), eyebrow: tc('popupLabel') }} />
        )}
        <HomeSlider
          slides={content.slider}
          labels={{
            region: tc('sliderLabel'),
            previous: tc('previousSlide'),
            next: tc('nextSlide'),
            slides: content.slider.map((_, i) => tc('slideLabel', { n: i + 1, total })),
            goTo: content.slider.map((slide, i) => tc('goToSlide', { n: i + 1, title: slide.title })),
          }}
        />
        <section aria-labelledby="search-heading" className="page__section home-search">
          <h2 id="search-heading">{ts('heading')}</h2>
          <SearchForm lang={lang} id="home-search" />
        </section>
        <OfferMapSection
          lang={lang}
          labels={parseMapLabels(mapMessages)}
          className="page__section home-map"
          // The sale list's alert: where the map's markers and an area drawn on it lead.
          alertList={routePath('sprzedaz', {}, 'pl')}
        />
        <WhoWeAre
          content={content.whoWeAre}
          frameTitle={tc('videoTitle', { title: content.whoWeAre.title })}
        />
        <OfferSlider
          id="home-new"
          heading={tl('newOffers')}
          offers={newOffers.data}
          more={{ href: routePath('nowosci', {}, lang), label: tl('seeAll') }}
          {...slider}
        />
        <OfferSlider
          id="home-recommended"
          heading={tl('recommended')}
          offers={recommended.data}
          {...slider}
        />
        <OfferSlider id="home-most-viewed" heading={tl('mostViewed')} offers={mostViewed.data} {...slider} />
        <HomeFaq
          items={faq}
          href={routePath('faq', {}, lang)}
          labels={{ heading: tc('faqHeading'), list: tc('faqHeading'), more: tc('faqMore') }}
        />
        <SalesTiles
          tiles={content.salesTiles}
          labels={{
            heading: tc('salesHeading'),
            lead: tc('salesLead'),
            phone: tc('phone'),
            email: tc('email'),
          }}
        />
      </div>
    </ClientMessagesScope>
  );
}
