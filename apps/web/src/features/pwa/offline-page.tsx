import { parseLanguage } from '@estate/domain/language';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ScreenPlaceholder } from '@/components/ui/screen-placeholder';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

/** What the service worker shows for a page it has not cached when the network is gone. */
export async function offlineMetadata({ params }: Props): Promise<Metadata> {
  const lang = parseLanguage((await params).lang);
  const t = await getTranslations({ locale: lang, namespace: 'screens' });
  return pageMetadata({
    lang,
    pathname: `/${lang}/offline`,
    title: t('offline.title'),
    description: t('offline.description'),
    noindex: true,
  });
}

export async function OfflinePage({ params }: Props) {
  const lang = parseLanguage((await params).lang);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'screens' });
  return (
    <ScreenPlaceholder title={t('offline.title')} lead={t('offline.description')}>
      {/* The service worker shows this under the address asked for: an empty GET form reloads it. */}
      <form method="get">
        <button type="submit" className="button button--primary">
          {t('offline.retry')}
        </button>
      </form>
    </ScreenPlaceholder>
  );
}
