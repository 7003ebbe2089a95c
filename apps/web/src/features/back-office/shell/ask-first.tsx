'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * An action that cannot be undone, asked for twice (a subscriber's removal, an address's alerts
 * erased): the button is replaced by the question with "yes" and "no", and focus goes to "yes",
 * not back to the page's start. `status` is the action's outcome, said under the question.
 */
export function AskFirst({
  start,
  startLabel,
  question,
  yes,
  no,
  busy,
  onYes,
  status,
  buttonClass,
}: {
  start: string;
  /** The start button's name where its text alone would not say what it acts on. */
  startLabel?: string;
  question: string;
  yes: string;
  no: string;
  busy: boolean;
  onYes: () => void;
  status: ReactNode;
  buttonClass: string;
}) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" className={buttonClass} aria-label={startLabel} onClick={() => setAsking(true)}>
        {start}
      </button>
    );
  }
  return (
    <div className="bo-actions">
      <p>{question}</p>
      <button type="button" className={buttonClass} disabled={busy} onClick={onYes} ref={confirm}>
        {yes}
      </button>
      <button type="button" className="bo-link-button" onClick={() => setAsking(false)}>
        {no}
      </button>
      {status}
    </div>
  );
}
