import { describe, expect, it } from 'vitest';
import { redactTokens } from './request-log';

describe('redactTokens', () => {
  it('takes the tokens of mailed links out of logged URLs, and nothing else', () => {
    expect(redactTokens('/api/back-office/password-tokens/Abc123_-xyz')).toBe(
      '/api/back-office/password-tokens/[token]',
    );
    expect(redactTokens('/api/newsletter/confirm/tok?x=1')).toBe('/api/newsletter/confirm/[token]?x=1');
    expect(redactTokens('/api/newsletter/unsubscribe/tok')).toBe('/api/newsletter/unsubscribe/[token]');
    expect(redactTokens('/api/classified/12?lang=en')).toBe('/api/classified/12?lang=en');
  });
});
