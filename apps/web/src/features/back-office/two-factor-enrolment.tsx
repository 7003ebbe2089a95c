'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { errorOf, sendJson } from './back-office-fetch';
import { BoField, CodeFields } from './bo-field';
import { setFlash } from './flash-message';

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/**
 * Turning on two-step verification (TOTP): the password confirms it is the person, the key (or the
 * otpauth link) goes into their authenticator app, and a first code proves it works.
 */
export function TwoFactorEnrolment() {
  const t = useTranslations('backOffice');
  const te = useTranslations('errorCodes');
  const tf = useTranslations('feedback');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError(null);
    const answer = await sendJson('/api/auth/two-factor/enable', { password }).catch(() => null);
    setBusy(false);
    if (answer?.status === 200 && answer.data) setEnrolment(answer.data as unknown as Enrolment);
    else setError(answer?.status === 429 ? te('rate_limited') : tf('loginError'));
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    setBusy(true);
    setError(null);
    const answer = await sendJson('/api/auth/two-factor/verify-totp', { code }).catch(() => null);
    setBusy(false);
    if (answer?.status === 200) {
      setFlash(t('twoFactor.enabled'));
      window.location.reload();
    } else {
      setError(answer && errorOf(answer).code === 'rate_limited' ? te('rate_limited') : te('invalid_value'));
    }
  }

  if (!enrolment) {
    return (
      <form className="bo-form" noValidate onSubmit={start}>
        <p>{t('twoFactor.passwordLead')}</p>
        {error && (
          <p role="alert" className="bo-alert">
            {error}
          </p>
        )}
        <BoField
          id="password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className="bo-button" disabled={busy}>
          {t('twoFactor.start')}
        </button>
      </form>
    );
  }

  const secret = new URL(enrolment.totpURI).searchParams.get('secret') ?? '';
  return (
    <form className="bo-form" noValidate onSubmit={confirm}>
      <p>{t('twoFactor.secretLead')}</p>
      <p>
        {t('twoFactor.secret')}:{' '}
        <code className="bo-secret" data-testid="totp-secret">
          {secret}
        </code>
      </p>
      <p>
        <a href={enrolment.totpURI} data-testid="totp-uri">
          {t('twoFactor.openApp')}
        </a>
      </p>
      <p>{t('twoFactor.backupCodes')}</p>
      <ul className="bo-codes">
        {enrolment.backupCodes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="bo-alert">
          {error}
        </p>
      )}
      <CodeFields label={t('fields.code')} submit={t('twoFactor.confirm')} busy={busy} />
    </form>
  );
}
