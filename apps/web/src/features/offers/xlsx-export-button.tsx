'use client';

import type { Language } from '@estate/domain/language';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

function fileName(disposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * XLSX of the current list (POST /api/classified-xlsx takes the list's JSON filter, which a plain
 * form cannot send): fetched as a blob and handed to the browser as a download.
 */
export function XlsxExportButton({ filter, lang }: { filter: OfferFilterBody; lang: Language }) {
  const t = useTranslations('offers');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch('/api/classified-xlsx', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...filter, lang }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(response.headers.get('content-disposition'), 'offers.xlsx');
      document.body.append(link);
      link.click();
      link.remove();
      // The download has started from the object URL; keep it a moment for slow browsers.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="xlsx-export">
      <button type="button" className="button button--secondary" onClick={download} disabled={busy}>
        {t('exportXlsx')}
      </button>
      {failed && (
        <p role="alert" className="xlsx-export__error">
          {t('exportFailed')}
        </p>
      )}
    </div>
  );
}
