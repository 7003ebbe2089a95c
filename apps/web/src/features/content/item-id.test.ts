import { describe, expect, it } from 'vitest';
import { parseItemId } from './item-id';

describe('parseItemId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('%j -> %d', (text, id) => {
    expect(parseItemId(text)).toBe(id);
  });

  it.each([undefined, '', '0', '01', '-1', '1.5', '1e3', 'abc', '12abc', '2147483648', '99999999999'])(
    '%j is not an id',
    (text) => {
      expect(parseItemId(text)).toBeNull();
    },
  );
});
