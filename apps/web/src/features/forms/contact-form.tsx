'use client';

import type { ContactFormKind } from '@estate/domain/contact-forms';
import { useLocale, useTranslations } from 'next-intl';
import { useCaptchaSettings } from './captcha-settings';
import { CheckField } from './check-field';
import { asksConsent, CONTACT_FORM_FIELDS } from './contact-form-fields';
import type { FormValues } from './form-state';
import { HoneypotField } from './honeypot-field';
import { postForm } from './post-form';
import { TextField } from './text-field';
import { type FieldBinding, useSiteForm } from './use-site-form';

interface Props {
  kind: ContactFormKind;
  /** The heading that names the form. */
  headingId: string;
  /**
   * That heading's text again, as the (visually hidden) legend of the fieldset that disables the
   * fields while sending: a fieldset needs a legend to be understood as a group (pa11y H71).
   */
  legend: string;
  /** Values the visitor does not type: the offer's id, the list's search criteria. */
  fixed?: Readonly<Record<string, string | number>>;
  /** The consent text of the page's language (CONTACT_CONSENT), stored with the submission. */
  consentText?: string;
  submitLabel?: string;
  /** Said in place after a send, for forms whose answer needs explaining (unsubscribe). */
  doneText?: string;
}

function initialValues(kind: ContactFormKind): FormValues {
  const values: FormValues = { website: '' };
  for (const spec of CONTACT_FORM_FIELDS[kind]) values[spec.name] = '';
  if (asksConsent(kind)) values.agreement1 = false;
  return values;
}

/**
 * The five forms of POST /api/form/{kind} (SPEC §7), one component: the fields of the kind, checked
 * in the browser with the schema the API uses, sent with a captcha token; SPEC §8 notifications.
 */
export function ContactForm({ kind, headingId, legend, fixed, consentText, submitLabel, doneText }: Props) {
  const t = useTranslations('forms');
  const tf = useTranslations('feedback');
  const lang = useLocale();
  const captcha = useCaptchaSettings();
  const { state, formRef, onSubmit, onFocus, field, busy } = useSiteForm({
    initialValues: initialValues(kind),
    loadCheck: async () => (await import('./form-checks')).contactCheck(kind, fixed, lang),
    failures: 'contact',
    successMessage: tf('formSent'),
    send: (data) => postForm(kind, data, captcha),
  });
  const id = (name: string) => `${kind}-${name}`;
  // Values are strings but for the consent box, as initialValues set them.
  const text = (name: string): FieldBinding<string> => {
    const binding = field(name);
    return { ...binding, value: String(binding.value) };
  };
  const consent: FieldBinding<boolean> | undefined = asksConsent(kind)
    ? { ...field('agreement1'), value: state.values.agreement1 === true }
    : undefined;

  return (
    <form
      ref={formRef}
      className={`site-form site-form--${kind}`}
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      data-status={state.status}
    >
      <fieldset className="site-form__body" disabled={busy}>
        <legend className="visually-hidden">{legend}</legend>
        <div className="site-form__fields">
          {CONTACT_FORM_FIELDS[kind].map((spec) => (
            <TextField
              key={spec.name}
              id={id(spec.name)}
              label={t(`fields.${spec.name}`)}
              type={spec.type === 'textarea' ? 'text' : spec.type}
              multiline={spec.type === 'textarea'}
              autoComplete={spec.autoComplete}
              required={spec.required}
              optionalLabel={t('optional')}
              binding={text(spec.name)}
            />
          ))}
        </div>
        <HoneypotField id={id('website')} label={t('honeypot')} binding={text('website')} />
        {consent && <CheckField id={id('agreement1')} label={consentText} binding={consent} required />}
        {!consent?.value && <p className="site-form__note">{t('requiredNote')}</p>}
        <div className="site-form__actions">
          <button type="submit" className="button button--primary">
            {busy ? t('sending') : (submitLabel ?? t('send'))}
          </button>
        </div>
      </fieldset>
      {doneText && (
        <p className="site-form__status" role="status">
          {state.status === 'success' && doneText}
        </p>
      )}
    </form>
  );
}
