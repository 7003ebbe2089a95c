import { CONTACT_FORM_SCHEMAS, type ContactFormKind } from '@estate/domain/contact-forms';
import type { Language } from '@estate/domain/language';
import { createEventId, joinVoivodeshipNames, newsletterFormSchema } from '@estate/domain/newsletter';
import { type FormValues, type Validation, validate } from './form-state';
import { selectionFromValue } from './voivodeship-selection';

/**
 * The forms' checks: the domain schemas the API validates with, and what the forms add to the
 * visitor's values before checking. Loaded on a form's first focus (use-site-form.ts), so zod is not
 * part of any page's first JavaScript.
 */

export interface NewsletterValues extends FormValues {
  email: string;
  /** The picker's keys, comma-joined (voivodeship-selection.ts). */
  voivodeship: string;
  isAgent: boolean;
  agreement1: boolean;
}

/** SPEC §5 newsletter rules, with the voivodeships as SPEC §3 sends them (comma-joined Polish names). */
export function checkNewsletter(values: NewsletterValues) {
  return validate(newsletterFormSchema, {
    ...values,
    voivodeship: joinVoivodeshipNames(selectionFromValue(values.voivodeship)),
  });
}

/** SPEC §7's newsletter body: the checked form, the event id of this send and the mail language. */
export function newsletterBody(data: ReturnType<typeof newsletterFormSchema.parse>, lang: Language) {
  return { ...data, eventID: createEventId(), lang };
}

/** A contact form's check: the visitor's values, the fixed ones (offer id, criteria) and the language. */
export function contactCheck(
  kind: ContactFormKind,
  fixed: Readonly<Record<string, string | number>> | undefined,
  lang: Language,
): (values: FormValues) => Validation<Record<string, unknown>> {
  return (values) => validate(CONTACT_FORM_SCHEMAS[kind], { ...values, ...fixed, lang });
}
