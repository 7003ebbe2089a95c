'use client';

import { useLocale } from 'next-intl';
import { useEffect, useLayoutEffect } from 'react';
import { useCaptchaSettings } from './captcha-settings';
import type { NewsletterValues } from './form-checks';
import type { FormTexts } from './form-texts';
import { NewsletterFormView, newsletterTexts } from './newsletter-form-view';
import { type NewsletterResume, restoreFocus } from './newsletter-resume';
import { postForm } from './post-form';
import { useSiteForm } from './use-site-form';
import { VoivodeshipPicker } from './voivodeship-picker';
import { selectionFromValue, selectionToValue } from './voivodeship-selection';

const INITIAL: NewsletterValues = { email: '', voivodeship: '', isAgent: false, agreement1: false };

const checks = () => import('./form-checks');

/**
 * SPEC §4/§5 newsletter form in the footer: e-mail, voivodeships, agent status and the marketing
 * consent; idle -> loading -> success (disabled, cleared, told to confirm by mail) or error.
 * NewsletterIsland loads it when the visitor comes near and hands over what was done before.
 */
export function NewsletterForm({
  headingId,
  legend,
  consentText,
  formTexts,
  resume,
}: {
  headingId: string;
  legend: string;
  consentText: string;
  /** Its words, loaded with it by the island (they are in no page's payload). */
  formTexts: FormTexts;
  resume?: NewsletterResume;
}) {
  const lang = useLocale();
  const captcha = useCaptchaSettings();
  const { state, formRef, onSubmit, onFocus, field, busy } = useSiteForm({
    initialValues: INITIAL,
    startValues: resume && { ...INITIAL, ...resume.values },
    startTouched: resume?.touched,
    loadCheck: async () => (await checks()).checkNewsletter,
    failures: 'newsletter',
    // SPEC §3/§7 payload, plus the language the confirmation mail is written in.
    send: async (data) => postForm('newsletter', (await checks()).newsletterBody(data, lang), captcha),
  });
  const voivodeship = field('voivodeship');

  // Before paint, so no keystroke lands outside the field the visitor was typing in.
  useLayoutEffect(() => {
    if (formRef.current && resume) restoreFocus(formRef.current, resume.focus);
  }, [formRef, resume]);
  useEffect(() => {
    if (resume?.submit) formRef.current?.requestSubmit();
  }, [formRef, resume]);

  const texts = newsletterTexts(formTexts.forms);
  return (
    <NewsletterFormView
      lang={lang}
      texts={texts}
      headingId={headingId}
      legend={legend}
      consentText={consentText}
      email={field('email')}
      isAgent={field('isAgent')}
      agreement={field('agreement1')}
      picker={
        <VoivodeshipPicker
          lang={lang}
          texts={texts}
          selection={selectionFromValue(voivodeship.value)}
          onChange={(selection) => voivodeship.onChange(selectionToValue(selection))}
          disabled={busy || state.status === 'success'}
          error={voivodeship.error}
          initiallyOpen={resume?.openPicker}
        />
      }
      status={state.status}
      busy={busy}
      live={{ formRef, onSubmit, onFocus }}
    />
  );
}
