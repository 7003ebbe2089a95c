'use client';

import type { ErrorCode } from '@estate/domain/error-codes';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Conflict } from '../shell/checked-fetch';
import { useUnsavedChangesGuard } from '../shell/use-unsaved-changes-guard';
import type { ErrorAnswer } from './kind-client';

type Result<T> = ({ ok: true } & T) | { ok: false; status: number; error: ErrorAnswer };

/**
 * The state of one write of a kind's screen, as `useSectionForm` keeps it for the other forms: busy
 * while sending, the fields' errors and the message in the staff member's language, and the
 * unsaved-changes guard (decision 057) on the form given `formRef`. A write refused because someone
 * saved first gives `conflict` instead of a message (the notice names them, the form keeps what
 * was typed); the next write clears it.
 */
export function useKindAction() {
  const te = useTranslations('errorCodes');
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const guard = useUnsavedChangesGuard();

  async function act<T>(write: () => Promise<Result<T>>, done: (result: T) => string): Promise<T | null> {
    setBusy(true);
    setMessage(null);
    setConflict(null);
    const result = await write();
    setBusy(false);
    if (result.ok) {
      guard.saved();
      setFields({});
      setMessage({ kind: 'done', text: done(result) });
      return result;
    }
    refused(result.error);
    return null;
  }

  /** A refused write's fields, conflict or message (an autosave's too, decision 060). */
  function refused({ code, fields: codes, conflict: theirs }: ErrorAnswer, { quiet = false } = {}) {
    markFields(codes);
    if (code === 'edit_conflict' && theirs) setConflict(theirs);
    // An autosave's failure is said by its own status line, not as an alert at every pause.
    else if (!quiet) setMessage({ kind: 'error', text: te(code) });
  }

  function markFields(codes: Readonly<Record<string, ErrorCode>>) {
    setFields(Object.fromEntries(Object.entries(codes).map(([field, fieldCode]) => [field, te(fieldCode)])));
  }

  /** An autosave kept `snapshot` (decision 060): the guard counts it as saved, the fields' errors go. */
  function autosaved(snapshot: string) {
    guard.saved(snapshot);
    setFields({});
  }

  const status = message && (
    <p
      role={message.kind === 'error' ? 'alert' : 'status'}
      className={message.kind === 'error' ? 'bo-alert' : 'bo-notice'}
    >
      {message.text}
    </p>
  );
  return {
    busy,
    fields,
    conflict,
    act,
    status,
    formRef: guard.formRef,
    autosave: { unsaved: guard.unsaved, touch: guard.touch, autosaved, refused, markFields },
  };
}
