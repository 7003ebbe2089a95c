import type { Language } from './language';

/**
 * SPEC §3: prices arrive in grosze and are shown divided by 100, in PLN with no decimals.
 *
 * Intl separates digit groups and the currency with U+00A0 (no-break space) in Polish and puts one
 * after 'PLN' in English; we keep those so a price never wraps mid-number. `useGrouping: 'always'`
 * because Polish would otherwise print 4-digit amounts ungrouped ('1250 zł' but '12 500 zł').
 */
const LOCALES: Readonly<Record<Language, string>> = { pl: 'pl-PL', en: 'en-GB' };

// Made on first use, not when the module loads: a browser's first Intl.NumberFormat costs about
// 350 ms on a slow phone (ICU's number data; issue 33), and pages that import this module only to
// convert grosze (the offer page's analytics) never format a price in the browser.
const priceFormats = new Map<Language, Intl.NumberFormat>();
const areaFormats = new Map<Language, Intl.NumberFormat>();

function priceFormat(lang: Language): Intl.NumberFormat {
  let format = priceFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency: 'PLN',
      currencyDisplay: lang === 'en' ? 'code' : 'symbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
      useGrouping: 'always',
    });
    priceFormats.set(lang, format);
  }
  return format;
}

function areaFormat(lang: Language): Intl.NumberFormat {
  let format = areaFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2, useGrouping: 'always' });
    areaFormats.set(lang, format);
  }
  return format;
}

export function groszeToPln(grosze: number): number {
  return grosze / 100;
}

/** Rounds to whole grosze so that 0.1 + 0.2 PLN style float noise never reaches the API. */
export function plnToGrosze(pln: number): number {
  return Math.round(pln * 100);
}

/** '1 250 000 zł' (pl), 'PLN 1,250,000' (en); spaces are U+00A0. */
export function formatPrice(grosze: number, lang: Language): string {
  return priceFormat(lang).format(groszeToPln(grosze));
}

/** '1 250 m²' (pl), '1,250 m²' (en), up to 2 decimals; spaces are U+00A0 as in formatPrice. */
export function formatArea(squareMetres: number, lang: Language): string {
  return `${areaFormat(lang).format(squareMetres)}\u00a0m²`;
}
