import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/features/shell/error-view';

/** SPEC §8: the 404 page, also for every unmatched route ('This page could not be found'). */
export default async function NotFound() {
  const lang = await getLocale();
  const t = await getTranslations({ locale: lang, namespace: 'errors' });
  return (
    <ErrorView
      lang={lang}
      texts={{
        eyebrow: `404 · ${t('notFoundTitle')}`,
        message: t('notFound'),
        hint: t('hint'),
        hintSale: t('hintSale'),
        hintPromotions: t('hintPromotions'),
        backHome: t('backHome'),
      }}
    >
      {/* The spec keeps this sentence in English in both languages. */}
      <p className="error-page__text" lang="en">
        {t('pageNotFound')}
      </p>
    </ErrorView>
  );
}
