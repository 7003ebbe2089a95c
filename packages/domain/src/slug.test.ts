import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify: Polish diacritics to ASCII, lower case, hyphens', () => {
  it.each([
    ['Łódź', 'lodz'],
    ['Bielsko-Biała', 'bielsko-biala'],
    ['Kędzierzyn-Koźle', 'kedzierzyn-kozle'],
    ['ŻÓŁĆ gęślą jaźń', 'zolc-gesla-jazn'],
    ['Książ Wielki', 'ksiaz-wielki'],
    ['  Ruciane–Nida ', 'ruciane-nida'],
    ['Gdańsk (Oliwa)', 'gdansk-oliwa'],
    ['lodz', 'lodz'],
    ['', ''],
    ['---', ''],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
