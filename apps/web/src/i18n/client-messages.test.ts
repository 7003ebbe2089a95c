import { STAFF_ERROR_CODES } from '@estate/domain/staff-error-codes';
import type { Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import { clientMessages } from './client-messages';

describe('clientMessages', () => {
  it("sends the public site's codes to the browser, none of the back office's, and no back-office texts", () => {
    const sent = clientMessages(pl as unknown as Messages);
    expect(sent.errorCodes.required).toBe(pl.errorCodes.required);
    for (const code of STAFF_ERROR_CODES) expect(Object.keys(sent.errorCodes)).not.toContain(code);
    expect(Object.keys(sent)).not.toContain('backOffice');
  });

  it('asks the browser for no number or date formatting (its first Intl formatter costs ~350 ms on a slow phone)', () => {
    // The lists' counts are written by server components (offer-list-page, special-offer-pages):
    // the server formats "Ponad 10 000 ofert" with its own Intl.
    const formattedOnTheServer = ['offers.results', 'offers.resultsMoreThan'];
    for (const catalogue of [pl, en]) {
      const texts: [string, string][] = [];
      const collect = (value: unknown, key: string): void => {
        if (typeof value === 'string') texts.push([key, value]);
        else if (value && typeof value === 'object')
          for (const [name, inner] of Object.entries(value)) collect(inner, key ? `${key}.${name}` : name);
      };
      collect(clientMessages(catalogue as unknown as Messages), '');
      // next-intl formats a plural's '#' and a {x, number|date|time} argument with Intl in the
      // browser; a plain {x} is written with String() (decision 050).
      const formatting = texts.filter(
        ([key, text]) =>
          !formattedOnTheServer.includes(key) &&
          ((text.includes('plural,') && text.includes('#')) ||
            /\{\s*\w+\s*,\s*(number|date|time)\b/.test(text)),
      );
      expect(formatting).toEqual([]);
    }
  });
});
