import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import pl from '../../../../messages/pl.json';
import { type AlertPathWords, alertPathInWords } from './alert-path-words';

/** The words as the screen reads them from a language's messages (every range and flag named there). */
function wordsOf(messages: typeof pl): AlertPathWords {
  return messages.backOffice.searchAlerts.words;
}

describe('a watched list told in words', () => {
  it('names the list, place, type, ranges and flags the list path holds, in both languages', () => {
    const path = '/sprzedaz/mazowieckie/warszawa/f/typeProperty=2;price-lte=2000000;isDiscount=1';
    expect(alertPathInWords(path, 'pl', wordsOf(pl))).toBe(
      'Sprzedaż · mazowieckie · Warszawa · grunt · cena (zł) do 2\u00a0000\u00a0000 · przecenione',
    );
    expect(alertPathInWords(path, 'en', wordsOf(en))).toBe(
      'For sale · Masovian · Warszawa · land plot · price (PLN) to 2,000,000 · discounted',
    );
    expect(alertPathInWords('/wynajem', 'pl', wordsOf(pl))).toBe('Wynajem');
  });

  it("names a special-offer group's list by the group's name, or its number once it is gone", () => {
    expect(alertPathInWords('/oferta_specjalna/promocje/12', 'pl', wordsOf(pl), 'Zimowa promocja')).toBe(
      'Grupa: Zimowa promocja',
    );
    expect(alertPathInWords('/oferta_specjalna/promocje/12', 'en', wordsOf(en), 'Winter sale')).toBe(
      'Group: Winter sale',
    );
    expect(alertPathInWords('/oferta_specjalna/promocje/12', 'pl', wordsOf(pl))).toBe('Grupa: 12');
  });

  it("names an alert's set of voivodeships where a path's one voivodeship would stand", () => {
    expect(alertPathInWords('/sprzedaz', 'pl', wordsOf(pl), undefined, ['malopolskie', 'mazowieckie'])).toBe(
      'Sprzedaż · małopolskie, mazowieckie',
    );
    expect(alertPathInWords('/sprzedaz', 'en', wordsOf(en), undefined, ['malopolskie', 'slaskie'])).toBe(
      'For sale · Lesser Poland, Silesian',
    );
  });

  it('shows a path its list no longer reads as it is', () => {
    expect(alertPathInWords('/kontakt', 'pl', wordsOf(pl))).toBe('/kontakt');
  });
});
