import { parseLanguage } from '@estate/domain/language';
import type { MainPageContent } from '@estate/domain/main-page-content';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { apiGet } from '@/lib/api-client';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = parseLanguage((await params).lang);
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return { title: t('homeTitle'), description: t('homeDescription') };
}

export default async function HomePage({ params }: Props) {
  const lang = parseLanguage((await params).lang);
  setRequestLocale(lang);
  const { data } = await apiGet<{ data: MainPageContent }>(`/api/main_page?lang=${lang}`);
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return (
    <main>
      <h1>{t('homeTitle')}</h1>
      <section aria-labelledby="slider-heading">
        <h2 id="slider-heading">{data.slider[0]?.title}</h2>
        <p>{data.slider[0]?.text}</p>
      </section>
      <section aria-labelledby="who-we-are">
        <h2 id="who-we-are">{data.whoWeAre.title}</h2>
      </section>
    </main>
  );
}
