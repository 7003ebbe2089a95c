import type { ContactFormKind } from '@estate/domain/contact-forms';

/** A visible text field of a contact form: its §3 label name, input kind and autofill hint. */
export interface TextFieldSpec {
  name: 'email' | 'name' | 'firstName' | 'lastName' | 'firm' | 'phone' | 'message';
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  required: boolean;
}

const email: TextFieldSpec = { name: 'email', type: 'email', autoComplete: 'email', required: true };
const name: TextFieldSpec = { name: 'name', type: 'text', autoComplete: 'name', required: true };
const phone = (required: boolean): TextFieldSpec => ({
  name: 'phone',
  type: 'tel',
  autoComplete: 'tel',
  required,
});
const message: TextFieldSpec = { name: 'message', type: 'textarea', required: true };

/**
 * What each form shows, in order; the domain schema (contact-forms.ts) says which are required and
 * how they are checked, this only mirrors it for the labels. Consent is asked wherever data are
 * stored, which is every form but the unsubscribe one (it withdraws a consent).
 */
export const CONTACT_FORM_FIELDS: Readonly<Record<ContactFormKind, readonly TextFieldSpec[]>> = {
  contact: [
    { name: 'firstName', type: 'text', autoComplete: 'given-name', required: true },
    { name: 'lastName', type: 'text', autoComplete: 'family-name', required: true },
    { name: 'firm', type: 'text', autoComplete: 'organization', required: false },
    email,
    phone(false),
    message,
  ],
  'contact-classified': [name, email, phone(false), message],
  'ask-reqest': [name, email, phone(true), message],
  'classified-file': [name, email],
  unsubscribe: [email],
};

export function asksConsent(kind: ContactFormKind): boolean {
  return kind !== 'unsubscribe';
}
