import { describe, expect, it } from 'vitest';
import {
  CLASSIFIED_RENT,
  CLASSIFIED_SALE,
  CLASSIFIED_TYPES,
  classifiedTypeById,
  isPropertyTypeId,
  isSaleMode,
  isTenderMode,
  PROPERTY_TYPE_OFFICE,
  PROPERTY_TYPE_OTHER,
  PROPERTY_TYPE_RETAIL,
  PROPERTY_TYPE_WAREHOUSE,
  PROPERTY_TYPES,
  propertyTypeById,
  propertyTypeName,
  SALE_MODE_NAMES,
  SALE_MODES,
} from './property-types';

describe('property types', () => {
  it.each([
    [1, 'biuro', 'office'],
    [2, 'grunt', 'land plot'],
    [3, 'budynek techniczny (dawna centrala telefoniczna)', 'technical building (former telephone exchange)'],
    [4, 'magazyn', 'warehouse'],
    [5, 'budynek użytkowy', 'commercial building'],
    [6, 'lokal mieszkalny', 'residential unit'],
    [7, 'lokal handlowy', 'retail space'],
    [8, 'inne', 'other'],
  ])('%i: %s / %s', (id, pl, en) => {
    expect(propertyTypeName(id, 'pl')).toBe(pl);
    expect(propertyTypeName(id, 'en')).toBe(en);
    expect(propertyTypeById(id)?.id).toBe(id);
    expect(isPropertyTypeId(id)).toBe(true);
  });

  it('has ids 1..8 only', () => {
    expect(PROPERTY_TYPES.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(isPropertyTypeId(0)).toBe(false);
    expect(isPropertyTypeId(9)).toBe(false);
    expect(isPropertyTypeId('1')).toBe(false);
    expect(propertyTypeName(9, 'pl')).toBe('');
  });

  it('SPEC §7 rent rules: "typeProperty 1, 4 or 7 … Type 8"', () => {
    expect([
      PROPERTY_TYPE_OFFICE,
      PROPERTY_TYPE_WAREHOUSE,
      PROPERTY_TYPE_RETAIL,
      PROPERTY_TYPE_OTHER,
    ]).toEqual([1, 4, 7, 8]);
    expect(propertyTypeName(PROPERTY_TYPE_WAREHOUSE, 'en')).toBe('warehouse');
  });
});

describe('SPEC §3: "typeClassified (1 sale, 2 rent)"', () => {
  it('lists both', () => {
    expect(CLASSIFIED_SALE).toBe(1);
    expect(CLASSIFIED_RENT).toBe(2);
    expect(CLASSIFIED_TYPES.map((t) => [t.id, t.key, t.namePl])).toEqual([
      [1, 'sale', 'sprzedaż'],
      [2, 'rent', 'wynajem'],
    ]);
    expect(classifiedTypeById(2)?.nameEn).toBe('rent');
    expect(classifiedTypeById(3)).toBeUndefined();
  });
});

describe('sale modes', () => {
  it('are sale, negotiation, bids and the two tenders, named in both languages', () => {
    expect(SALE_MODES).toEqual(['sale', 'negotiation', 'bids', 'written_tender', 'oral_auction']);
    expect(SALE_MODE_NAMES.oral_auction).toEqual({ pl: 'przetarg ustny (aukcja)', en: 'oral auction' });
    expect(SALE_MODE_NAMES.negotiation.pl).toBe('negocjacje');
    expect(isSaleMode('bids')).toBe(true);
    expect(isSaleMode('auction')).toBe(false);
  });

  it('hold a tender notice for the written tender and the oral auction only', () => {
    expect(SALE_MODES.filter(isTenderMode)).toEqual(['written_tender', 'oral_auction']);
  });
});
