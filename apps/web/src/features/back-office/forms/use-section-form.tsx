'use client';

import type { ErrorCode } from '@estate/domain/error-codes';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useConflictSentence } from '../kinds/conflict-notice';
import type { CheckedAnswer } from '../shell/checked-fetch';
import { useUnsavedChangesGuard } from '../shell/use-unsaved-changes-guard';

/**
 * The state of one back-office form: busy while sending, the field errors and the form's own
 * message, in the staff member's language, from the answer's codes (ours or Better Auth's). An
 * editor puts `formRef` on its form to be guarded against leaving with unsaved edits; a successful
 * send counts as saved before `done` runs, so a navigation `done` starts asks nothing.
 */
export function useSectionForm() {
  const te = useTranslations('errorCodes');
  const tc = useTranslations('backOffice.kinds.conflict');
  const whoAndWhen = useConflictSentence();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const text = (code: string) => te(code as ErrorCode);
  const guard = useUnsavedChangesGuard();

  /**
   * Sends, and says the outcome: `done`'s sentence for the checked answer's data, or the refusal's
   * codes, with the field errors. Answers the data, or null.
   */
  async function runChecked<T>(send: () => Promise<CheckedAnswer<T>>, done: (data: T) => string) {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await send();
      if (answer.ok) {
        guard.saved();
        setFields({});
        setMessage({ kind: 'done', text: done(answer.data) });
        return answer.data;
      }
      const { fields, code, conflict } = answer.error;
      setFields(Object.fromEntries(Object.entries(fields).map(([field, error]) => [field, text(error)])));
      // A stale write (409) names who saved first and when, as the kinds' forms do; nothing typed is lost.
      setMessage({
        kind: 'error',
        text: conflict
          ? `${whoAndWhen(conflict)} ${tc('keptMine')} ${tc('reload')}`
          : code
            ? text(code)
            : te('internal_error'),
      });
    } catch {
      setMessage({ kind: 'error', text: te('internal_error') });
    } finally {
      setBusy(false);
    }
    return null;
  }

  const status = message && (
    <p
      role={message.kind === 'error' ? 'alert' : 'status'}
      className={message.kind === 'error' ? 'bo-alert' : 'bo-notice'}
    >
      {message.text}
    </p>
  );
  return { busy, fields, runChecked, status, setFields, text, formRef: guard.formRef };
}
