import { z } from 'zod';
import { MAX_DATABASE_ID } from './constants';
import { requiredOr } from './error-codes';
import { LANGUAGES } from './language';
import { newsletterFormSchema } from './newsletter';
import { isPropertyTypeId } from './property-types';
import { isVoivodeshipCode } from './voivodeships';

/**
 * The forms behind POST /api/form/{contact-classified, ask-reqest, contact, classified-file,
 * unsubscribe} (SPEC §7; the spec's spelling `ask-reqest` is kept). Shared by the API, which
 * validates the body, and the site, which validates before sending. Field names are the spec's
 * labels (§3: email, name, firstName, lastName, firm, phone, message); errors are the §5 message
 * codes (error-codes.ts).
 */

export const CONTACT_FORM_KINDS = [
  'contact-classified',
  'ask-reqest',
  'contact',
  'classified-file',
  'unsubscribe',
] as const;
export type ContactFormKind = (typeof CONTACT_FORM_KINDS)[number];

/**
 * reCAPTCHA v3 action of each form: the site passes it to `grecaptcha.execute(key, { action })`,
 * the API checks that the verified token carries it (actions allow letters, `_` and `/` only).
 */
export const FORM_CAPTCHA_ACTIONS = {
  newsletter: 'newsletter',
  'contact-classified': 'contact_classified',
  'ask-reqest': 'ask_request',
  contact: 'contact',
  'classified-file': 'classified_file',
  unsubscribe: 'newsletter_unsubscribe',
} as const satisfies Record<ContactFormKind | 'newsletter', string>;

/**
 * What `agreement1` consents to in the forms that store the visitor's data: processing them to
 * answer the enquiry. Stored with each submission so a changed text can be told apart.
 */
export const CONTACT_CONSENT = {
  version: '2026-11',
  pl: 'Wyrażam zgodę na przetwarzanie moich danych osobowych podanych w formularzu w celu udzielenia odpowiedzi na moje zapytanie.',
  en: 'I agree to the processing of the personal data I have entered in this form in order to answer my enquiry.',
} as const;

const NAME_MIN = 2;
const MESSAGE_MIN = 10;
const PHONE_MIN_DIGITS = 9;
const PHONE_MAX_DIGITS = 15;
const TEXT_MAX = 100;
const MESSAGE_MAX = 5000;

/** Digits, spaces and the usual separators: '+48 600-100-200', '(22) 123 45 67'. */
const PHONE_CHARACTERS = /^[+()\d\s./-]*$/;

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** A trimmed text that must be there: '' is 'required', shorter than `min` is `tooShort`. */
function text(min: number, tooShort: 'name_too_short' | 'first_name_too_short' | 'last_name_too_short') {
  return z
    .string(requiredOr('invalid_value'))
    .trim()
    .min(1, 'required')
    .min(min, tooShort)
    .max(TEXT_MAX, 'invalid_value');
}

const email = newsletterFormSchema.shape.email;

const message = z
  .string(requiredOr('invalid_value'))
  .trim()
  .min(1, 'required')
  .min(MESSAGE_MIN, 'message_too_short')
  .max(MESSAGE_MAX, 'invalid_value');

const phoneText = z
  .string(requiredOr('invalid_value'))
  .trim()
  .max(30, 'invalid_value')
  .regex(PHONE_CHARACTERS, 'invalid_value')
  .refine((value) => digitCount(value) <= PHONE_MAX_DIGITS, 'invalid_value');

const phone = phoneText
  .min(1, 'required')
  .refine((v) => digitCount(v) >= PHONE_MIN_DIGITS, 'phone_too_short');

/** Optional, but when given it must be a phone number; '' counts as not given. */
export const optionalPhone = phoneText
  .refine((v) => v === '' || digitCount(v) >= PHONE_MIN_DIGITS, 'phone_too_short')
  .optional()
  .transform((v) => v || undefined);

/** Optional company name; '' counts as not given. */
const firm = z
  .string(requiredOr('invalid_value'))
  .trim()
  .max(TEXT_MAX, 'invalid_value')
  .refine((v) => v === '' || v.length >= NAME_MIN, 'company_too_short')
  .optional()
  .transform((v) => v || undefined);

const classifiedId = z
  .number(requiredOr('invalid_value'))
  .int('invalid_value')
  .positive('invalid_value')
  .max(MAX_DATABASE_ID, 'invalid_value');

/** Fields every form has besides its own. */
const common = {
  lang: z.enum(LANGUAGES, 'invalid_value').default('pl'),
  /** reCAPTCHA v3 token of the form's action; empty while captcha is off. */
  token: z.string(requiredOr('invalid_value')).max(4096, 'invalid_value').default(''),
  /**
   * Honeypot: a field hidden from people (off-screen, `tabindex=-1`, `autocomplete=off`). A bot
   * that fills it is answered as if accepted, and nothing is stored or sent.
   */
  website: z.string(requiredOr('invalid_value')).max(500, 'invalid_value').default(''),
};

const agreement1 = z.literal(true, 'required');

/** Offer page: a question about one offer, to sales. */
export const contactClassifiedSchema = z.strictObject({
  name: text(NAME_MIN, 'name_too_short'),
  email,
  phone: optionalPhone,
  message,
  classifiedId,
  agreement1,
  ...common,
});

/**
 * "Ask request": the visitor describes a property they are looking for and sales answer with
 * matching offers (also ones not yet published). What they look for uses the filter names of
 * SPEC §3; each is optional, the message says the rest.
 */
export const askRequestSchema = z.strictObject({
  name: text(NAME_MIN, 'name_too_short'),
  email,
  phone,
  message,
  typeClassified: z.union([z.literal(1), z.literal(2)], 'invalid_value').optional(),
  typeProperty: z
    .number('invalid_value')
    .refine((id) => isPropertyTypeId(id), 'invalid_value')
    .optional(),
  localizationVoivodeship: z
    .number('invalid_value')
    .refine((code) => isVoivodeshipCode(code), 'invalid_value')
    .optional(),
  localizationTown: z
    .string('invalid_value')
    .trim()
    .max(TEXT_MAX, 'invalid_value')
    .optional()
    .transform((v) => v || undefined),
  agreement1,
  ...common,
});

/** Contact page: a general message to sales. */
export const contactSchema = z.strictObject({
  firstName: text(NAME_MIN, 'first_name_too_short'),
  lastName: text(NAME_MIN, 'last_name_too_short'),
  firm,
  email,
  phone: optionalPhone,
  message,
  agreement1,
  ...common,
});

/** Offer page: "send me the documents" — the visitor gets the offer's document links by e-mail. */
export const classifiedFileSchema = z.strictObject({
  name: text(NAME_MIN, 'name_too_short'),
  email,
  classifiedId,
  agreement1,
  ...common,
});

/**
 * Newsletter unsubscribe by address. The API never unsubscribes on this alone: it mails a link to
 * the address, so nobody can take someone else off the list. No consent: it withdraws one.
 */
export const unsubscribeSchema = z.strictObject({
  email,
  ...common,
});

export const CONTACT_FORM_SCHEMAS = {
  'contact-classified': contactClassifiedSchema,
  'ask-reqest': askRequestSchema,
  contact: contactSchema,
  'classified-file': classifiedFileSchema,
  unsubscribe: unsubscribeSchema,
} as const satisfies Record<ContactFormKind, z.ZodType>;

export type ContactClassifiedForm = z.output<typeof contactClassifiedSchema>;
export type AskRequestForm = z.output<typeof askRequestSchema>;
export type ContactForm = z.output<typeof contactSchema>;
export type ClassifiedFileForm = z.output<typeof classifiedFileSchema>;
