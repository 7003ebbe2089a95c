import { describe, expect, it } from 'vitest';
import {
  type AnalyticsOfferInput,
  effectivePrice,
  offerAnalytics,
  type PriceBand,
  type PricedOffer,
  priceBand,
} from './price-band';

const PLN = 100;

describe("SPEC §9: price bands \"Up to 500000, 1000000, … 4500000, each labelled 'do N'. Above 4500000: 'powyżej 4500000'\"", () => {
  it.each<[number, PriceBand]>([
    [1, 'do 500000'],
    [499_999, 'do 500000'],
    [500_000, 'do 500000'],
    [500_001, 'do 1000000'],
    [1_000_000, 'do 1000000'],
    [1_250_000, 'do 1500000'],
    [2_000_000, 'do 2000000'],
    [2_499_999.99, 'do 2500000'],
    [3_000_000, 'do 3000000'],
    [3_500_000, 'do 3500000'],
    [3_999_999, 'do 4000000'],
    [4_500_000, 'do 4500000'],
    [4_500_000.01, 'powyżej 4500000'],
    [10_000_000, 'powyżej 4500000'],
  ])('price %d PLN -> %s', (pricePln, expected) => {
    expect(priceBand({ price: Math.round(pricePln * PLN) })).toBe(expected);
  });
});

describe('SPEC §9: "Price bands … apply to the effective price (the discount price if discounted)"', () => {
  it.each<[AnalyticsOfferInput, PriceBand]>([
    [{ price: 600_000 * PLN, isDiscount: 1, discountPrice: 450_000 * PLN }, 'do 500000'],
    [{ price: 600_000 * PLN, isDiscount: true, discountPrice: 450_000 * PLN }, 'do 500000'],
    [{ price: 600_000 * PLN, isDiscount: 0, discountPrice: 450_000 * PLN }, 'do 1000000'],
    [{ price: 600_000 * PLN, isDiscount: false, discountPrice: 450_000 * PLN }, 'do 1000000'],
    [{ price: 600_000 * PLN, isDiscount: null, discountPrice: 450_000 * PLN }, 'do 1000000'],
    // Discounted without a discount price: the price still counts.
    [{ price: 600_000 * PLN, isDiscount: 1, discountPrice: null }, 'do 1000000'],
    [{ price: 600_000 * PLN, isDiscount: 1, discountPrice: 0 }, 'do 1000000'],
  ])('%j -> %s', (offer, expected) => {
    expect(priceBand(offer)).toBe(expected);
  });
});

describe('SPEC §9: "With no price, the price per square metre is used. Otherwise \'N/A\'."', () => {
  it.each<[AnalyticsOfferInput, PriceBand]>([
    [{ price: null, priceSqMeter: 3_000 * PLN }, 'do 500000'],
    [{ price: 0, priceSqMeter: 3_000 * PLN }, 'do 500000'],
    [{ priceSqMeter: 5_000_000 * PLN }, 'powyżej 4500000'],
    [{ price: 0, isDiscount: 1, discountPrice: 0, priceSqMeter: 700_000 * PLN }, 'do 1000000'],
    [{ price: 200_000 * PLN, priceSqMeter: 5_000_000 * PLN }, 'do 500000'],
    [{}, 'N/A'],
    [{ price: null, priceSqMeter: null }, 'N/A'],
    [{ price: 0, priceSqMeter: 0 }, 'N/A'],
    [{ price: -5, priceSqMeter: Number.NaN }, 'N/A'],
  ])('%j -> %s', (offer, expected) => {
    expect(priceBand(offer)).toBe(expected);
  });
});

describe('SPEC §3 "Offer, as read for analytics"', () => {
  it('reports the listed fields, prices in PLN, and the band', () => {
    expect(
      offerAnalytics({
        id: 17,
        localizationVoivodeship: 14,
        localizationTown: 'Warszawa',
        price: 1_200_000 * PLN,
        isDiscount: true,
        discountPrice: 990_000 * PLN,
        priceSqMeter: 8_000 * PLN,
        typeClassified: 1,
      }),
    ).toEqual({
      id: '17',
      localizationVoivodeship: 14,
      localizationTown: 'Warszawa',
      price: 1_200_000,
      isDiscount: 1,
      discountPrice: 990_000,
      priceSqMeter: 8_000,
      typeClassified: 1,
      priceBand: 'do 1000000',
    });
  });

  it('fills what is missing with null', () => {
    expect(offerAnalytics({})).toEqual({
      id: null,
      localizationVoivodeship: null,
      localizationTown: null,
      price: null,
      isDiscount: 0,
      discountPrice: null,
      priceSqMeter: null,
      typeClassified: null,
      priceBand: 'N/A',
    });
  });
});

describe('SPEC §9 "the effective price (the discount price if discounted)"', () => {
  it.each<[PricedOffer, number | null]>([
    [{ price: 1000, isDiscount: 0, discountPrice: 800 }, 1000],
    [{ price: 1000, isDiscount: 1, discountPrice: 800 }, 800],
    [{ price: 1000, isDiscount: true, discountPrice: 800 }, 800],
    [{ price: 1000, isDiscount: false, discountPrice: 800 }, 1000],
    [{ price: 1000, isDiscount: null, discountPrice: 800 }, 1000],
    // Discounted without a usable discount price: the price stays in force.
    [{ price: 1000, isDiscount: 1, discountPrice: null }, 1000],
    [{ price: 1000, isDiscount: 1, discountPrice: 0 }, 1000],
    [{ price: 1000, isDiscount: 1, discountPrice: -5 }, 1000],
    [{ price: 1000, isDiscount: 1, discountPrice: Number.NaN }, 1000],
    // A discount price without a price (price on request) still is what the buyer pays.
    [{ price: null, isDiscount: 1, discountPrice: 800 }, 800],
    [{ price: null }, null],
    [{}, null],
    [{ price: 0 }, 0],
  ])('of %j is %s', (offer, expected) => {
    expect(effectivePrice(offer)).toBe(expected);
  });
});
