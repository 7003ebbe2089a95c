import { describe, expect, it } from 'vitest';
import { STATIC_CLUSTERS, staticClusterId, staticClusterLabel } from './map-clusters';
import { TOWNS } from './towns';
import { VOIVODESHIPS, voivodeshipByKey } from './voivodeships';

describe('static map clusters (SPEC §2: up to 32 static cluster positions)', () => {
  it('has at most 32 positions with unique ids, two per voivodeship', () => {
    expect(STATIC_CLUSTERS.length).toBeLessThanOrEqual(32);
    expect(new Set(STATIC_CLUSTERS.map((c) => c.id)).size).toBe(STATIC_CLUSTERS.length);
    for (const v of VOIVODESHIPS) {
      expect(STATIC_CLUSTERS.filter((c) => c.voivodeship === v.code).map((c) => c.kind)).toEqual([
        'city',
        'voivodeship',
      ]);
    }
  });

  it('places each city marker on the largest town of its voivodeship', () => {
    for (const cluster of STATIC_CLUSTERS.filter((c) => c.kind === 'city')) {
      const largest = TOWNS.find((t) => voivodeshipByKey(t[1])?.code === cluster.voivodeship);
      expect(largest?.[0]).toBe(cluster.label);
    }
  });

  it.each([
    ['Warsaw centre', 14, 52.23, 21.01, 'Warszawa'],
    ['Piaseczno, inside the radius', 14, 52.08, 21.02, 'Warszawa'],
    ['Radom, the rest of mazowieckie', 14, 51.4, 21.15, 'mazowieckie'],
    ['Gdynia, within 25 km of Gdańsk', 22, 54.52, 18.53, 'Gdańsk'],
    ['Słupsk, the rest of pomorskie', 22, 54.46, 17.03, 'pomorskie'],
    ['Kraków', 12, 50.06, 19.94, 'Kraków'],
  ])('%s (voivodeship %i, %f, %f) counts at %s', (_name, voivodeship, lat, lng, label) => {
    const id = staticClusterId(voivodeship, lat, lng);
    expect(STATIC_CLUSTERS.find((c) => c.id === id)?.label).toBe(label);
  });

  it('ignores an unknown voivodeship code', () => {
    expect(staticClusterId(3, 52, 21)).toBeNull();
  });

  it('labels the rest marker with the voivodeship name in the language', () => {
    const rest = STATIC_CLUSTERS.find((c) => c.kind === 'voivodeship' && c.voivodeship === 12);
    expect(rest && staticClusterLabel(rest, 'pl')).toBe('małopolskie');
    expect(rest && staticClusterLabel(rest, 'en')).toBe('Lesser Poland');
  });
});
