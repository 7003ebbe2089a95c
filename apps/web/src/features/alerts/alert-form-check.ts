import { newsletterFormSchema } from '@estate/domain/newsletter';
import { z } from 'zod';
import { type FormValues, validate } from '@/features/forms/form-state';

/** The sign-up's values: the newsletter's address and consent, and how often. */
export interface AlertValues extends FormValues {
  email: string;
  frequency: string;
  agreement1: boolean;
}

/**
 * The newsletter's rules for the address and consent (SPEC §5), the schema the API's alert sign-up
 * picks them from; the frequency is one of the page's radios, which the API checks. Loaded on the
 * form's first focus (use-site-form.ts), so zod is not in the page's first JavaScript, and without
 * the domain's alerts module, so the towns and routes stay on the server.
 */
const alertFormSchema = newsletterFormSchema
  .pick({ email: true, agreement1: true })
  .extend({ frequency: z.string() });

export function checkAlert(values: AlertValues) {
  return validate(alertFormSchema, values);
}
