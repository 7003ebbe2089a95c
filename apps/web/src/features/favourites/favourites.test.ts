import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  isOfferFavourite,
  parseFavourites,
  removeFavourite,
  toggleFavouriteIn,
  uniqueFavourites,
} from './favourites';

describe('parseFavourites', () => {
  it('reads an array of objects with tipi', () => {
    expect(parseFavourites('[{"tipi":"A1","title":"x"},{"tipi":7}]')).toEqual([
      { tipi: 'A1', title: 'x' },
      { tipi: 7 },
    ]);
  });

  it('drops elements without tipi and survives junk', () => {
    expect(parseFavourites('[{"tipi":"A"},{"id":1},null,3]')).toEqual([{ tipi: 'A' }]);
    expect(parseFavourites('{"tipi":"A"}')).toEqual([]);
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseFavourites(null)).toEqual([]);
  });
});

describe('addFavourite and removeFavourite', () => {
  it('ignores a duplicate tipi and removes by tipi', () => {
    const one = addFavourite([], { tipi: 'A' });
    expect(addFavourite(one, { tipi: 'A', other: 1 })).toBe(one);
    const two = addFavourite(one, { tipi: 'B' });
    expect(removeFavourite(two, 'A')).toEqual([{ tipi: 'B' }]);
  });
});

describe('toggleFavouriteIn', () => {
  it('adds a new tipi and removes a present one, never duplicating', () => {
    const one = toggleFavouriteIn([], { tipi: 'T1', id: 1 });
    expect(one).toEqual([{ tipi: 'T1', id: 1 }]);
    const two = toggleFavouriteIn(one, { tipi: 'T2' });
    expect(two.map((b) => b.tipi)).toEqual(['T1', 'T2']);
    expect(toggleFavouriteIn(two, { tipi: 'T1', id: 1 })).toEqual([{ tipi: 'T2' }]);
    // A number and a string with the same digits are one tipi.
    expect(toggleFavouriteIn([{ tipi: 7 }], { tipi: '7' })).toEqual([]);
  });
});

describe('isOfferFavourite', () => {
  it('tells a stored offer summary from a bare tipi', () => {
    expect(
      isOfferFavourite({ tipi: 'T1', id: 1, title: 'x', localizationVoivodeship: 2, typeProperty: 3 }),
    ).toBe(true);
    expect(isOfferFavourite({ tipi: 'T1' })).toBe(false);
    expect(isOfferFavourite({ tipi: 'T1', id: '1', title: 'x' })).toBe(false);
  });
});

describe('uniqueFavourites', () => {
  it('keeps the first of each tipi', () => {
    expect(uniqueFavourites([{ tipi: 'A', n: 1 }, { tipi: 'B' }, { tipi: 'A', n: 2 }])).toEqual([
      { tipi: 'A', n: 1 },
      { tipi: 'B' },
    ]);
  });
});
