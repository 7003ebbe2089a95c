import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';

describe('the root error page texts', () => {
  it.each([
    ['pl', pl],
    ['en', en],
  ] as const)('equal the errors namespace of messages/%s.json', (lang, messages) => {
    for (const [key, text] of Object.entries(GLOBAL_ERROR_TEXTS[lang])) {
      expect(text, key).toBe(messages.errors[key as keyof typeof messages.errors]);
    }
  });
});
