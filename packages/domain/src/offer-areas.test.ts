import { describe, expect, it } from 'vitest';
import { floorArea, mainArea, type SizedOffer } from './offer-areas';

describe('the main area of an offer: building, else rental, else ground', () => {
  it.each<[SizedOffer, number | null]>([
    [{ areaBuilding: 500, areaRental: 300, areaGround: 2000 }, 500],
    [{ areaBuilding: null, areaRental: 300, areaGround: 2000 }, 300],
    [{ areaBuilding: null, areaRental: null, areaGround: 2000 }, 2000],
    [{ areaGround: 2000 }, 2000],
    [{ areaBuilding: 0, areaGround: 2000 }, 0],
    [{ areaBuilding: null, areaRental: null, areaGround: null }, null],
    [{}, null],
  ])('of %j is %s', (offer, expected) => {
    expect(mainArea(offer)).toBe(expected);
  });
});

describe('the floor area a tile shows beside the ground area', () => {
  it.each<[SizedOffer, number | null]>([
    [{ areaBuilding: 500, areaRental: 300, areaGround: 2000 }, 500],
    [{ areaBuilding: null, areaRental: 300, areaGround: 2000 }, 300],
    // A plot: no floor area (the tile's ground-area row shows its size).
    [{ areaBuilding: null, areaRental: null, areaGround: 2000 }, null],
  ])('of %j is %s', (offer, expected) => {
    expect(floorArea(offer)).toBe(expected);
  });
});
