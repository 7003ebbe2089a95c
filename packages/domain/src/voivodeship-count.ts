import type { Language } from './language';

export type PolishPluralForm = 'one' | 'few' | 'many';

/**
 * Polish cardinal plural category (CLDR): 1 -> one; 2–4, 22–24, 32–34… but not 12–14 -> few;
 * everything else, 0 included -> many. Fractions take the genitive singular in Polish, which the
 * three forms here cannot express, so they fall to 'many' like CLDR's 'other' would in practice.
 */
export function polishPluralForm(n: number): PolishPluralForm {
  if (!Number.isInteger(n)) return 'many';
  const abs = Math.abs(n);
  if (abs === 1) return 'one';
  const lastDigit = abs % 10;
  const lastTwo = abs % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return 'few';
  return 'many';
}

const POLISH_FORMS: Readonly<Record<PolishPluralForm, string>> = {
  one: 'województwo',
  few: 'województwa',
  many: 'województw',
};

/**
 * SPEC §4 voivodeship picker count: 'Wybrano N województwo/województwa/województw'. English is
 * 'Chosen N voivodeship(s)' with a real plural: the spec's 'Choosen' is a misspelling.
 */
export function voivodeshipCountText(n: number, lang: Language): string {
  if (lang === 'en') return `Chosen ${n} ${n === 1 ? 'voivodeship' : 'voivodeships'}`;
  return `Wybrano ${n} ${POLISH_FORMS[polishPluralForm(n)]}`;
}
