import { describe, expect, it } from 'vitest';
import {
  type DecodedFilterPath,
  encodeFilterPairs,
  encodeFilterPath,
  type FilterListBase,
  type FilterPathState,
  slugify,
} from './filter-path';
import { decodeFilterPairs, decodeFilterSegments } from './filter-path-decode';
import { matchRoute } from './routes';

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

const PLN = 100;

describe('encodeFilterPath: one URL per state (docs/decisions/004)', () => {
  it.each<[FilterListBase, FilterPathState, 'pl' | 'en', string]>([
    ['sprzedaz', {}, 'pl', '/sprzedaz'],
    ['wynajem', {}, 'en', '/en/wynajem'],
    ['sprzedaz', { voivodeship: 'mazowieckie' }, 'pl', '/sprzedaz/mazowieckie'],
    ['sprzedaz', { voivodeship: 'mazowieckie', city: 'Warszawa' }, 'pl', '/sprzedaz/mazowieckie/warszawa'],
    ['sprzedaz', { voivodeship: 'lodzkie', city: 'Łódź' }, 'en', '/en/sprzedaz/lodzkie/lodz'],
    // A city without its voivodeship cannot be placed and is left out.
    ['sprzedaz', { city: 'Łódź' }, 'pl', '/sprzedaz'],
    ['sprzedaz', { filters: { localizationVoivodeship: 24 } }, 'pl', '/sprzedaz/slaskie'],
    [
      'wynajem',
      {
        voivodeship: 'mazowieckie',
        city: 'warszawa',
        filters: { typeProperty: 3, 'price[gte]': 100_000 * PLN, isNew: 1 },
        order: 'price_asc',
        page: 2,
      },
      'en',
      '/en/wynajem/mazowieckie/warszawa/f/typeProperty=3;price-gte=100000;isNew=1;order=price_asc;page=2',
    ],
    // Insertion order of the state does not matter, defaults and zero flags are left out.
    [
      'sprzedaz',
      {
        filters: {
          isSold: 0,
          isNew: 1,
          mpzp: 0,
          'areaGround[lte]': 1200.5,
          'price[lte]': 12_345_050,
          typeProperty: 2,
        },
        order: 'newest',
        page: 1,
      },
      'pl',
      '/sprzedaz/f/typeProperty=2;price-lte=123450.5;areaGround-lte=1200.5;isNew=1',
    ],
    [
      'sprzedaz',
      { filters: { currentPage: 3, order: 'area_desc' } },
      'pl',
      '/sprzedaz/f/order=area_desc;page=3',
    ],
    ['nowosci', { page: 2 }, 'pl', '/nowosci/f/page=2'],
    ['do_sprzedania_wkrotce', { order: 'oldest' }, 'en', '/en/do_sprzedania_wkrotce/f/order=oldest'],
    ['nowosci', { voivodeship: 'slaskie' }, 'pl', '/nowosci'],
  ])('%s %j (%s) -> %s', (base, state, lang, expected) => {
    expect(encodeFilterPath(base, state, lang)).toBe(expected);
    expect(matchRoute(expected)?.name).toBe(base);
  });

  it('writes nothing for a state at its defaults', () => {
    expect(encodeFilterPairs({})).toBe('');
    expect(encodeFilterPairs({ filters: { isNew: 0 }, page: 1, order: 'newest' })).toBe('');
  });
});

