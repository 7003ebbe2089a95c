import { describe, expect, it } from 'vitest';
import { offerAnalyticsEvent } from './offer-data-layer';

describe('offerAnalyticsEvent', () => {
  it('wraps the domain record, price band included, under one event', () => {
    expect(
      offerAnalyticsEvent({
        id: 12,
        localizationVoivodeship: 14,
        localizationTown: 'Warszawa',
        price: 120_000_000,
        isDiscount: 1,
        discountPrice: 99_000_000,
        priceSqMeter: 800_000,
        typeClassified: 1,
      }),
    ).toEqual({
      event: 'offerAnalytics',
      offer: {
        id: '12',
        localizationVoivodeship: 14,
        localizationTown: 'Warszawa',
        price: 1_200_000,
        isDiscount: 1,
        discountPrice: 990_000,
        priceSqMeter: 8_000,
        typeClassified: 1,
        priceBand: 'do 1000000',
      },
    });
  });

  it('bands an offer without any price as N/A', () => {
    expect(offerAnalyticsEvent({ id: 1 }).offer.priceBand).toBe('N/A');
  });
});
