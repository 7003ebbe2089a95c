import { describe, expect, it } from 'vitest';
import { formatArea, formatPrice, groszeToPln, plnToGrosze } from './money';

const NBSP = '\u00a0';
const plain = (text: string) => text.replaceAll(NBSP, ' ');

describe('SPEC §3: "Prices arrive in the smallest currency unit and are divided by 100. Currency is PLN with no decimals."', () => {
  it.each([
    [125_000_000, 'pl', '1 250 000 zł'],
    [125_000_000, 'en', 'PLN 1,250,000'],
    [125_000, 'pl', '1 250 zł'],
    [125_000, 'en', 'PLN 1,250'],
    [99_900, 'pl', '999 zł'],
    [0, 'pl', '0 zł'],
    [0, 'en', 'PLN 0'],
    // No decimals: grosze are rounded half away from zero.
    [12_349, 'pl', '123 zł'],
    [12_350, 'pl', '124 zł'],
    [45_000_000_000, 'pl', '450 000 000 zł'],
  ] as const)('formatPrice(%i, %s) -> %s', (grosze, lang, expected) => {
    expect(plain(formatPrice(grosze, lang))).toBe(expected);
  });

  it('keeps the number and its currency together with no-break spaces', () => {
    expect(formatPrice(125_000_000, 'pl')).toBe(`1${NBSP}250${NBSP}000${NBSP}zł`);
    expect(formatPrice(125_000_000, 'en')).toBe(`PLN${NBSP}1,250,000`);
  });

  it.each([
    [100, 1],
    [12_345, 123.45],
    [0, 0],
  ])('groszeToPln(%i) -> %d', (grosze, pln) => {
    expect(groszeToPln(grosze)).toBe(pln);
  });

  it.each([
    [1, 100],
    [123.45, 12_345],
    [0.1 + 0.2, 30],
    [1.005, 100],
    [19.99, 1999],
  ])('plnToGrosze(%d) -> %i', (pln, grosze) => {
    expect(plnToGrosze(pln)).toBe(grosze);
  });
});

describe('formatArea: m², grouped, up to 2 decimals', () => {
  it.each([
    [1250, 'pl', '1 250 m²'],
    [1250, 'en', '1,250 m²'],
    [12.5, 'pl', '12,5 m²'],
    [12.5, 'en', '12.5 m²'],
    [1234.567, 'pl', '1 234,57 m²'],
    [80, 'en', '80 m²'],
  ] as const)('formatArea(%d, %s) -> %s', (m2, lang, expected) => {
    expect(plain(formatArea(m2, lang))).toBe(expected);
  });

  it('uses no-break spaces', () => {
    expect(formatArea(1250, 'pl')).toBe(`1${NBSP}250${NBSP}m²`);
  });
});
