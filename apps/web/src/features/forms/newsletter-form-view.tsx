import type { Language } from '@estate/domain/language';
import { newsletterPagePath } from '@estate/domain/newsletter-pages';
import type { useTranslations } from 'next-intl';
import type { FocusEvent, FormEvent, ReactNode, Ref } from 'react';
import { CheckField } from './check-field';
import { TextField } from './text-field';
import type { FieldView } from './use-site-form';
import type { VoivodeshipPickerTexts } from './voivodeship-picker-view';

/** The `forms` translator: the server's (getTranslations) or the browser's (useTranslations). */
type FormsTranslator = ReturnType<typeof useTranslations<'forms'>>;

export type NewsletterTexts = VoivodeshipPickerTexts & {
  email: string;
  isAgent: string;
  requiredNote: string;
  sending: string;
  submit: string;
  unsubscribe: string;
  success: string;
};

/** The form's texts, read once by the server for its markup and by the live form for its own. */
export function newsletterTexts(t: FormsTranslator): NewsletterTexts {
  return {
    email: t('fields.email'),
    isAgent: t('newsletter.isAgent'),
    requiredNote: t('requiredNote'),
    sending: t('sending'),
    submit: t('newsletter.submit'),
    unsubscribe: t('newsletter.unsubscribeLink'),
    success: t('newsletter.success'),
    voivodeships: t('newsletter.voivodeships'),
    voivodeshipsLegend: t('newsletter.voivodeshipsLegend'),
    checkAll: t('newsletter.checkAll'),
    close: t('newsletter.close'),
  };
}

interface Props {
  lang: Language;
  texts: NewsletterTexts;
  headingId: string;
  /** The heading's text again, as the fieldset's visually hidden legend (pa11y H71). */
  legend: string;
  consentText: string;
  email: FieldView<string>;
  isAgent: FieldView<boolean>;
  agreement: FieldView<boolean>;
  /** The voivodeship picker: its static view on the server, the live picker in the browser. */
  picker: ReactNode;
  status: 'idle' | 'loading' | 'success' | 'error';
  busy: boolean;
  /** The live form's ref and handlers; absent in the server's static markup. */
  live?: {
    formRef: Ref<HTMLFormElement>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onFocus: (event: FocusEvent<HTMLFormElement>) => void;
  };
}

/**
 * SPEC §4/§5 newsletter form's markup, without hooks: the server renders it with no client code
 * before its script has loaded (NewsletterIsland, decision 050), and NewsletterForm renders the
 * same markup live, so the two cannot drift.
 */
export function NewsletterFormView(props: Props) {
  const { lang, texts, email, isAgent, agreement, status, busy, live } = props;
  const done = status === 'success';
  return (
    <form
      ref={live?.formRef}
      className="site-form newsletter-form"
      aria-labelledby={props.headingId}
      noValidate
      onSubmit={live?.onSubmit}
      onFocus={live?.onFocus}
      data-status={status}
    >
      <fieldset className="site-form__body" disabled={busy || done}>
        <legend className="visually-hidden">{props.legend}</legend>
        <div className="newsletter-form__row">
          <TextField
            id="newsletter-email"
            label={texts.email}
            type="email"
            autoComplete="email"
            required
            binding={email}
          />
          {props.picker}
        </div>
        <CheckField id="newsletter-agent" label={texts.isAgent} binding={isAgent} />
        <CheckField id="newsletter-consent" label={props.consentText} binding={agreement} required />
        {!agreement.value && <p className="site-form__note">{texts.requiredNote}</p>}
        <div className="site-form__actions">
          <button type="submit" className="button newsletter-form__submit">
            {busy ? texts.sending : texts.submit}
          </button>
          <a className="newsletter-form__unsubscribe" href={newsletterPagePath('unsubscribe', lang)}>
            {texts.unsubscribe}
          </a>
        </div>
      </fieldset>
      <p className="site-form__status" role="status">
        {done && texts.success}
      </p>
    </form>
  );
}
