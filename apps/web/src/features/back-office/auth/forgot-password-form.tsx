'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { BoField } from '../forms/bo-field';
import { sendChecked } from '../shell/checked-fetch';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('backOffice');
  const te = useTranslations('errorCodes');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'limited'>('idle');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setState('busy');
    const answer = await sendChecked('/api/auth/request-password-reset', { email }, () =>
      import('@estate/domain/api/staff-auth-answers').then((m) => m.authDoneAnswerSchema),
    );
    setState(answer.status === 429 ? 'limited' : 'done');
  }

  if (state === 'done') {
    return (
      <p role="status" className="bo-notice">
        {t('forgot.done')}
      </p>
    );
  }
  return (
    <form className="bo-form" noValidate onSubmit={onSubmit}>
      {state === 'limited' && (
        <p role="alert" className="bo-alert">
          {te('rate_limited')}
        </p>
      )}
      <BoField id="email" label={t('fields.email')} type="email" autoComplete="username" required />
      <button type="submit" className="bo-button" disabled={state === 'busy'}>
        {t('forgot.submit')}
      </button>
    </form>
  );
}
