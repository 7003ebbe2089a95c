'use client';

import type { AlertFrequency } from '@estate/domain/search-alerts';
import { useCaptchaSettings } from '@/features/forms/captcha-settings';
import { CheckField } from '@/features/forms/check-field';
import { captchaToken } from '@/features/forms/recaptcha-loader';
import { TextField } from '@/features/forms/text-field';
import { useSiteForm } from '@/features/forms/use-site-form';
import { FetchJsonError, fetchJson } from '@/features/shell/fetch-json';
import type { AlertValues } from './alert-form-check';

export interface AlertSignupTexts {
  email: string;
  consent: string;
  requiredNote: string;
  frequency: string;
  frequencies: Record<AlertFrequency, string>;
  submit: string;
  sending: string;
  sent: string;
  /** An address the API refuses though the browser took it (anna@localhost). */
  invalid: string;
  duplicate: string;
}

const INITIAL: AlertValues = { email: '', frequency: 'daily', agreement1: false };

const check = () => import('./alert-form-check');

/** The API refusing a field the browser's check took: the form's fault, said as such, not "try later". */
const REFUSED_FIELDS: ReadonlySet<string> = new Set(['validation_failed', 'invalid_value', 'email_invalid']);

/**
 * The alert's sign-up (decision 059) on the site's one form hook (`useSiteForm`, as the newsletter
 * and contact forms): the newsletter's address and consent checked with the newsletter's schema,
 * each field's error under it with aria-invalid, "fill in the form correctly" and focus on the first
 * wrong field, the API's refusals (a duplicate, an address it refuses) told by the newsletter's
 * rules; sent through the site's forwarder with a captcha token. Only this page loads it.
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
  const { state, formRef, onSubmit, onFocus, field, busy } = useSiteForm({
    initialValues: INITIAL,
    loadCheck: async () => (await check()).checkAlert,
    failures: 'newsletter',
    failureMessage: (error) => {
      if (!(error instanceof FetchJsonError)) return undefined;
      if (error.code === 'already_subscribed') return texts.duplicate;
      return REFUSED_FIELDS.has(error.code) ? texts.invalid : undefined;
    },
    send: async (data) => {
      const { FORM_CAPTCHA_ACTIONS } = await import('@estate/domain/contact-forms');
      const { createEventId } = await import('@estate/domain/newsletter');
      const token = await captchaToken(captcha, FORM_CAPTCHA_ACTIONS.newsletter);
      await fetchJson('/api/form/search-alert', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...data, token, eventID: createEventId(), path, lang }),
      });
    },
  });
  const frequency = field('frequency');
  const consent = field('agreement1');
  const sent = state.status === 'success';
  return (
    <form
      ref={formRef}
      className="site-form alert-signup"
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      data-status={state.status}
    >
      <div className="site-form__body">
        <TextField
          id="alert-email"
          label={texts.email}
          binding={field('email')}
          type="email"
          autoComplete="email"
          required
          disabled={sent}
        />
        <fieldset className="alert-signup__frequency">
          <legend className="form-field__label">{texts.frequency}</legend>
          {/* In the order the page names them: the domain's module (routes, towns) stays on the server. */}
          {(Object.keys(texts.frequencies) as AlertFrequency[]).map((value) => (
            <div className="form-check" key={value}>
              <input
                id={`alert-frequency-${value}`}
                type="radio"
                name="frequency"
                value={value}
                checked={frequency.value === value}
                onChange={() => frequency.onChange(value)}
                disabled={sent}
              />
              <label htmlFor={`alert-frequency-${value}`}>{texts.frequencies[value]}</label>
            </div>
          ))}
        </fieldset>
        <CheckField id="alert-consent" label={texts.consent} binding={consent} required disabled={sent} />
        {!consent.value && <p className="site-form__note">{texts.requiredNote}</p>}
        <div className="site-form__actions">
          <button type="submit" className="button button--primary" disabled={busy || sent}>
            {busy ? texts.sending : texts.submit}
          </button>
        </div>
        <p role="status" className="site-form__status">
          {sent ? texts.sent : ''}
        </p>
      </div>
    </form>
  );
}
