import { describe, expect, it } from 'vitest';
import { formatCount } from './plural';

const pl = { one: '# oferta', few: '# oferty', many: '# ofert', other: '# oferty' };
const en = { one: '# offer', other: '# offers' };

describe('formatCount', () => {
  it.each([
    [0, '0 ofert'],
    [1, '1 oferta'],
    [2, '2 oferty'],
    [5, '5 ofert'],
    [12, '12 ofert'],
    [22, '22 oferty'],
    [4003, '4003 oferty'],
    [12345, '12\u00a0345 ofert'],
  ])('Polish %i', (n, text) => {
    expect(formatCount(pl, n, 'pl')).toBe(text);
  });

  it.each([
    [1, '1 offer'],
    [2, '2 offers'],
    [4003, '4,003 offers'],
  ])('English %i', (n, text) => {
    expect(formatCount(en, n, 'en')).toBe(text);
  });

  it('falls back to "other" for a category the caller left out', () => {
    expect(formatCount({ other: '# x' }, 3, 'pl')).toBe('3 x');
  });
});
