import { isLanguage, type Language } from '@estate/domain/language';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NOT_FOUND_MARK_HEADER } from '@/lib/routing/not-found-render';
import { ErrorView } from './error-view';

/** SPEC §2 Error page and §8: the 404 message, the unmatched-route sentence, hints and the way home. */
export async function NotFoundView({ lang }: { lang: Language }) {
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

type Props = { params: Promise<{ lang: string }> };

/**
 * The 404 page as an ordinary page (decision 049), rendered for a request the site's server
 * rewrote here through the proxy, which marks it; asked for directly, it is a 404 like any other.
 */
export async function NotFoundPage({ params }: Props) {
  const { lang } = await params;
  if (!isLanguage(lang) || (await headers()).get(NOT_FOUND_MARK_HEADER) !== '1') notFound();
  setRequestLocale(lang);
  return <NotFoundView lang={lang} />;
}

export async function notFoundPageMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguage(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'errors' });
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } };
}
