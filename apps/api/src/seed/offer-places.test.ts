import { describe, expect, it } from 'vitest';
import { drawLandRegister, drawPlace, drawPostalCode, landRegisterCheckDigit } from './offer-places';
import { Random } from './random';

describe('offer places', () => {
  it('computes the land-register check digit with weights 1, 3, 7', () => {
    // W=31 A=11 1 M=23, then 00012345: 31 + 33 + 7 + 23 + 3 + 14 + 3 + 12 + 35 = 161.
    expect(landRegisterCheckDigit('WA1M00012345')).toBe(1);
    const random = new Random(1);
    for (let i = 0; i < 50; i += 1) {
      const number = drawLandRegister(random, 'mazowieckie');
      const [court = '', digits = '', check = ''] = number.split('/');
      expect(Number(check)).toBe(landRegisterCheckDigit(court + digits));
    }
  });

  it('keeps offers within about 3 km of their town, in the requested voivodeship', () => {
    const random = new Random(2);
    for (let i = 0; i < 200; i += 1) {
      const place = drawPlace(random, 'podlaskie');
      expect(place.voivodeshipKey).toBe('podlaskie');
      expect(place.voivodeshipCode).toBe(20);
      expect(place.distanceKm).toBeLessThanOrEqual(3);
      expect(drawPostalCode(random, place)).toMatch(/^1[5-9]-\d{3}$/);
    }
  });
});
