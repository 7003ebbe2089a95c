'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { fetchJson } from '@/features/shell/fetch-json';

/**
 * The agent's phone behind a button (SPEC §2): pressing it records the click with
 * POST /api/stats/classified, which answers the number; it is never in the page's HTML.
 */
export function PhoneReveal({ classifiedId }: { classifiedId: number }) {
  const t = useTranslations('offer');
  const [phone, setPhone] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  if (phone) {
    return (
      <a
        className="agent-card__phone"
        href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        aria-label={t('callAgent', { phone })}
      >
        {phone}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={state === 'loading'}
        onClick={async () => {
          setState('loading');
          try {
            const { data } = await fetchJson<{ data: { phone: string } }>('/api/stats/classified', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ classifiedId }),
            });
            setPhone(data.phone);
          } catch {
            setState('failed');
          }
        }}
      >
        {t('showPhone')}
      </button>
      {state === 'failed' && (
        <p role="alert" className="agent-card__error">
          {t('phoneFailed')}
        </p>
      )}
    </>
  );
}