describe('decodeFilterSegments', () => {
  it.each<[string[], DecodedFilterPath]>([
    [[], { filters: {}, page: 1, order: 'newest' }],
    [
      ['mazowieckie'],
      { voivodeship: 'mazowieckie', filters: { localizationVoivodeship: 14 }, page: 1, order: 'newest' },
    ],
    [
      ['mazowieckie', 'warszawa'],
      {
        voivodeship: 'mazowieckie',
        city: 'warszawa',
        filters: { localizationVoivodeship: 14 },
        page: 1,
        order: 'newest',
      },
    ],
    [
      ['f', 'price-gte=100000;typeProperty=3;isNew=1;order=price_asc;page=2'],
      { filters: { 'price[gte]': 10_000_000, typeProperty: 3, isNew: 1 }, page: 2, order: 'price_asc' },
    ],
    [
      ['slaskie', 'f', 'areaBuilding-lte=99.5;mpzp=1'],
      {
        voivodeship: 'slaskie',
        filters: { localizationVoivodeship: 24, 'areaBuilding[lte]': 99.5, mpzp: 1 },
        page: 1,
        order: 'newest',
      },
    ],
    // Percent-encoded city segments are read as text and slugified.
    [
      ['lodzkie', '%C5%81%C3%B3d%C5%BA'],
      {
        voivodeship: 'lodzkie',
        city: 'lodz',
        filters: { localizationVoivodeship: 10 },
        page: 1,
        order: 'newest',
      },
    ],
  ])('%j', (segments, expected) => {
    expect(decodeFilterSegments(segments)).toEqual(expected);
  });

  it.each<[string, string[], DecodedFilterPath]>([
    [
      'an unknown voivodeship and its city',
      ['atlantyda', 'miasto'],
      { filters: {}, page: 1, order: 'newest' },
    ],
    ['f with nothing after it', ['f'], { filters: {}, page: 1, order: 'newest' }],
    [
      'unknown keys, bad values, missing = and broken escapes',
      [
        'f',
        'foo=1;price-gte=abc;isNew=2;typeProperty=99;=3;page;page=0;order=cheapest;mpzp=%E0%A4%A;isSold=1',
      ],
      { filters: { isSold: 1 }, page: 1, order: 'newest' },
    ],
    [
      'negative and fractional where not allowed',
      ['f', 'price-gte=-5;page=1.5;typeProperty=1.5'],
      { filters: {}, page: 1, order: 'newest' },
    ],
    ['empty pairs', ['f', ';;isNew=1;;'], { filters: { isNew: 1 }, page: 1, order: 'newest' }],
    [
      'wire keys are not path keys',
      ['f', 'price[gte]=1;currentPage=2'],
      { filters: {}, page: 1, order: 'newest' },
    ],
    ['a broken voivodeship escape', ['%E0%A4%A', 'x'], { filters: {}, page: 1, order: 'newest' }],
  ])('ignores %s', (_, segments, expected) => {
    expect(() => decodeFilterSegments(segments)).not.toThrow();
    expect(decodeFilterSegments(segments)).toEqual(expected);
  });

  it('reads prices as whole PLN and returns grosze', () => {
    expect(decodeFilterPairs('price-lte=1250000.25').filters).toEqual({ 'price[lte]': 125_000_025 });
  });
});

describe('round trip: decode(encode(state)) is the state, encode(decode(path)) the path', () => {
  const states: FilterPathState[] = [
    {},
    { voivodeship: 'zachodniopomorskie' },
    { voivodeship: 'pomorskie', city: 'gdansk', page: 4 },
    {
      voivodeship: 'kujawskopomorskie',
      filters: {
        typeProperty: 6,
        'price[gte]': 5_000 * PLN,
        'price[lte]': 1_500_000 * PLN,
        'areaBuilding[gte]': 10,
        'areaBuilding[lte]': 1000.25,
        'areaGround[gte]': 1,
        'areaGround[lte]': 2,
        'areaRental[gte]': 3,
        'areaRental[lte]': 4,
        'areaRentalOffice[gte]': 5,
        'areaRentalOffice[lte]': 6,
        'areaRentalWarehouse[gte]': 7,
        'areaRentalWarehouse[lte]': 8,
        'areaRentalRetail[gte]': 9,
        'areaRentalRetail[lte]': 10,
        mpzp: 1,
        isNew: 1,
        isDiscount: 1,
        isMakeOffer: 1,
        isNegotiablePrice: 1,
        isSold: 1,
        isNewPrice: 1,
        isTeletechnicalInfrastructure: 1,
        isVideoDrone: 1,
        isConcept: 1,
        isRecommended: 1,
        isInPreparation: 1,
        isSpecialOffer: 1,
      },
      order: 'viewed_period',
      page: 12,
    },
  ];

  it.each(states)('%j', (state) => {
    for (const base of ['sprzedaz', 'wynajem'] as const) {
      for (const lang of ['pl', 'en'] as const) {
        const path = encodeFilterPath(base, state, lang);
        const match = matchRoute(path);
        expect(match?.name).toBe(base);
        const segments = path.split('/').filter(Boolean);
        const afterBase = segments.slice(segments.indexOf(base) + 1);
        const decoded = decodeFilterSegments(afterBase);
        expect(decoded.voivodeship).toBe(state.voivodeship);
        expect(decoded.city).toBe(state.city);
        expect(decoded.page).toBe(state.page ?? 1);
        expect(decoded.order).toBe(state.order ?? 'newest');
        const { localizationVoivodeship, ...rest } = decoded.filters;
        expect(rest).toEqual(state.filters ?? {});
        expect(localizationVoivodeship === undefined).toBe(state.voivodeship === undefined);
        expect(encodeFilterPath(base, decoded, lang)).toBe(path);
      }
    }
  });
});
