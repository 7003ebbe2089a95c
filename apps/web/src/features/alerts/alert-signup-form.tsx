'use client';

import type { AlertFrequency } from '@estate/domain/search-alerts';
import { useState } from 'react';
import { useCaptchaSettings } from '@/features/forms/captcha-settings';
import { captchaToken } from '@/features/forms/recaptcha-loader';
import { FetchJsonError, fetchJson } from '@/features/shell/fetch-json';

export interface AlertSignupTexts {
  email: string;
  consent: string;
  requiredNote: string;
  frequency: string;
  frequencies: Record<AlertFrequency, string>;
  submit: string;
  sending: string;
  sent: string;
  invalid: string;
  duplicate: string;
  failed: string;
}

type Status = 'idle' | 'sending' | 'sent' | 'invalid' | 'duplicate' | 'failed';

/**
 * The alert's sign-up (decision 059): the newsletter's address and consent, how often, sent from
 * the browser through the site's forwarder with a captcha token, as the footer form sends. Only
 * this page loads it; a list links here, so no list page carries its script.
 */
export function AlertSignupForm({
  path,
  lang,
  texts,
}: {
  path: string;
  lang: 'pl' | 'en';
  texts: AlertSignupTexts;
}) {
  const captcha = useCaptchaSettings();
  const [status, setStatus] = useState<Status>('idle');
  const [consent, setConsent] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    if (!email || !consent || !event.currentTarget.checkValidity()) {
      setStatus('invalid');
      return;
    }
    setStatus('sending');
    try {
      const { FORM_CAPTCHA_ACTIONS } = await import('@estate/domain/contact-forms');
      const token = await captchaToken(captcha, FORM_CAPTCHA_ACTIONS.newsletter);
      const { createEventId } = await import('@estate/domain/newsletter');
      await fetchJson('/api/form/search-alert', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          agreement1: true,
          token,
          eventID: createEventId(),
          path,
          frequency: form.get('frequency'),
          lang,
        }),
      });
      setStatus('sent');
    } catch (error) {
      const code = error instanceof FetchJsonError ? error.code : '';
      setStatus(
        code === 'already_subscribed'
          ? 'duplicate'
          : // The API's schema refusing a field (an address without a domain passes the browser's check).
            code === 'invalid_value' || code === 'email_invalid' || code === 'validation_failed'
            ? 'invalid'
            : 'failed',
      );
    }
  }

  const message =
    status === 'sent'
      ? texts.sent
      : status === 'invalid'
        ? texts.invalid
        : status === 'duplicate'
          ? texts.duplicate
          : status === 'failed'
            ? texts.failed
            : '';
  return (
    <form className="site-form alert-signup" noValidate onSubmit={submit} data-status={status}>
      <div className="site-form__body">
        <div className="form-field" data-field="email">
          <label htmlFor="alert-email" className="form-field__label">
            {texts.email}
            <span className="form-field__mark" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            id="alert-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            disabled={status === 'sent'}
          />
        </div>
        <fieldset className="alert-signup__frequency">
          <legend className="form-field__label">{texts.frequency}</legend>
          {/* In the order the page names them: the domain's module (routes, towns) stays on the server. */}
          {(Object.keys(texts.frequencies) as AlertFrequency[]).map((frequency) => (
            <div className="form-check" key={frequency}>
              <input
                id={`alert-frequency-${frequency}`}
                type="radio"
                name="frequency"
                value={frequency}
                defaultChecked={frequency === 'daily'}
              />
              <label htmlFor={`alert-frequency-${frequency}`}>{texts.frequencies[frequency]}</label>
            </div>
          ))}
        </fieldset>
        <div className="form-check" data-field="agreement1">
          <input
            id="alert-consent"
            type="checkbox"
            name="agreement1"
            required
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <label htmlFor="alert-consent">
            {texts.consent}
            <span className="form-field__mark" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
        </div>
        {!consent && <p className="site-form__note">{texts.requiredNote}</p>}
        <div className="site-form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={status === 'sending' || status === 'sent'}
          >
            {status === 'sending' ? texts.sending : texts.submit}
          </button>
        </div>
        <p role="status" className="site-form__status">
          {message}
        </p>
      </div>
    </form>
  );
}
