import { parseLanguage } from '@estate/domain/language';
import type { MainPageContent } from '@estate/domain/main-page-content';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { apiGet } from '@/lib/api-client';
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
  const { data } = await apiGet<{ data: MainPageContent }>(`/api/main_page?lang=${lang}`);
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return (
    <div className="page container">
      <h1 className="page__title">{t('homeTitle')}</h1>
      <p className="page__lead">{t('homeDescription')}</p>
      <section aria-labelledby="slider-heading" className="page__section">
        <h2 id="slider-heading">{data.slider[0]?.title}</h2>
        <p>{data.slider[0]?.text}</p>
      </section>
      <section aria-labelledby="who-we-are" className="page__section">
        <h2 id="who-we-are">{data.whoWeAre.title}</h2>
      </section>
    </div>
  );
}
