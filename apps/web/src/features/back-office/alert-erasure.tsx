'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { sendJson } from './back-office-fetch';
import { setFlash } from './flash-message';
import { useSectionForm } from './use-section-form';

/**
 * Erases every search alert of an address on its owner's request (decision 059), after a second,
 * explicit click, as a newsletter subscriber's removal: the rows and queued mail go, an entry
 * without the address stays in the audit log. The page reloads without the address, with a message.
 */
export function AlertErasure({ email, screen }: { email: string; screen: string }) {
  const t = useTranslations('backOffice.searchAlerts.address');
  const { busy, run, status } = useSectionForm();
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  // The question replaces the button: focus goes to its answer, not back to the page's start.
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  const erase = () =>
    void run(
      () => sendJson('/api/back-office/search-alerts/erasure', { email }),
      (answer) => {
        const count = Number((answer.data?.data as { removed?: number } | undefined)?.removed ?? 0);
        setFlash(t('erased', { count }));
        window.location.assign(screen);
        return t('erased', { count });
      },
    );
  if (!asking) {
    return (
      <p>
        <button type="button" className="bo-button" onClick={() => setAsking(true)}>
          {t('erase')}
        </button>
      </p>
    );
  }
  return (
    <div className="bo-actions">
      <p>{t('eraseConfirm', { email })}</p>
      <button type="button" className="bo-button" disabled={busy} onClick={erase} ref={confirm}>
        {t('eraseYes')}
      </button>
      <button type="button" className="bo-link-button" onClick={() => setAsking(false)}>
        {t('eraseCancel')}
      </button>
      {status}
    </div>
  );
}
