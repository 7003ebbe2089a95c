'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Conflict } from '../shell/checked-fetch';

/**
 * A write refused because someone saved the item after it was opened (decision 052 §3.7): who and
 * when, in Polish time, that what was typed is still in the form, their version in a new tab, and
 * (for a form) saving mine over theirs, which resends with the version they left.
 */
export function ConflictNotice({
  conflict,
  theirsHref,
  onOverwrite,
  busy,
}: {
  conflict: Conflict;
  /** This screen's address: opened in a new tab, it shows what they saved. */
  theirsHref: string;
  /** Absent: nothing to resend (a publication), only their version to look at. */
  onOverwrite?: (version: number) => void;
  busy: boolean;
}) {
  const t = useTranslations('backOffice.kinds.conflict');
  const whoAndWhen = useConflictSentence();
  return (
    <div role="alert" className="bo-alert" data-testid="conflict-notice">
      <p>
        {whoAndWhen(conflict)} {onOverwrite ? t('keptMine') : t('reload')}
      </p>
      <p className="bo-links">
        <a href={theirsHref} target="_blank" rel="noopener">
          {t('openTheirs')}
        </a>
        {onOverwrite && (
          <button
            type="button"
            className="bo-link-button"
            disabled={busy}
            onClick={() => onOverwrite(conflict.version)}
          >
            {t('saveMine')}
          </button>
        )}
      </p>
    </div>
  );
}

/**
 * Who saved first and when, in Polish time: the notice's sentence, and a section form's (an offer's
 * photos and documents) when its write is refused as stale.
 */
export function useConflictSentence(): (conflict: Conflict) => string {
  const t = useTranslations('backOffice.kinds.conflict');
  const format = new Intl.DateTimeFormat(useLocale() === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  return (conflict) => {
    const at = format.format(new Date(conflict.changedAt));
    return conflict.changedBy === null ? t('byLoop', { at }) : t('byPerson', { who: conflict.changedBy, at });
  };
}
