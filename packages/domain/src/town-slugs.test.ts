import { describe, expect, it } from 'vitest';
import { slugify } from './slug';
import { townBySlug } from './town-slugs';
import { TOWNS } from './towns';

describe('town slugs in list URLs', () => {
  it('are unique within each voivodeship', () => {
    const keys = TOWNS.map(([name, voivodeship]) => `${voivodeship}/${slugify(name)}`);
    expect(new Set(keys).size).toBe(TOWNS.length);
  });

  it('are never empty and never the filter marker', () => {
    for (const [name] of TOWNS) expect(slugify(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(TOWNS.some(([name]) => slugify(name) === 'f')).toBe(false);
  });

  it.each([
    ['lodzkie', 'lodz', 'Łódź'],
    ['slaskie', 'bielsko-biala', 'Bielsko-Biała'],
    ['opolskie', 'kedzierzyn-kozle', 'Kędzierzyn-Koźle'],
    ['warminskomazurskie', 'olsztyn', 'Olsztyn'],
    ['malopolskie', 'ksiaz-wielki', 'Książ Wielki'],
  ] as const)('%s/%s is %s', (voivodeship, slug, name) => {
    expect(townBySlug(voivodeship, slug)?.[0]).toBe(name);
  });

  it('needs the right voivodeship', () => {
    expect(townBySlug('mazowieckie', 'lodz')).toBeUndefined();
    expect(townBySlug('lodzkie', 'Łódź')).toBeUndefined();
  });
});
