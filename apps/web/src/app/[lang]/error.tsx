'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from '@/features/shell/error-view';
import { loaderStore } from '@/features/shell/loader-store';
import { errorMessageKey } from '@/lib/errors/error-message';

/**
 * SPEC §8 error page for anything a page throws (the server answers 500). The error's own text is
 * never shown: in production it is a digest, and it is not written for visitors.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errors');
  const lang = useLocale();
  const key = errorMessageKey(error);

  useEffect(() => {
    loaderStore.fail();
    console.error(error);
  }, [error]);

  return (
    <ErrorView
      lang={lang}
      texts={{
        eyebrow: key === 'notFound' ? `404 · ${t('notFoundTitle')}` : t('errorTitle'),
        message: t(key),
        hint: t('hint'),
        hintSale: t('hintSale'),
        hintPromotions: t('hintPromotions'),
        backHome: t('backHome'),
      }}
      actions={
        <button type="button" className="button button--primary" onClick={() => retry()}>
          {t('retry')}
        </button>
      }
    />
  );
}
