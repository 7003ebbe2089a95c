import type { Language } from './language';

/**
 * SPEC §3 Voivodeships: keys in this order, numeric codes 2 to 32 in steps of 2 (the TERYT codes).
 * Polish names are lower-case as the official register (and data/voivodeships.geojson) writes them.
 */
export const VOIVODESHIPS = [
  { key: 'dolnoslaskie', code: 2, namePl: 'dolnośląskie', nameEn: 'Lower Silesian' },
  { key: 'kujawskopomorskie', code: 4, namePl: 'kujawsko-pomorskie', nameEn: 'Kuyavian-Pomeranian' },
  { key: 'lubelskie', code: 6, namePl: 'lubelskie', nameEn: 'Lublin' },
  { key: 'lubuskie', code: 8, namePl: 'lubuskie', nameEn: 'Lubusz' },
  { key: 'lodzkie', code: 10, namePl: 'łódzkie', nameEn: 'Łódź' },
  { key: 'malopolskie', code: 12, namePl: 'małopolskie', nameEn: 'Lesser Poland' },
  { key: 'mazowieckie', code: 14, namePl: 'mazowieckie', nameEn: 'Masovian' },
  { key: 'opolskie', code: 16, namePl: 'opolskie', nameEn: 'Opole' },
  { key: 'podkarpackie', code: 18, namePl: 'podkarpackie', nameEn: 'Subcarpathian' },
  { key: 'podlaskie', code: 20, namePl: 'podlaskie', nameEn: 'Podlaskie' },
  { key: 'pomorskie', code: 22, namePl: 'pomorskie', nameEn: 'Pomeranian' },
  { key: 'slaskie', code: 24, namePl: 'śląskie', nameEn: 'Silesian' },
  { key: 'swietokrzyskie', code: 26, namePl: 'świętokrzyskie', nameEn: 'Holy Cross' },
  { key: 'warminskomazurskie', code: 28, namePl: 'warmińsko-mazurskie', nameEn: 'Warmian-Masurian' },
  { key: 'wielkopolskie', code: 30, namePl: 'wielkopolskie', nameEn: 'Greater Poland' },
  { key: 'zachodniopomorskie', code: 32, namePl: 'zachodniopomorskie', nameEn: 'West Pomeranian' },
] as const;

export type Voivodeship = (typeof VOIVODESHIPS)[number];
export type VoivodeshipKey = Voivodeship['key'];
export type VoivodeshipCode = Voivodeship['code'];

const BY_KEY: ReadonlyMap<string, Voivodeship> = new Map(VOIVODESHIPS.map((v) => [v.key, v]));
const BY_CODE: ReadonlyMap<number, Voivodeship> = new Map(VOIVODESHIPS.map((v) => [v.code, v]));
const BY_NAME_PL: ReadonlyMap<string, Voivodeship> = new Map(VOIVODESHIPS.map((v) => [v.namePl, v]));

export const VOIVODESHIP_KEYS: readonly VoivodeshipKey[] = VOIVODESHIPS.map((v) => v.key);

export function isVoivodeshipKey(value: unknown): value is VoivodeshipKey {
  return typeof value === 'string' && BY_KEY.has(value);
}

export function isVoivodeshipCode(value: unknown): value is VoivodeshipCode {
  return typeof value === 'number' && BY_CODE.has(value);
}

export function voivodeshipByKey(key: string): Voivodeship | undefined {
  return BY_KEY.get(key);
}

export function voivodeshipByCode(code: number): Voivodeship | undefined {
  return BY_CODE.get(code);
}

/** The newsletter sends names as people type them ("Mazowieckie ", "ŁÓDZKIE"), hence trim and case-folding. */
export function voivodeshipByNamePl(name: string): Voivodeship | undefined {
  return BY_NAME_PL.get(name.trim().toLocaleLowerCase('pl'));
}

export function voivodeshipName(voivodeship: Voivodeship | VoivodeshipKey, lang: Language): string {
  const v = typeof voivodeship === 'string' ? BY_KEY.get(voivodeship) : voivodeship;
  if (!v) return '';
  return lang === 'en' ? v.nameEn : v.namePl;
}
