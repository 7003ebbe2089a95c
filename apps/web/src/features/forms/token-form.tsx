'use client';

import { useActionState } from 'react';

/** What a mailed link's button did: the newsletter's and the search alerts' answers alike. */
export type TokenOutcome = 'confirmed' | 'already_confirmed' | 'unsubscribed' | 'invalid' | 'failed';

interface TokenFormTexts {
  button: string;
  working: string;
  done: string;
  /** For a confirmation already made; `done` when absent. */
  already?: string;
  invalid: string;
  failed: string;
  /** Where to go when the link no longer works (the newsletter's unsubscribe-by-address form). */
  newLink?: { href: string; text: string };
}

/**
 * The one button of a mailed link's page (the newsletter's and the search alerts' confirmation and
 * unsubscribe), then what happened. A server action, so it works without JavaScript; opening the
 * page changes nothing, so mail scanners that open links do not act for the visitor.
 */
export function TokenForm({
  action,
  texts,
}: {
  action: (previous: TokenOutcome | null, form: FormData) => Promise<TokenOutcome>;
  texts: TokenFormTexts;
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
      {outcome === 'invalid' && texts.newLink && <a href={texts.newLink.href}>{texts.newLink.text}</a>}
    </div>
  );
}
