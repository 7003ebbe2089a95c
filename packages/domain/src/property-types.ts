import type { Language } from './language';

/**
 * Property types of the operator's portfolio (the spec names only their ids in the rent rules:
 * 1 office, 4 warehouse, 7 retail, 8 other, SPEC §7). The names are ours.
 */
export const PROPERTY_TYPES = [
  { id: 1, namePl: 'biuro', nameEn: 'office' },
  { id: 2, namePl: 'grunt', nameEn: 'land plot' },
  {
    id: 3,
    namePl: 'budynek techniczny (dawna centrala telefoniczna)',
    nameEn: 'technical building (former telephone exchange)',
  },
  { id: 4, namePl: 'magazyn', nameEn: 'warehouse' },
  { id: 5, namePl: 'budynek użytkowy', nameEn: 'commercial building' },
  { id: 6, namePl: 'lokal mieszkalny', nameEn: 'residential unit' },
  { id: 7, namePl: 'lokal handlowy', nameEn: 'retail space' },
  { id: 8, namePl: 'inne', nameEn: 'other' },
] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type PropertyTypeId = PropertyType['id'];

/** The ids the rent list rules of SPEC §7 depend on. */
export const PROPERTY_TYPE_OFFICE = 1;
export const PROPERTY_TYPE_WAREHOUSE = 4;
export const PROPERTY_TYPE_RETAIL = 7;
export const PROPERTY_TYPE_OTHER = 8;

export function isPropertyTypeId(value: unknown): value is PropertyTypeId {
  return PROPERTY_TYPES.some((type) => type.id === value);
}

export function propertyTypeById(id: number): PropertyType | undefined {
  return PROPERTY_TYPES.find((type) => type.id === id);
}

export function propertyTypeName(id: number, lang: Language): string {
  const type = propertyTypeById(id);
  if (!type) return '';
  return lang === 'en' ? type.nameEn : type.namePl;
}

/** SPEC §3 typeClassified: 1 sale, 2 rent. */
export const CLASSIFIED_TYPES = [
  { id: 1, key: 'sale', namePl: 'sprzedaż', nameEn: 'sale' },
  { id: 2, key: 'rent', namePl: 'wynajem', nameEn: 'rent' },
] as const;

export type ClassifiedType = (typeof CLASSIFIED_TYPES)[number];
export const CLASSIFIED_SALE = 1;
export const CLASSIFIED_RENT = 2;

export function classifiedTypeById(id: number): ClassifiedType | undefined {
  return CLASSIFIED_TYPES.find((type) => type.id === id);
}

/**
 * How an offer is sold (decision 032): at its price, by negotiation, by inviting bids (the 'bid
 * offer' badge), or in a formal tender — written or an oral auction — with its date, place,
 * starting price and deposit.
 */
export const SALE_MODES = ['sale', 'negotiation', 'bids', 'written_tender', 'oral_auction'] as const;
export type SaleMode = (typeof SALE_MODES)[number];
export const SALE_MODE_NAMES: Readonly<Record<SaleMode, Readonly<Record<Language, string>>>> = {
  sale: { pl: 'sprzedaż', en: 'sale' },
  negotiation: { pl: 'negocjacje', en: 'negotiation' },
  bids: { pl: 'zbieranie ofert', en: 'invitation to bid' },
  written_tender: { pl: 'przetarg pisemny', en: 'written tender' },
  oral_auction: { pl: 'przetarg ustny (aukcja)', en: 'oral auction' },
};

/** The modes held on a set date with a deposit: a tender notice goes with them. */
export const TENDER_SALE_MODES = ['written_tender', 'oral_auction'] as const satisfies readonly SaleMode[];
export type TenderSaleMode = (typeof TENDER_SALE_MODES)[number];

export function isTenderMode(value: unknown): value is TenderSaleMode {
  return typeof value === 'string' && (TENDER_SALE_MODES as readonly string[]).includes(value);
}

export function isSaleMode(value: unknown): value is SaleMode {
  return typeof value === 'string' && (SALE_MODES as readonly string[]).includes(value);
}
