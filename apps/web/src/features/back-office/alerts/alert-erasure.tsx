'use client';

import { useTranslations } from 'next-intl';
import { useSectionForm } from '../forms/use-section-form';
import { AskFirst } from '../shell/ask-first';
import { sendChecked } from '../shell/checked-fetch';
import { setFlash } from '../shell/flash-message';

/** The erasure's answer, loaded on the first erasure (decision 052 §3.10). */
const erasedAnswer = () =>
  import('@estate/domain/api/search-alert-responses').then((m) => m.alertErasureResponseSchema);

/**
 * Erases every search alert of an address on its owner's request (decision 059), after a second,
 * explicit click, as a newsletter subscriber's removal: the rows and queued mail go, an entry
 * without the address stays in the audit log. The page reloads without the address, with a message.
 */
export function AlertErasure({ email, screen }: { email: string; screen: string }) {
  const t = useTranslations('backOffice.searchAlerts.address');
  const { busy, runChecked, status } = useSectionForm();
  const erase = () =>
    void runChecked(
      () => sendChecked('/api/back-office/search-alerts/erasure', { email }, erasedAnswer),
      (answer) => {
        const count = answer.data.removed;
        setFlash(t('erased', { count }));
        window.location.assign(screen);
        return t('erased', { count });
      },
    );
  return (
    <div>
      <AskFirst
        start={t('erase')}
        question={t('eraseConfirm', { email })}
        yes={t('eraseYes')}
        no={t('eraseCancel')}
        busy={busy}
        onYes={erase}
        status={status}
        buttonClass="bo-button"
      />
    </div>
  );
}
