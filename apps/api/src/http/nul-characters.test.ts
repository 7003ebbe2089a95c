import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './nul-characters';

describe('findNulCharacter', () => {
  it.each([
    ['plain text', 'Łódź', undefined],
    ['a NUL in a string', 'a\u0000b', []],
    ['a NUL in a nested value', { filter: { town: ['x', 'y\u0000'] } }, ['filter', 'town', '1']],
    ['a NUL in a key', { 'to\u0000wn': 'x' }, ['to\u0000wn']],
    ['numbers and nulls', { a: 1, b: null, c: [true] }, undefined],
  ])('%s', (_, value, expected) => {
    expect(findNulCharacter(value)).toEqual(expected);
  });
});
