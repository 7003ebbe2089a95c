import { describe, expect, it } from 'vitest';
import { isErrorCode, zodIssuesToFieldErrors } from './error-codes';
import { isPriceDrop, isTownOf, offerEditorSchema, offerPublicationSchema } from './offer-editor';
import { isStaffErrorCode } from './staff-error-codes';

const valid = {
  titlePl: 'Dawna centrala telefoniczna',
  titleEn: 'Former telephone exchange',
  typeClassified: 1,
  typeProperty: 3,
  voivodeship: 14,
  town: 'Warszawa',
  lat: 52.23,
  lng: 21.01,
  price: 150_000_000,
  discountPrice: null,
  priceSqMeter: null,
  areaBuilding: 420.5,
  areaGround: 1200,
  areaRental: null,
  areaRentalOffice: null,
  areaRentalWarehouse: null,
  areaRentalRetail: null,
  agentId: null,
  flags: {},
};

function fieldErrors(input: unknown) {
  const result = offerEditorSchema.safeParse(input);
  if (result.success) return {};
  return zodIssuesToFieldErrors(result.error.issues, (v) => isErrorCode(v) || isStaffErrorCode(v));
}

describe('offerEditorSchema', () => {
  it('accepts a minimal offer and fills the defaults', () => {
    const offer = offerEditorSchema.parse({ ...valid, street: '  ', tipi: ' t00042 ' });
    expect(offer.tipi).toBe('T00042');
    expect(offer.street).toBeNull();
    expect(offer.saleMode).toBe('sale');
    expect(offer.flags.isNew).toBe(false);
    expect(offer.descriptionPl).toBe('');
  });

  it('names each wrong field with a code the editor translates', () => {
    expect(
      fieldErrors({
        ...valid,
        titlePl: ' ',
        town: 'Gdańsk',
        discountPrice: 200_000_000,
        lat: 60,
        postalCode: '00123',
        landRegister: 'WA1M/123/6',
        videoId: 'x',
        flags: { isDiscount: true },
      }),
    ).toEqual({
      titlePl: 'required',
      town: 'town_unknown',
      discountPrice: 'discount_not_lower',
      lat: 'location_outside_poland',
      postalCode: 'postal_code_invalid',
      landRegister: 'land_register_invalid',
      videoId: 'video_id_invalid',
      'flags.isDiscount': 'unknown_field',
    });
  });

  it('names the cross-field errors beside the others', () => {
    expect(fieldErrors({ ...valid, titleEn: '', town: 'Gdańsk', discountPrice: 200_000_000 })).toEqual({
      titleEn: 'required',
      town: 'town_unknown',
      discountPrice: 'discount_not_lower',
    });
  });

  it('says a missing required field is required', () => {
    const { titleEn: _titleEn, voivodeship: _voivodeship, ...rest } = valid;
    expect(fieldErrors(rest)).toMatchObject({ titleEn: 'required', voivodeship: 'required' });
  });

  it('refuses rental parts larger than the rental area and unknown keys', () => {
    expect(
      fieldErrors({ ...valid, areaRental: 100, areaRentalOffice: 60, areaRentalRetail: 50, extra: 1 }),
    ).toMatchObject({ areaRental: 'area_parts_exceed', extra: 'unknown_field' });
    expect(fieldErrors({ ...valid, areaRental: 100, areaRentalOffice: 60, areaRentalRetail: 40 })).toEqual(
      {},
    );
  });

  it('refuses fractional grosze and negative areas', () => {
    expect(fieldErrors({ ...valid, price: 10.5, areaGround: -1 })).toEqual({
      price: 'invalid_value',
      areaGround: 'invalid_value',
    });
  });
});

describe('isTownOf', () => {
  it('knows towns by voivodeship code, spelled as the table spells them', () => {
    expect(isTownOf('Warszawa', 14)).toBe(true);
    expect(isTownOf('Warszawa', 22)).toBe(false);
    expect(isTownOf('warszawa', 14)).toBe(false);
    expect(isTownOf('Warszawa', 15)).toBe(false);
  });
});

describe('offerPublicationSchema', () => {
  it('takes publish, unpublish and a schedule with an offset', () => {
    expect(offerPublicationSchema.parse({ action: 'publish' })).toEqual({ action: 'publish' });
    expect(offerPublicationSchema.parse({ action: 'schedule', at: '2026-12-01T09:00:00+01:00' }).action).toBe(
      'schedule',
    );
    expect(offerPublicationSchema.safeParse({ action: 'schedule', at: 'tomorrow' }).success).toBe(false);
    expect(offerPublicationSchema.safeParse({ action: 'delete' }).success).toBe(false);
  });
});

describe('isPriceDrop', () => {
  it('is a drop only from one price to a lower one', () => {
    expect(isPriceDrop(100, 90)).toBe(true);
    expect(isPriceDrop(100, 100)).toBe(false);
    expect(isPriceDrop(100, 110)).toBe(false);
    expect(isPriceDrop(null, 90)).toBe(false);
    expect(isPriceDrop(100, null)).toBe(false);
  });
});
