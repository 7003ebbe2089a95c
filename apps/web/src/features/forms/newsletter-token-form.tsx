'use client';

import type { NewsletterPage } from '@estate/domain/newsletter-pages';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { TokenOutcome } from './newsletter-actions';

interface Props {
  page: NewsletterPage;
  action: (previous: TokenOutcome | null, form: FormData) => Promise<TokenOutcome>;
  /** Where to ask for a new unsubscribe link when this one no longer works. */
  unsubscribeFormHref: string;
}

/** The one button of a newsletter link's page, then what happened, in the page's language. */
export function NewsletterTokenForm({ page, action, unsubscribeFormHref }: Props) {
  const t = useTranslations('forms');
  const [outcome, formAction, pending] = useActionState(action, null);
  const texts = page === 'confirm' ? 'confirmPage' : 'unsubscribePage';
  const done = outcome === 'confirmed' || outcome === 'already_confirmed' || outcome === 'unsubscribed';

  let message = '';
  if (outcome === 'confirmed') message = t('confirmPage.confirmed');
  else if (outcome === 'already_confirmed') message = t('confirmPage.alreadyConfirmed');
  else if (outcome === 'unsubscribed') message = t('unsubscribePage.unsubscribed');
  else if (outcome === 'invalid') message = t(`${texts}.invalid`);
  else if (outcome === 'failed') message = t('tokenFailed');

  return (
    <div className="newsletter-token" data-outcome={outcome ?? 'idle'}>
      {!done && outcome !== 'invalid' && (
        <form action={formAction}>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t('working') : t(`${texts}.button`)}
          </button>
        </form>
      )}
      <p
        className={`newsletter-token__message${done ? ' newsletter-token__message--done' : ''}`}
        role="status"
      >
        {message}
      </p>
      {outcome === 'invalid' && page === 'unsubscribe' && (
        <a href={unsubscribeFormHref}>{t('unsubscribePage.newLink')}</a>
      )}
    </div>
  );
}
