import { describe, expect, it } from 'vitest';
import { type PolishPluralForm, polishPluralForm, voivodeshipCountText } from './voivodeship-count';

describe('Polish plural forms (one; two to four except 12–14; otherwise)', () => {
  it.each<[number, PolishPluralForm]>([
    [0, 'many'],
    [1, 'one'],
    [2, 'few'],
    [3, 'few'],
    [4, 'few'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [13, 'many'],
    [14, 'many'],
    [15, 'many'],
    [16, 'many'],
    [21, 'many'],
    [22, 'few'],
    [24, 'few'],
    [25, 'many'],
    [32, 'few'],
    [101, 'many'],
    [102, 'few'],
    [112, 'many'],
    [122, 'few'],
    [-2, 'few'],
    [1.5, 'many'],
  ])('%d -> %s', (n, expected) => {
    expect(polishPluralForm(n)).toBe(expected);
  });
});

describe('SPEC §4: "The count reads \'Wybrano N województwo/województwa/województw\' (one; two to four; otherwise)"', () => {
  it.each([
    [0, 'Wybrano 0 województw'],
    [1, 'Wybrano 1 województwo'],
    [2, 'Wybrano 2 województwa'],
    [4, 'Wybrano 4 województwa'],
    [5, 'Wybrano 5 województw'],
    [11, 'Wybrano 11 województw'],
    [12, 'Wybrano 12 województw'],
    [14, 'Wybrano 14 województw'],
    [16, 'Wybrano 16 województw'],
    [22, 'Wybrano 22 województwa'],
    [25, 'Wybrano 25 województw'],
  ])('pl %i -> %s', (n, expected) => {
    expect(voivodeshipCountText(n, 'pl')).toBe(expected);
  });

  it.each([
    [0, 'Chosen 0 voivodeships'],
    [1, 'Chosen 1 voivodeship'],
    [2, 'Chosen 2 voivodeships'],
    [16, 'Chosen 16 voivodeships'],
  ])("en %i -> %s (the spec's 'Choosen N voivodeship(s)', spelled and pluralised)", (n, expected) => {
    expect(voivodeshipCountText(n, 'en')).toBe(expected);
  });
});
