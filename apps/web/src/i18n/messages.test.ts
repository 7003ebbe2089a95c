import { ERROR_CODES } from '@estate/domain/error-codes';
import { STAFF_ERROR_CODES } from '@estate/domain/staff-error-codes';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';

/** Every leaf key of a message tree, dotted. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('message files', () => {
  it('have the same keys in Polish and English', () => {
    expect(keys(en).sort()).toEqual(keys(pl).sort());
  });

  it('have no empty text', () => {
    for (const messages of [pl, en]) {
      for (const key of keys(messages)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      }
    }
  });

  it.each([...ERROR_CODES, ...STAFF_ERROR_CODES])('translate the error code %s in both languages', (code) => {
    expect(pl.errorCodes[code]).toBeTruthy();
    expect(en.errorCodes[code]).toBeTruthy();
  });

  it('carry the texts SPEC §8 quotes', () => {
    expect(pl.errors.notFound).toBe('Przykro nam, ale pod wskazanym adresem nie mamy nieruchomości.');
    expect(pl.errors.pageNotFound).toBe('This page could not be found');
    expect(pl.errors.generic).toBe('Coś poszło nie tak. Już nad tym pracujemy.');
    expect(en.errors.generic).toBe('Something went wrong. We are already working on it.');
    expect(pl.errors.unknown).toBe('Wystąpił nieznany błąd');
    expect(en.errorCodes.already_subscribed).toBe('The user is already subscribed to the newsletter');
    expect(pl.feedback.getRates).toBe('Błąd pobierania danych. Spróbuj ponownie później.');
    expect(pl.feedback.contactForm).toBe('Błąd wysyłki formularza');
    expect(pl.feedback.formShareArticle).toBe('Błąd wysyłki formularza');
    expect(pl.feedback.searchResultsEmpty).toBe('Brak wyników wyszukiwania');
    expect(pl.feedback.loginError).toBe('Błąd logowania');
    expect(pl.feedback.formSent).toBe('Formularz został wysłany. Dziękujemy!');
  });

  it('count offers, and say "more than" where the API stopped counting (OFFER_COUNT_LIMIT)', () => {
    const tPl = createTranslator({ locale: 'pl', messages: pl, namespace: 'offers' });
    const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'offers' });
    expect([0, 1, 3, 5, 22].map((count) => tPl('results', { count }))).toEqual([
      'Brak ofert',
      '1 oferta',
      '3 oferty',
      '5 ofert',
      '22 oferty',
    ]);
    expect(tPl('resultsMoreThan', { count: 10_000 })).toBe('Ponad 10\u00a0000 ofert');
    expect(tEn('resultsMoreThan', { count: 10_000 })).toBe('More than 10,000 offers');
  });
});
