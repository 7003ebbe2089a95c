import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isVoivodeshipCode,
  isVoivodeshipKey,
  VOIVODESHIP_KEYS,
  VOIVODESHIPS,
  voivodeshipByCode,
  voivodeshipByKey,
  voivodeshipByNamePl,
  voivodeshipName,
} from './voivodeships';

const SPEC_KEYS = [
  'dolnoslaskie',
  'kujawskopomorskie',
  'lubelskie',
  'lubuskie',
  'lodzkie',
  'malopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'slaskie',
  'swietokrzyskie',
  'warminskomazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
];

describe('SPEC §3 Voivodeships: "Numeric codes run 2 to 32 in steps of 2, in that order"', () => {
  it('has the 16 keys in the spec order', () => {
    expect(VOIVODESHIP_KEYS).toEqual(SPEC_KEYS);
  });

  it.each(SPEC_KEYS.map((key, index) => [key, 2 + 2 * index] as const))('%s has code %i', (key, code) => {
    const byKey = voivodeshipByKey(key);
    expect(byKey?.code).toBe(code);
    expect(voivodeshipByCode(code)).toBe(byKey);
    expect(isVoivodeshipKey(key)).toBe(true);
    expect(isVoivodeshipCode(code)).toBe(true);
  });

  it.each(VOIVODESHIPS.map((v) => [v.namePl, v.key] as const))('name %s maps to %s', (name, key) => {
    expect(voivodeshipByNamePl(name)?.key).toBe(key);
  });

  it.each([1, 3, 0, 33, 34, -2, Number.NaN, '2'])('%j is not a voivodeship code', (code) => {
    expect(isVoivodeshipCode(code)).toBe(false);
  });

  it('rejects unknown keys and names', () => {
    expect(voivodeshipByKey('kujawsko-pomorskie')).toBeUndefined();
    expect(isVoivodeshipKey('Mazowieckie')).toBe(false);
    expect(voivodeshipByNamePl('lodzkie')).toBeUndefined();
    expect(voivodeshipByNamePl('')).toBeUndefined();
  });

  it.each([
    [' Mazowieckie ', 'mazowieckie'],
    ['ŁÓDZKIE', 'lodzkie'],
    ['Warmińsko-Mazurskie', 'warminskomazurskie'],
    ['\tśląskie\n', 'slaskie'],
  ])('finds %j ignoring case and surrounding spaces', (name, key) => {
    expect(voivodeshipByNamePl(name)?.key).toBe(key);
  });

  it.each([
    ['lodzkie', 'pl', 'łódzkie'],
    ['lodzkie', 'en', 'Łódź'],
    ['malopolskie', 'en', 'Lesser Poland'],
    ['swietokrzyskie', 'en', 'Holy Cross'],
    ['kujawskopomorskie', 'pl', 'kujawsko-pomorskie'],
  ] as const)('voivodeshipName(%s, %s) -> %s', (key, lang, expected) => {
    expect(voivodeshipName(key, lang)).toBe(expected);
    const v = voivodeshipByKey(key);
    expect(v && voivodeshipName(v, lang)).toBe(expected);
  });

  it('has unique English names', () => {
    expect(new Set(VOIVODESHIPS.map((v) => v.nameEn)).size).toBe(16);
  });
});

describe('reference-data/voivodeships.geojson agrees with the table', () => {
  const geojsonUrl = new URL('../../../reference-data/voivodeships.geojson', import.meta.url);
  const geojson = JSON.parse(readFileSync(geojsonUrl, 'utf8')) as {
    features: { properties: { key: string; code: number; name: string } }[];
  };

  it('has the same keys, codes and Polish names in the same order', () => {
    expect(geojson.features.map((f) => f.properties)).toEqual(
      VOIVODESHIPS.map((v) => ({ key: v.key, code: v.code, name: v.namePl })),
    );
  });
});
