import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from './error-codes';
import { OFFER_FLAGS, RANGE_KEYS } from './offer-filter-fields';
import {
  applySpecialOfferRule,
  type ListVariant,
  listVariantFilter,
  nearbyFilter,
  normalizeFilterValues,
  type OfferFilterBody,
  offerFilterSchema,
} from './offer-filters';

describe('SPEC §5: "numeric filter values are converted to numbers, and the strings true/false become 1/0"', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'numeric strings',
      { typeClassified: '1', 'price[gte]': '100000' },
      { typeClassified: 1, 'price[gte]': 100000 },
    ],
    ['decimals and spaces', { 'areaBuilding[lte]': ' 12.5 ' }, { 'areaBuilding[lte]': 12.5 }],
    ['true/false strings', { isNew: 'true', isSold: 'false' }, { isNew: 1, isSold: 0 }],
    ['booleans', { isNew: true, isSold: false }, { isNew: 1, isSold: 0 }],
    ['numbers stay', { currentPage: 2 }, { currentPage: 2 }],
    [
      'empty strings, null and undefined are dropped',
      { a: '', b: '  ', c: null, d: undefined, e: 0 },
      { e: 0 },
    ],
    [
      'text stays text',
      { localizationTown: ' 1000-lecia ', order: 'price_asc' },
      { localizationTown: '1000-lecia', order: 'price_asc' },
    ],
    [
      'non-numeric strings stay',
      { typeProperty: 'abc', x: '1e5', y: '0x10' },
      { typeProperty: 'abc', x: '1e5', y: '0x10' },
    ],
    [
      'geolocation recursively',
      { geolocation: { lat: '52.1', lng: '21', radius: '150', extra: '' } },
      { geolocation: { lat: 52.1, lng: 21, radius: 150 } },
    ],
    ['negative numbers', { 'price[gte]': '-5' }, { 'price[gte]': -5 }],
  ])('%s', (_, raw, expected) => {
    expect(normalizeFilterValues(raw)).toEqual(expected);
  });
});

