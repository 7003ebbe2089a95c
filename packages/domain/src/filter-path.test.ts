import { describe, expect, it } from 'vitest';
import {
  encodeFilterPairs,
  encodeFilterPath,
  type FilterListBase,
  type ListPathState,
  pathFiltersOf,
} from './filter-path';
import { decodeFilterPairs, decodeListPath, listApiFilter } from './filter-path-decode';
import { matchRoute } from './routes';

describe('encodeFilterPath: one URL per state (docs/decisions/004)', () => {
  it.each<[FilterListBase, Partial<ListPathState>, 'pl' | 'en', string]>([
    ['sprzedaz', {}, 'pl', '/sprzedaz'],
    ['wynajem', {}, 'en', '/en/wynajem'],
    ['sprzedaz', { voivodeship: 'mazowieckie' }, 'pl', '/sprzedaz/mazowieckie'],
    ['sprzedaz', { voivodeship: 'mazowieckie', town: 'warszawa' }, 'pl', '/sprzedaz/mazowieckie/warszawa'],
    ['sprzedaz', { voivodeship: 'lodzkie', town: 'lodz' }, 'en', '/en/sprzedaz/lodzkie/lodz'],
    // A town without its voivodeship cannot be placed and is left out.
    ['sprzedaz', { town: 'lodz' }, 'pl', '/sprzedaz'],
    [
      'wynajem',
      {
        voivodeship: 'mazowieckie',
        town: 'warszawa',
        filters: { typeProperty: 3, 'price[gte]': 100_000, isNew: 1 },
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
          'price[lte]': 123_450.5,
          typeProperty: 2,
        },
        order: 'newest',
        page: 1,
      },
      'pl',
      '/sprzedaz/f/typeProperty=2;price-lte=123450.5;areaGround-lte=1200.5;isNew=1',
    ],
    ['sprzedaz', { page: 3, order: 'area_desc' }, 'pl', '/sprzedaz/f/order=area_desc;page=3'],
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

/** What the route table matched for a sale-list path after /sprzedaz. */
function paramsOf(rest: string): Record<string, string> {
  return matchRoute(`/sprzedaz${rest}`)?.params ?? {};
}

describe("decodeListPath: the state from the route table's match, read once", () => {
  it.each<[string, ListPathState]>([
    ['', { filters: {}, page: 1, order: 'newest' }],
    ['/mazowieckie', { voivodeship: 'mazowieckie', filters: {}, page: 1, order: 'newest' }],
    [
      '/mazowieckie/warszawa',
      { voivodeship: 'mazowieckie', town: 'warszawa', filters: {}, page: 1, order: 'newest' },
    ],
    [
      '/f/price-gte=100000;typeProperty=3;isNew=1;order=price_asc;page=2',
      { filters: { 'price[gte]': 100_000, typeProperty: 3, isNew: 1 }, page: 2, order: 'price_asc' },
    ],
    // As Next hands catch-all segments over: percent-encoded.
    ['/f/price-gte%3D100000%3Bpage%3D2', { filters: { 'price[gte]': 100_000 }, page: 2, order: 'newest' }],
    [
      '/slaskie/f/areaBuilding-lte=99.5;mpzp=1',
      { voivodeship: 'slaskie', filters: { 'areaBuilding[lte]': 99.5, mpzp: 1 }, page: 1, order: 'newest' },
    ],
    // The town segment is decoded and kept as written: the page 404s a town that is not a slug.
    [
      '/lodzkie/%C5%81%C3%B3d%C5%BA',
      { voivodeship: 'lodzkie', town: 'Łódź', filters: {}, page: 1, order: 'newest' },
    ],
  ])('%j', (rest, expected) => {
    expect(decodeListPath(paramsOf(rest))).toEqual(expected);
  });

  it.each<[string, Record<string, string>, ListPathState]>([
    [
      'an unknown voivodeship and its town',
      { voivodeship: 'atlantyda', town: 'miasto' },
      { filters: {}, page: 1, order: 'newest' },
    ],
    ['an empty pairs segment', { filters: '' }, { filters: {}, page: 1, order: 'newest' }],
    [
      'unknown keys, bad values, missing = and broken escapes',
      {
        filters:
          'foo=1;price-gte=abc;isNew=2;typeProperty=99;=3;page;page=0;order=cheapest;mpzp=%E0%A4%A;isSold=1',
      },
      { filters: { isSold: 1 }, page: 1, order: 'newest' },
    ],
    [
      'negative and fractional where not allowed',
      { filters: 'price-gte=-5;page=1.5;typeProperty=1.5' },
      { filters: {}, page: 1, order: 'newest' },
    ],
    ['empty pairs', { filters: ';;isNew=1;;' }, { filters: { isNew: 1 }, page: 1, order: 'newest' }],
    [
      'wire keys, which are not path keys',
      { filters: 'price[gte]=1;currentPage=2' },
      { filters: {}, page: 1, order: 'newest' },
    ],
    [
      'a broken voivodeship escape',
      { voivodeship: '%E0%A4%A', town: 'x' },
      { filters: {}, page: 1, order: 'newest' },
    ],
  ])('ignores %s', (_, params, expected) => {
    expect(() => decodeListPath(params)).not.toThrow();
    expect(decodeListPath(params)).toEqual(expected);
  });

  it('reads prices as the whole PLN the visitor typed', () => {
    expect(decodeFilterPairs('price-lte=1250000.25').filters).toEqual({ 'price[lte]': 1_250_000.25 });
  });
});

describe("listApiFilter: the one crossing from the list's state to the API's body", () => {
  it('converts prices to grosze, the voivodeship to its code and sends the town slug', () => {
    const state: ListPathState = {
      voivodeship: 'lodzkie',
      town: 'lodz',
      filters: { 'price[gte]': 100_000, 'price[lte]': 1_250_000.25, 'areaGround[gte]': 10, isNew: 1 },
      page: 2,
      order: 'price_asc',
    };
    expect(listApiFilter('sprzedaz', state)).toEqual({
      typeClassified: 1,
      itemsPerPage: 6,
      currentPage: 2,
      order: 'price_asc',
      'price[gte]': 10_000_000,
      'price[lte]': 125_000_025,
      'areaGround[gte]': 10,
      isNew: 1,
      localizationVoivodeship: 10,
      localizationTown: 'lodz',
      isSpecialOffer: 0,
    });
  });

  it("applies the list's variant (SPEC §7)", () => {
    const state: ListPathState = { filters: { typeProperty: 1 }, page: 1, order: 'newest' };
    expect(listApiFilter('wynajem', state)).toMatchObject({ typeClassified: 2, 'areaRentalOffice[gte]': 1 });
    expect(listApiFilter('nowosci', state)).toMatchObject({ typeClassified: 1, isNew: 1 });
    expect(listApiFilter('do_sprzedania_wkrotce', state)).toMatchObject({ isInPreparation: 1 });
  });
});

describe('pathFiltersOf: a link built from an API body keeps its filters', () => {
  it('keeps the path keys, prices back in PLN', () => {
    expect(
      pathFiltersOf({
        'price[lte]': 125_000_025,
        isDiscount: 1,
        typeClassified: 2,
        currentPage: 3,
        localizationTown: 'lodz',
      }),
    ).toEqual({ 'price[lte]': 1_250_000.25, isDiscount: 1 });
  });
});

describe('round trip: decode(encode(state)) is the state, encode(decode(path)) the path', () => {
  const states: Partial<ListPathState>[] = [
    {},
    { voivodeship: 'zachodniopomorskie' },
    { voivodeship: 'pomorskie', town: 'gdansk', page: 4 },
    {
      voivodeship: 'kujawskopomorskie',
      filters: {
        typeProperty: 6,
        'price[gte]': 5_000,
        'price[lte]': 1_500_000,
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
        const decoded = decodeListPath(match?.params ?? {});
        expect(decoded.voivodeship).toBe(state.voivodeship);
        expect(decoded.town).toBe(state.town);
        expect(decoded.page).toBe(state.page ?? 1);
        expect(decoded.order).toBe(state.order ?? 'newest');
        expect(decoded.filters).toEqual(state.filters ?? {});
        expect(encodeFilterPath(base, decoded, lang)).toBe(path);
      }
    }
  });
});
