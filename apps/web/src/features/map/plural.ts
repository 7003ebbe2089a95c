import type { Language } from '@estate/domain/language';

/**
 * A counted text in each plural category the language uses ('# oferta', '# oferty', '# ofert'), '#'
 * standing for the number. Plain strings rather than functions, so server components can hand them
 * to the interactive map in the browser.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const LOCALES: Readonly<Record<Language, string>> = { pl: 'pl-PL', en: 'en-GB' };
const rules: Readonly<Record<Language, Intl.PluralRules>> = {
  pl: new Intl.PluralRules(LOCALES.pl),
  en: new Intl.PluralRules(LOCALES.en),
};
const numbers: Readonly<Record<Language, Intl.NumberFormat>> = {
  pl: new Intl.NumberFormat(LOCALES.pl),
  en: new Intl.NumberFormat(LOCALES.en),
};

/** '4003 oferty', '1 offer': the language's plural form for n, the number formatted for the language. */
export function formatCount(forms: PluralForms, n: number, lang: Language): string {
  const form = forms[rules[lang].select(n)] ?? forms.other;
  return form.replaceAll('#', numbers[lang].format(n));
}
