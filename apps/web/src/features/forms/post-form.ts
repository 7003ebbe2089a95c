import type { ContactFormKind } from '@estate/domain/contact-forms';
import { fetchJson } from '@/features/shell/fetch-json';
import { type CaptchaSettings, captchaToken } from './recaptcha-loader';

/**
 * Sends a form to the API through the site's forwarder, with a captcha token fetched just before
 * (SPEC §7), or '' while the captcha is off.
 */
export async function postForm(
  form: ContactFormKind | 'newsletter',
  body: Record<string, unknown>,
  captcha: CaptchaSettings | null,
): Promise<void> {
  // Loaded with the form's check already; imported here so no page loads it before a form is used.
  const { FORM_CAPTCHA_ACTIONS } = await import('@estate/domain/contact-forms');
  const token = await captchaToken(captcha, FORM_CAPTCHA_ACTIONS[form]);
  await fetchJson(`/api/form/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, token }),
  });
}
