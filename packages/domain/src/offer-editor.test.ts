import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from './error-codes';
import { isPriceDrop, isTownOf, offerEditorSchema, offerPublicationSchema } from './offer-editor';
import { isAnyErrorCode } from './staff-error-codes';

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
  return zodIssuesToFieldErrors(result.error.issues, isAnyErrorCode);
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

describe('the tender notice (decision 032)', () => {
  const tender = {
    ...valid,
    saleMode: 'oral_auction',
    tenderAt: '2026-12-15T10:00:00+01:00',
    tenderPlacePl: 'Warszawa, ul. Twarda 18, sala 4',
    tenderPlaceEn: 'Warsaw, 18 Twarda Street, room 4',
    startingPrice: 150_000_000,
    deposit: 15_000_000,
    depositDeadline: '2026-12-11T23:59:00+01:00',
    bidIncrement: 1_500_000,
  };

  it('takes a whole notice and the parcels as typed or as a list', () => {
    const offer = offerEditorSchema.parse({ ...tender, plotIds: '146518_8.0108.27/3\n146518_8.0108.28' });
    expect(offer.plotIds).toEqual(['146518_8.0108.27/3', '146518_8.0108.28']);
    expect(offer.tenderAt).toBe('2026-12-15T10:00:00+01:00');
    expect(offerEditorSchema.parse({ ...tender, plotIds: offer.plotIds }).plotIds).toEqual(offer.plotIds);
  });

  it('needs every part of the notice for a tender, the increment for an oral auction only', () => {
    const empty = {
      tenderAt: null,
      tenderPlacePl: ' ',
      tenderPlaceEn: null,
      startingPrice: null,
      deposit: null,
      depositDeadline: null,
      bidIncrement: null,
    };
    expect(fieldErrors({ ...tender, ...empty })).toEqual({
      tenderAt: 'required',
      tenderPlacePl: 'required',
      tenderPlaceEn: 'required',
      startingPrice: 'required',
      deposit: 'required',
      depositDeadline: 'required',
      bidIncrement: 'required',
    });
    expect(fieldErrors({ ...tender, saleMode: 'written_tender', bidIncrement: null })).toEqual({});
    expect(fieldErrors({ ...valid, saleMode: 'sale', ...empty })).toEqual({});
  });

  it('wants the deposit due by the tender and not above the starting price; parcels well formed', () => {
    expect(
      fieldErrors({
        ...tender,
        depositDeadline: '2026-12-15T10:30:00+01:00',
        deposit: 160_000_000,
        tenderAt: '2026-12-15T10:00:00+01:00',
        plotIds: '146518_8.0108.27/3, dz. 28',
      }),
    ).toEqual({
      depositDeadline: 'deposit_after_tender',
      deposit: 'deposit_exceeds_price',
      plotIds: 'plot_id_invalid',
    });
    expect(fieldErrors({ ...tender, tenderAt: '15.12.2026 10:00' })).toEqual({ tenderAt: 'invalid_value' });
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
