import { describe, expect, it } from 'vitest';
import { geoportalParcelUrl, isParcelId, joinParcelIds, splitParcelIds } from './parcels';

describe('parcel identifiers', () => {
  it('accept the national form, with or without a map sheet and a fraction', () => {
    expect(isParcelId('146518_8.0108.27/3')).toBe(true);
    expect(isParcelId('141201_1.0001.AR_1.123/4')).toBe(true);
    expect(isParcelId('026401_1.0012.455')).toBe(true);
  });

  it('refuse a plot number alone, a missing precinct or stray text', () => {
    expect(isParcelId('27/3')).toBe(false);
    expect(isParcelId('146518_8.27/3')).toBe(false);
    expect(isParcelId('146518_8.0108.27/3<script>')).toBe(false);
  });

  it('link to the geoportal parcel view, and only for a valid identifier', () => {
    expect(geoportalParcelUrl('146518_8.0108.27/3')).toBe(
      'https://mapy.geoportal.gov.pl/imap/?identifyParcel=146518_8.0108.27/3',
    );
    expect(() => geoportalParcelUrl('1&x=<b>')).toThrow();
  });

  it('split what staff type and store it as one text', () => {
    const ids = splitParcelIds('146518_8.0108.27/3,\n 146518_8.0108.28 ; ');
    expect(ids).toEqual(['146518_8.0108.27/3', '146518_8.0108.28']);
    expect(splitParcelIds([' 146518_8.0108.28 ', ''])).toEqual(['146518_8.0108.28']);
    expect(joinParcelIds(ids)).toBe('146518_8.0108.27/3, 146518_8.0108.28');
    expect(joinParcelIds([])).toBeNull();
  });
});
