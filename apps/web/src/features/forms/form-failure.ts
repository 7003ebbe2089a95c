import { FetchJsonError } from '@/features/shell/fetch-json';
import { CaptchaError, type CaptchaErrorCode } from './recaptcha-loader';

/**
 * Which message a failed send shows (SPEC §8), as a key of the site's messages:
 * - newsletter: already subscribed -> the duplicate message, bad_voivodeshipID -> select a
 *   voivodship, anything else -> the generic form error;
 * - every form: the four captcha errors by their own message.
 */
export type FailureMessageKey =
  | 'forms.newsletter.alreadySubscribed'
  | 'errorCodes.bad_voivodeshipID'
  | 'feedback.contactForm'
  | 'feedback.captchaNoKey'
  | 'feedback.captchaNoVersion'
  | 'feedback.captchaScriptLoad'
  | 'feedback.captchaExecute';

const CAPTCHA_MESSAGES: Readonly<Record<CaptchaErrorCode, FailureMessageKey>> = {
  captcha_no_key: 'feedback.captchaNoKey',
  captcha_no_version: 'feedback.captchaNoVersion',
  captcha_script_load: 'feedback.captchaScriptLoad',
  captcha_execute: 'feedback.captchaExecute',
};

export function failureMessageKey(error: unknown, form: 'newsletter' | 'contact'): FailureMessageKey {
  if (error instanceof CaptchaError) return CAPTCHA_MESSAGES[error.code];
  if (form === 'newsletter' && error instanceof FetchJsonError) {
    if (error.code === 'already_subscribed') return 'forms.newsletter.alreadySubscribed';
    if (error.code === 'bad_voivodeshipID') return 'errorCodes.bad_voivodeshipID';
  }
  return 'feedback.contactForm';
}