describe('offerFilterSchema (SPEC §3 "Offer filters (classifieds)")', () => {
  it('fills the defaults: newest first, page 1, 6 per page', () => {
    expect(offerFilterSchema.parse({})).toEqual({ order: 'newest', currentPage: 1, itemsPerPage: 6 });
  });

  it('accepts every field of the spec', () => {
    const full = {
      typeClassified: 2,
      typeProperty: 7,
      localizationVoivodeship: 14,
      localizationTown: 'Warszawa',
      ...Object.fromEntries(RANGE_KEYS.map((key, index) => [key, index * 10])),
      mpzp: 1,
      geolocation: { lat: 52.23, lng: 21.01, radius: 150 },
      order: 'price_desc',
      currentPage: 3,
      itemsPerPage: 60,
      classifiedId: 9,
      ...Object.fromEntries(OFFER_FLAGS.map((flag) => [flag, 1])),
    };
    expect(offerFilterSchema.parse(full)).toEqual(full);
    expect(RANGE_KEYS).toHaveLength(14);
    expect(OFFER_FLAGS).toHaveLength(12);
  });

  it('takes normalised form values', () => {
    const parsed = offerFilterSchema.parse(
      normalizeFilterValues({ typeClassified: '1', isNew: 'true', 'price[lte]': '250000000', order: '' }),
    );
    expect(parsed).toEqual({
      typeClassified: 1,
      isNew: 1,
      'price[lte]': 250000000,
      order: 'newest',
      currentPage: 1,
      itemsPerPage: 6,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['unknown keys', { foo: 1, 'price[gt]': 1 }, { foo: 'unknown_field', 'price[gt]': 'unknown_field' }],
    ['typeClassified 3', { typeClassified: 3 }, { typeClassified: 'invalid_value' }],
    ['typeProperty 9', { typeProperty: 9 }, { typeProperty: 'invalid_value' }],
    ['odd voivodeship code', { localizationVoivodeship: 3 }, { localizationVoivodeship: 'invalid_value' }],
    ['voivodeship as text', { localizationVoivodeship: '14' }, { localizationVoivodeship: 'invalid_value' }],
    ['negative price', { 'price[gte]': -1 }, { 'price[gte]': 'invalid_value' }],
    ['fractional grosze', { 'price[gte]': 1.5 }, { 'price[gte]': 'invalid_value' }],
    ['flag 2', { isNew: 2 }, { isNew: 'invalid_value' }],
    ['flag true', { isNew: true }, { isNew: 'invalid_value' }],
    ['mpzp -1', { mpzp: -1 }, { mpzp: 'invalid_value' }],
    ['order', { order: 'cheapest' }, { order: 'invalid_value' }],
    ['page 0', { currentPage: 0 }, { currentPage: 'invalid_value' }],
    ['61 per page', { itemsPerPage: 61 }, { itemsPerPage: 'invalid_value' }],
    ['0 per page', { itemsPerPage: 0 }, { itemsPerPage: 'invalid_value' }],
    ['lat 91', { geolocation: { lat: 91, lng: 0, radius: 1 } }, { 'geolocation.lat': 'invalid_value' }],
    ['no radius', { geolocation: { lat: 1, lng: 1 } }, { 'geolocation.radius': 'required' }],
    [
      'extra in geolocation',
      { geolocation: { lat: 1, lng: 1, radius: 1, r: 1 } },
      { 'geolocation.r': 'unknown_field' },
    ],
    ['empty town', { localizationTown: '  ' }, { localizationTown: 'invalid_value' }],
    ['not an object', [] as unknown as Record<string, unknown>, { '': 'invalid_value' }],
  ])('rejects %s with codes, never sentences', (_, body, expected) => {
    const result = offerFilterSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(zodIssuesToFieldErrors(result.error?.issues ?? [])).toEqual(expected);
  });
});

describe('SPEC §7 "List variants sent to POST /api/classified"', () => {
  it.each<[ListVariant, OfferFilterBody, OfferFilterBody]>([
    ['sale', {}, { typeClassified: 1, itemsPerPage: 6, currentPage: 1 }],
    [
      'sale',
      { currentPage: 3, order: 'price_asc' },
      { typeClassified: 1, itemsPerPage: 6, currentPage: 3, order: 'price_asc' },
    ],
    ['sale', { typeClassified: 2, itemsPerPage: 60 }, { typeClassified: 1, itemsPerPage: 6, currentPage: 1 }],
    ['rent', {}, { typeClassified: 2, itemsPerPage: 6, currentPage: 1 }],
    [
      'rent',
      { typeProperty: 1 },
      { typeClassified: 2, itemsPerPage: 6, currentPage: 1, typeProperty: 1, 'areaRentalOffice[gte]': 1 },
    ],
    [
      'rent',
      { typeProperty: 4 },
      { typeClassified: 2, itemsPerPage: 6, currentPage: 1, typeProperty: 4, 'areaRentalWarehouse[gte]': 1 },
    ],
    [
      'rent',
      { typeProperty: 7 },
      { typeClassified: 2, itemsPerPage: 6, currentPage: 1, typeProperty: 7, 'areaRentalRetail[gte]': 1 },
    ],
    [
      'rent',
      { typeProperty: 8 },
      {
        typeClassified: 2,
        itemsPerPage: 6,
        currentPage: 1,
        typeProperty: 8,
        'areaRentalOffice[lte]': 1,
        'areaRentalWarehouse[lte]': 1,
        'areaRentalRetail[lte]': 1,
      },
    ],
    ['rent', { typeProperty: 2 }, { typeClassified: 2, itemsPerPage: 6, currentPage: 1, typeProperty: 2 }],
    [
      'rent',
      { typeProperty: 1, 'areaRentalOffice[gte]': 200 },
      { typeClassified: 2, itemsPerPage: 6, currentPage: 1, typeProperty: 1, 'areaRentalOffice[gte]': 200 },
    ],
    ['recommended', {}, { isRecommended: 1 }],
    ['newHome', {}, { typeClassified: 1, isNew: 1, itemsPerPage: 8 }],
    ['newList', {}, { typeClassified: 1, isNew: 1, itemsPerPage: 6, currentPage: 1, order: 'newest' }],
    [
      'newList',
      { currentPage: 2, order: 'area_desc' },
      { typeClassified: 1, isNew: 1, itemsPerPage: 6, currentPage: 2, order: 'area_desc' },
    ],
    ['inPreparation', {}, { isInPreparation: 1, itemsPerPage: 6, currentPage: 1, order: 'newest' }],
    [
      'inPreparation',
      { currentPage: 4, order: 'oldest' },
      { isInPreparation: 1, itemsPerPage: 6, currentPage: 4, order: 'oldest' },
    ],
    ['mostViewed', {}, { order: 'viewed_period', itemsPerPage: 3 }],
    ['mostViewed', { order: 'price_asc' }, { order: 'viewed_period', itemsPerPage: 3 }],
    [
      'sale',
      { localizationVoivodeship: 14, isSpecialOffer: 1 },
      { typeClassified: 1, itemsPerPage: 6, currentPage: 1, localizationVoivodeship: 14, isSpecialOffer: 0 },
    ],
  ])('%s %j', (variant, options, expected) => {
    const body = listVariantFilter(variant, options);
    expect(body).toEqual(expected);
    expect(offerFilterSchema.safeParse(body).success).toBe(true);
  });
});

describe('SPEC §4 Special offers: "an offer tagged with a voivodeship filter gets isSpecialOffer set to 0"', () => {
  it.each<[OfferFilterBody, OfferFilterBody]>([
    [{ localizationVoivodeship: 2 }, { localizationVoivodeship: 2, isSpecialOffer: 0 }],
    [
      { localizationVoivodeship: 2, isSpecialOffer: 1 },
      { localizationVoivodeship: 2, isSpecialOffer: 0 },
    ],
    [{ isSpecialOffer: 1 }, { isSpecialOffer: 1 }],
    [{}, {}],
  ])('%j -> %j', (filter, expected) => {
    expect(applySpecialOfferRule(filter)).toEqual(expected);
  });
});

describe('SPEC §7 POST /api/classified/nearby: "geolocation (lat, lng, radius 150), localizationTown, itemsPerPage 4, currentPage 1, classifiedId"', () => {
  it('builds the body', () => {
    const body = nearbyFilter({ lat: 50.06, lng: 19.94, town: 'Kraków', classifiedId: 12 });
    expect(body).toEqual({
      geolocation: { lat: 50.06, lng: 19.94, radius: 150 },
      // The town's slug: what the API filters by.
      localizationTown: 'krakow',
      itemsPerPage: 4,
      currentPage: 1,
      classifiedId: 12,
    });
    expect(offerFilterSchema.safeParse(body).success).toBe(true);
  });

  it('leaves the town out when the offer has none', () => {
    expect(nearbyFilter({ lat: 1, lng: 2, town: null, classifiedId: 1 })).not.toHaveProperty(
      'localizationTown',
    );
  });
});
