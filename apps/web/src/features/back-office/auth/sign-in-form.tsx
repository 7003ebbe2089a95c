'use client';

import { backOfficePaths } from '@estate/domain/back-office-paths';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { BoField, CodeFields, PasswordFields } from '../forms/bo-field';
import { type Refusal, sendChecked } from '../shell/checked-fetch';
import { setFlash } from '../shell/flash-message';

/** Whole minutes of a refusal's `retryAfter` seconds (Better Auth's body carries them beside Retry-After). */
const minutesOf = ({ retryAfter }: Refusal): number => (retryAfter ? Math.ceil(retryAfter / 60) : 1);

/** Better Auth's answer to a password or a code, loaded on the first try (decision 052 §3.10). */
const signInAnswer = () => import('@estate/domain/api/staff-auth-answers').then((m) => m.signInAnswerSchema);

/**
 * Sign-in with e-mail and password, then (for a person with two-step verification) the code from
 * their authenticator app. Any refusal says SPEC §8's 'Błąd logowania', whether the address or the
 * password was wrong; a throttled address says how long to wait (decision 046), a page opened at
 * another address than the site's says where to open it, and a code used already says so.
 * `siteOrigin` is SITE_URL's origin, named when the API refuses this page's origin.
 */
export function SignInForm({ siteOrigin }: { siteOrigin: string }) {
  const t = useTranslations('backOffice');
  const te = useTranslations('errorCodes');
  const tf = useTranslations('feedback');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const failure = (status: number, error: Refusal) => {
    const { code } = error;
    if (code === 'sign_in_throttled') return t('signIn.throttled', { minutes: minutesOf(error) });
    if (status === 429) return te('rate_limited');
    if (code === 'origin_refused') return t('signIn.wrongOrigin', { address: siteOrigin });
    if (code === 'totp_code_used') return te('totp_code_used');
    return tf('loginError');
  };

  const signedIn = () => {
    setFlash(tf('loginOk'));
    // A full load: the dashboard is rendered on the server with the new session cookie.
    window.location.assign(backOfficePaths.dashboard);
  };

  async function submit(event: FormEvent<HTMLFormElement>, url: string, body: Record<string, string>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await sendChecked(url, body, signInAnswer);
    setBusy(false);
    if (!answer.ok) setError(failure(answer.status, answer.error));
    else if (answer.data.twoFactorRedirect) setStep('code');
    else signedIn();
  }

  if (step === 'code') {
    return (
      <form
        className="bo-form"
        noValidate
        onSubmit={(event) => {
          const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
          void submit(event, '/api/auth/two-factor/verify-totp', { code });
        }}
      >
        <p>{t('signIn.codeLead')}</p>
        {error && (
          <p role="alert" className="bo-alert">
            {error}
          </p>
        )}
        <CodeFields label={t('fields.code')} submit={t('signIn.verify')} busy={busy} autoFocus />
      </form>
    );
  }

  return (
    <form
      className="bo-form"
      noValidate
      onSubmit={(event) => {
        const form = new FormData(event.currentTarget);
        void submit(event, '/api/auth/sign-in/email', {
          email: String(form.get('email') ?? '').trim(),
          password: String(form.get('password') ?? ''),
        });
      }}
    >
      {error && (
        <p role="alert" className="bo-alert">
          {error}
        </p>
      )}
      <BoField id="email" label={t('fields.email')} type="email" autoComplete="username" required />
      <PasswordFields label={t('fields.password')} submit={t('signIn.submit')} busy={busy} />
      <a href={backOfficePaths.forgotPassword}>{t('signIn.forgot')}</a>
    </form>
  );
}
