import type { StaticMapCluster } from '@estate/domain/api/map-responses';
import { formatArea } from '@estate/domain/drawn-area';
import { describe, expect, it } from 'vitest';
import { staticClusterHref } from './cluster-links';

const lodz: StaticMapCluster = {
  id: 9,
  kind: 'city',
  voivodeship: 10,
  lat: 51.77,
  lng: 19.47,
  label: 'Łódź',
  count: 3,
};
const rest: StaticMapCluster = {
  id: 10,
  kind: 'voivodeship',
  voivodeship: 10,
  lat: 51.5,
  lng: 20,
  label: 'łódzkie',
  count: 4,
};

describe('staticClusterHref', () => {
  it('links a town to its list under its voivodeship', () => {
    expect(staticClusterHref(lodz, 'pl')).toBe('/sprzedaz/lodzkie/lodz');
    expect(staticClusterHref(lodz, 'en')).toBe('/en/sprzedaz/lodzkie/lodz');
  });

  it('links the rest of a voivodeship to the voivodeship list', () => {
    expect(staticClusterHref(rest, 'pl')).toBe('/sprzedaz/lodzkie');
  });

  it('goes to the rent list for rentals and keeps the other filters', () => {
    expect(
      staticClusterHref(rest, 'pl', {
        typeClassified: 2,
        isDiscount: 1,
        localizationVoivodeship: 14,
        currentPage: 3,
      }),
    ).toBe('/wynajem/lodzkie/f/isDiscount=1');
  });

  it('keeps a drawn area, whose offers the marker counted (issue 36)', () => {
    const area = { kind: 'circle', lat: 51.77, lng: 19.47, radiusKm: 10 } as const;
    expect(staticClusterHref(lodz, 'pl', { drawnArea: area })).toBe(
      `/sprzedaz/lodzkie/lodz/f/drawnArea=${formatArea(area)}`,
    );
  });
});
