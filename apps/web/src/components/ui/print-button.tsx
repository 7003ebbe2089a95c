'use client';

import { useTranslations } from 'next-intl';

/** SPEC §2 print action; the print stylesheet leaves the offer's own content. */
export function PrintButton() {
  const t = useTranslations('offer');
  return (
    <button type="button" className="button button--secondary" onClick={() => window.print()}>
      {t('print')}
    </button>
  );
}
