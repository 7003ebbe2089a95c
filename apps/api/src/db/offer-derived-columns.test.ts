import { polishSortKey } from '@estate/domain/polish-sort-key';
import { describe, expect, it } from 'vitest';
import { offerDerivedColumns } from './offer-derived-columns';

const warsaw = { title_pl: 'Biuro', town: 'Warszawa', voivodeship: 14, lat: 52.23, lng: 21.01 };

describe('derived offer columns', () => {
  it.each([
    [{ price: 1000, is_discount: 0, discount_price: 800 }, 1000],
    [{ price: 1000, is_discount: 1, discount_price: 800 }, 800],
    [{ price: 1000, is_discount: 1, discount_price: null }, 1000],
    [{ price: null }, null],
  ])('effective price of %j is %s', (row, expected) => {
    expect(offerDerivedColumns({ ...warsaw, ...row }).effective_price).toBe(expected);
  });

  it.each([
    [{ area_building: 500, area_rental: 300, area_ground: 2000 }, 500],
    [{ area_building: null, area_rental: 300, area_ground: 2000 }, 300],
    [{ area_ground: 2000 }, 2000],
    [{}, null],
  ])('main area of %j is %s', (row, expected) => {
    expect(offerDerivedColumns({ ...warsaw, ...row }).area_main).toBe(expected);
  });

  it.each([
    ['Warszawa', 'warszawa'],
    ['Łódź', 'lodz'],
    ['Bielsko-Biała', 'bielsko-biala'],
  ])('slugs the town %s as list URLs spell it: %s', (town, slug) => {
    expect(offerDerivedColumns({ ...warsaw, town }).town_slug).toBe(slug);
  });

  it('puts a Warsaw offer on the Warsaw marker and a Radom offer on the rest of mazowieckie', () => {
    const warsawCluster = offerDerivedColumns(warsaw).map_cluster;
    const radomCluster = offerDerivedColumns({
      ...warsaw,
      town: 'Radom',
      voivodeship: 14,
      lat: 51.4,
      lng: 21.15,
    }).map_cluster;
    expect(warsawCluster).not.toBeNull();
    expect(radomCluster).toBe((warsawCluster ?? 0) + 1);
  });

  it('keys the Polish title and the town for the back office’s sorts (decision 062)', () => {
    expect(offerDerivedColumns({ ...warsaw, title_pl: 'Łąka', town: 'Łódź' })).toMatchObject({
      title_sort: polishSortKey('Łąka'),
      town_sort: polishSortKey('Łódź'),
    });
  });
});
