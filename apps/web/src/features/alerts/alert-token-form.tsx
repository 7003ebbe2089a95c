'use client';

import { useActionState } from 'react';
import type { AlertTokenOutcome } from './alert-actions';

export interface AlertTokenTexts {
  button: string;
  working: string;
  done: string;
  already?: string;
  invalid: string;
  failed: string;
}

/** The one button of an alert link's page, then what happened. */
export function AlertTokenForm({
  action,
  texts,
}: {
  action: (previous: AlertTokenOutcome | null, form: FormData) => Promise<AlertTokenOutcome>;
  texts: AlertTokenTexts;
}) {
  const [outcome, formAction, pending] = useActionState(action, null);
  const done = outcome === 'confirmed' || outcome === 'already_confirmed' || outcome === 'unsubscribed';
  const message =
    outcome === 'already_confirmed'
      ? (texts.already ?? texts.done)
      : done
        ? texts.done
        : outcome === 'invalid'
          ? texts.invalid
          : outcome === 'failed'
            ? texts.failed
            : '';
  return (
    <div className="newsletter-token" data-outcome={outcome ?? 'idle'}>
      {!done && outcome !== 'invalid' && (
        <form action={formAction}>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? texts.working : texts.button}
          </button>
        </form>
      )}
      <p
        className={`newsletter-token__message${done ? ' newsletter-token__message--done' : ''}`}
        role="status"
      >
        {message}
      </p>
    </div>
  );
}
