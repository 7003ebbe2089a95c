import { describe, expect, it } from 'vitest';
import { offerEditorSchema } from '../offer-editor';
import { OFFER_SHEET_COLUMNS } from '../offer-sheet-columns';
import { offers } from './offers';

const offer = {
  titlePl: 'Dawna centrala',
  titleEn: 'Former exchange',
  typeClassified: 1,
  typeProperty: 3,
  voivodeship: 22,
  town: 'Gdańsk',
  lat: 54.35,
  lng: 18.65,
  price: 250_000_000,
  discountPrice: null,
  priceSqMeter: null,
  areaBuilding: 640,
  areaGround: null,
  areaRental: null,
  areaRentalOffice: null,
  areaRentalWarehouse: null,
  areaRentalRetail: null,
  agentId: null,
  flags: {},
};

describe('the offers declared once (decision 052 step S8a)', () => {
  const { values } = offers.schemas;
  const issues = (input: unknown) =>
    values.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('answers what the old editor stores, and takes it back unchanged (an answer encodes both ways)', () => {
    const stored = offerEditorSchema.parse({ ...offer, tipi: 't00042', plotIds: '146518_8.0101.1/2' });
    const parsed = values.parse(stored);
    expect(parsed).toEqual(stored);
    expect(values.encode(parsed)).toEqual(stored);
  });

  it('refuses what the old editor refused, with its codes, its rules across fields included', () => {
    expect(issues({ ...offer, discountPrice: 300_000_000 })).toEqual([
      ['discountPrice', 'discount_not_lower'],
    ]);
    expect(issues({ ...offer, town: 'Kraków' })).toEqual([['town', 'town_unknown']]);
    expect(issues({ ...offer, saleMode: 'oral_auction', tenderPlacePl: '' }).map(([field]) => field)).toEqual(
      [
        'tenderAt',
        'tenderPlacePl',
        'tenderPlaceEn',
        'startingPrice',
        'deposit',
        'depositDeadline',
        'bidIncrement',
      ],
    );
    expect(issues({ ...offer, postalCode: '80001' })).toEqual([['postalCode', 'postal_code_invalid']]);
    expect(issues({ ...offer, tipi: 'a b' })).toEqual([['tipi', 'invalid_value']]);
    // '' is taken where the editor took it (the API stores it as null).
    expect(issues({ ...offer, tipi: '', postalCode: '', street: '' })).toEqual([]);
  });

  it('names its sheet’s columns, each a field (or a flag) of the declaration', () => {
    expect(offers.sheet).toBe(OFFER_SHEET_COLUMNS);
    for (const column of OFFER_SHEET_COLUMNS) {
      if (column.role === 'value') expect(Object.keys(offers.fields)).toContain(column.field);
      if (column.role === 'flag') expect(Object.keys(values.parse(offer).flags)).toContain(column.flag);
    }
  });
});
