import { describe, expect, it } from 'vitest';
import { FetchJsonError } from '@/features/shell/fetch-json';
import { failureMessageKey } from './form-failure';
import { CaptchaError } from './recaptcha-loader';

describe('failed send -> message (SPEC §8)', () => {
  it('newsletter: duplicate, bad voivodeship, anything else generic', () => {
    expect(failureMessageKey(new FetchJsonError(409, 'already_subscribed'), 'newsletter')).toBe(
      'forms.newsletter.alreadySubscribed',
    );
    expect(failureMessageKey(new FetchJsonError(400, 'bad_voivodeshipID'), 'newsletter')).toBe(
      'errorCodes.bad_voivodeshipID',
    );
    for (const error of [
      new FetchJsonError(429, 'rate_limited'),
      new FetchJsonError(0, 'network'),
      new FetchJsonError(400, 'captcha_failed'),
      new Error('boom'),
    ]) {
      expect(failureMessageKey(error, 'newsletter')).toBe('feedback.contactForm');
    }
  });

  it('contact forms: the generic form error, whatever the code', () => {
    expect(failureMessageKey(new FetchJsonError(409, 'already_subscribed'), 'contact')).toBe(
      'feedback.contactForm',
    );
    expect(failureMessageKey(new FetchJsonError(503, 'captcha_unavailable'), 'contact')).toBe(
      'feedback.contactForm',
    );
  });

  it('the four captcha errors by their own message', () => {
    expect(failureMessageKey(new CaptchaError('captcha_no_key'), 'contact')).toBe('feedback.captchaNoKey');
    expect(failureMessageKey(new CaptchaError('captcha_no_version'), 'newsletter')).toBe(
      'feedback.captchaNoVersion',
    );
    expect(failureMessageKey(new CaptchaError('captcha_script_load'), 'contact')).toBe(
      'feedback.captchaScriptLoad',
    );
    expect(failureMessageKey(new CaptchaError('captcha_execute'), 'contact')).toBe('feedback.captchaExecute');
  });
});
