import { describe, expect, it } from 'vitest';
import { isAvailable, similarOffersPath, soldPlacement, visibleBadges } from './offer-availability';

const none = { isSold: 0, isNew: 0, isNewPrice: 0, isDiscount: 0, isMakeOffer: 0 } as const;

describe('isAvailable', () => {
  it('is true unless the offer is sold', () => {
    expect(isAvailable({ isSold: 0 })).toBe(true);
    expect(isAvailable({ isSold: 1 })).toBe(false);
  });
});

describe('visibleBadges', () => {
  it("shows an available offer's set flags in SPEC §2 order", () => {
    expect(visibleBadges(none)).toEqual([]);
    expect(visibleBadges({ ...none, isMakeOffer: 1, isNew: 1, isDiscount: 1 })).toEqual([
      'isNew',
      'isDiscount',
      'isMakeOffer',
    ]);
  });

  it('shows a sold offer as sold alone: no new, new price, discount or bid badge', () => {
    expect(visibleBadges({ isSold: 1, isNew: 1, isNewPrice: 1, isDiscount: 1, isMakeOffer: 1 })).toEqual([
      'isSold',
    ]);
    expect(visibleBadges({ ...none, isSold: 1, isNewPrice: 1 })).toEqual(['isSold']);
  });
});

describe('soldPlacement', () => {
  it('puts sold offers last in an ordinary list', () => {
    expect(soldPlacement({})).toBe('last');
    expect(soldPlacement({ isSold: 0, isInPreparation: 1, isSpecialOffer: 1 })).toBe('last');
  });

  it('lists only sold offers when the filter asks for them', () => {
    expect(soldPlacement({ isSold: 1 })).toBe('only');
    expect(soldPlacement({ isSold: 1, isNew: 1 })).toBe('only');
  });

  it('leaves sold offers out of lists that advertise (new, recommended, new price, discount, bid)', () => {
    for (const flag of ['isNew', 'isRecommended', 'isNewPrice', 'isDiscount', 'isMakeOffer'] as const) {
      expect(soldPlacement({ [flag]: 1 })).toBe('excluded');
      expect(soldPlacement({ [flag]: 0 })).toBe('last');
    }
  });
});

describe('similarOffersPath', () => {
  it("is the list of the offer's kind and property type in its voivodeship, in the page's language", () => {
    expect(similarOffersPath({ typeClassified: 1, typeProperty: 3, localizationVoivodeship: 14 }, 'pl')).toBe(
      '/sprzedaz/mazowieckie/f/typeProperty=3',
    );
    expect(similarOffersPath({ typeClassified: 2, typeProperty: 1, localizationVoivodeship: 2 }, 'en')).toBe(
      '/en/wynajem/dolnoslaskie/f/typeProperty=1',
    );
  });
});
