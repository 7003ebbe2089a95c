import { describe, expect, it } from 'vitest';
import { townCoordinates, townPlacesOf } from './town-coordinates';
import { placeOfTown } from './town-place';
import { TOWNS } from './towns';

const row = (name: string, key: string) => TOWNS.find((town) => town[0] === name && town[1] === key);

describe('placeOfTown', () => {
  const places = townPlacesOf(14);

  it('finds a town of the list by its name as the table writes it, spaces around ignored', () => {
    const warszawa = row('Warszawa', 'mazowieckie');
    expect(placeOfTown(places, '  Warszawa ')).toEqual({
      name: 'Warszawa',
      lat: warszawa?.[2],
      lng: warszawa?.[3],
    });
  });

  it('finds nothing for another spelling, a part of a name or nothing typed', () => {
    expect(placeOfTown(places, 'warszawa')).toBeUndefined();
    expect(placeOfTown(places, 'Warsz')).toBeUndefined();
    expect(placeOfTown(places, ' ')).toBeUndefined();
  });
});

describe('townPlacesOf', () => {
  it('lists a voivodeship’s towns only, in Polish alphabetical order', () => {
    const names = townPlacesOf(12).map((place) => place.name);
    expect(names).toContain('Kraków');
    expect(names).not.toContain('Warszawa');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
    expect(townPlacesOf(99)).toEqual([]);
  });
});

describe('townCoordinates', () => {
  it('answers the town’s coordinates in its voivodeship, by name alone when the code is unknown', () => {
    const gdynia = row('Gdynia', 'pomorskie');
    expect(townCoordinates('Gdynia', 22)).toEqual([gdynia?.[2], gdynia?.[3]]);
    expect(townCoordinates('Gdynia', 14)).toBeUndefined();
    expect(townCoordinates('Gdynia', undefined)).toEqual([gdynia?.[2], gdynia?.[3]]);
    expect(townCoordinates('Gdynia', 999)).toEqual([gdynia?.[2], gdynia?.[3]]);
    expect(townCoordinates(42, 22)).toBeUndefined();
  });
});
