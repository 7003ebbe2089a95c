import { describe, expect, it } from 'vitest';
import {
  addBookmark,
  isOfferBookmark,
  parseBookmarks,
  removeBookmark,
  toggleBookmarkIn,
  uniqueBookmarks,
} from './favourites';

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

describe('toggleBookmarkIn', () => {
  it('adds a new tipi and removes a present one, never duplicating', () => {
    const one = toggleBookmarkIn([], { tipi: 'T1', id: 1 });
    expect(one).toEqual([{ tipi: 'T1', id: 1 }]);
    const two = toggleBookmarkIn(one, { tipi: 'T2' });
    expect(two.map((b) => b.tipi)).toEqual(['T1', 'T2']);
    expect(toggleBookmarkIn(two, { tipi: 'T1', id: 1 })).toEqual([{ tipi: 'T2' }]);
    // A number and a string with the same digits are one tipi.
    expect(toggleBookmarkIn([{ tipi: 7 }], { tipi: '7' })).toEqual([]);
  });
});

describe('isOfferBookmark', () => {
  it('tells a stored offer summary from a bare tipi', () => {
    expect(
      isOfferBookmark({ tipi: 'T1', id: 1, title: 'x', localizationVoivodeship: 2, typeProperty: 3 }),
    ).toBe(true);
    expect(isOfferBookmark({ tipi: 'T1' })).toBe(false);
    expect(isOfferBookmark({ tipi: 'T1', id: '1', title: 'x' })).toBe(false);
  });
});

describe('uniqueBookmarks', () => {
  it('keeps the first of each tipi', () => {
    expect(uniqueBookmarks([{ tipi: 'A', n: 1 }, { tipi: 'B' }, { tipi: 'A', n: 2 }])).toEqual([
      { tipi: 'A', n: 1 },
      { tipi: 'B' },
    ]);
  });
});
