import { describe, expect, it } from 'vitest';
import { addBookmark, parseBookmarks, removeBookmark } from './bookmarks';

describe('parseBookmarks', () => {
  it('reads an array of objects with tipi', () => {
    expect(parseBookmarks('[{"tipi":"A1","title":"x"},{"tipi":7}]')).toEqual([
      { tipi: 'A1', title: 'x' },
      { tipi: 7 },
    ]);
  });

  it('drops elements without tipi and survives junk', () => {
    expect(parseBookmarks('[{"tipi":"A"},{"id":1},null,3]')).toEqual([{ tipi: 'A' }]);
    expect(parseBookmarks('{"tipi":"A"}')).toEqual([]);
    expect(parseBookmarks('not json')).toEqual([]);
    expect(parseBookmarks(null)).toEqual([]);
  });
});

describe('addBookmark and removeBookmark', () => {
  it('ignores a duplicate tipi and removes by tipi', () => {
    const one = addBookmark([], { tipi: 'A' });
    expect(addBookmark(one, { tipi: 'A', other: 1 })).toBe(one);
    const two = addBookmark(one, { tipi: 'B' });
    expect(removeBookmark(two, 'A')).toEqual([{ tipi: 'B' }]);
  });
});
