'use client';

import { newsletterPagePath } from '@estate/domain/newsletter-pages';
import { useLocale, useTranslations } from 'next-intl';
import { useCaptchaSettings } from './captcha-settings';
import { CheckField } from './check-field';
import type { NewsletterValues } from './form-checks';
import { postForm } from './post-form';
import { TextField } from './text-field';
import { useSiteForm } from './use-site-form';
import { VoivodeshipPicker } from './voivodeship-picker';
import { selectionFromValue, selectionToValue } from './voivodeship-selection';

const INITIAL: NewsletterValues = { email: '', voivodeship: '', isAgent: false, agreement1: false };

const checks = () => import('./form-checks');

/**
 * SPEC §4/§5 newsletter form in the footer: e-mail, voivodeships, agent status and the marketing
 * consent; idle -> loading -> success (disabled, cleared, told to confirm by mail) or error.
 */
export function NewsletterForm({
  headingId,
  legend,
  consentText,
}: {
  headingId: string;
  /** The heading's text again, as the fieldset's visually hidden legend (pa11y H71). */
  legend: string;
  consentText: string;
}) {
  const t = useTranslations('forms');
  const lang = useLocale();
  const captcha = useCaptchaSettings();
  const { state, formRef, onSubmit, onFocus, field, busy } = useSiteForm({
    initialValues: INITIAL,
    loadCheck: async () => (await checks()).checkNewsletter,
    failures: 'newsletter',
    // SPEC §3/§7 payload, plus the language the confirmation mail is written in.
    send: async (data) => postForm('newsletter', (await checks()).newsletterBody(data, lang), captcha),
  });
  const done = state.status === 'success';
  const voivodeship = field('voivodeship');
  const agreement = field('agreement1');

  return (
    <form
      ref={formRef}
      className="site-form newsletter-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      data-status={state.status}
    >
      <fieldset className="site-form__body" disabled={busy || done}>
        <legend className="visually-hidden">{legend}</legend>
        <div className="newsletter-form__row">
          <TextField
            id="newsletter-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            binding={field('email')}
          />
          <VoivodeshipPicker
            lang={lang}
            selection={selectionFromValue(voivodeship.value)}
            onChange={(selection) => voivodeship.onChange(selectionToValue(selection))}
            disabled={busy || done}
            error={voivodeship.error}
          />
        </div>
        <CheckField id="newsletter-agent" label={t('newsletter.isAgent')} binding={field('isAgent')} />
        <CheckField id="newsletter-consent" label={consentText} binding={agreement} required />
        {!agreement.value && <p className="site-form__note">{t('requiredNote')}</p>}
        <div className="site-form__actions">
          <button type="submit" className="button newsletter-form__submit">
            {busy ? t('sending') : t('newsletter.submit')}
          </button>
          <a className="newsletter-form__unsubscribe" href={newsletterPagePath('unsubscribe', lang)}>
            {t('newsletter.unsubscribeLink')}
          </a>
        </div>
      </fieldset>
      <p className="site-form__status" role="status">
        {done && t('newsletter.success')}
      </p>
    </form>
  );
}
