import { describe, expect, it } from 'vitest';
import { duplicatedValues } from './offer-duplicate';
import { offerEditorSchema } from './offer-editor';

describe('duplicatedValues', () => {
  it('keeps every value but the code and the flags of the original’s history', () => {
    const values = offerEditorSchema.parse({
      tipi: 'ABC-1',
      titlePl: 'Centrala',
      titleEn: 'Exchange',
      typeClassified: 1,
      typeProperty: 3,
      voivodeship: 14,
      town: 'Warszawa',
      lat: 52.2,
      lng: 21,
      price: 10_000_000,
      discountPrice: null,
      priceSqMeter: null,
      areaBuilding: 640,
      areaGround: null,
      areaRental: null,
      areaRentalOffice: null,
      areaRentalWarehouse: null,
      areaRentalRetail: null,
      agentId: null,
      flags: { isNew: true, isNewPrice: true, isSold: true, isMakeOffer: true, isRecommended: true },
    });
    const copy = duplicatedValues(values);
    expect(copy).toEqual({
      ...values,
      tipi: null,
      flags: { ...values.flags, isNew: false, isNewPrice: false, isSold: false },
    });
    expect(copy.flags).toMatchObject({ isMakeOffer: true, isRecommended: true });
    // The original is not touched.
    expect(values.flags.isNew).toBe(true);
  });
});
