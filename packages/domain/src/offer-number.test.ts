import { describe, expect, it } from 'vitest';
import { offerNumberOfQuery } from './offer-number';

describe('offerNumberOfQuery', () => {
  it('reads an offer number however a visitor types it', () => {
    expect(offerNumberOfQuery('T00696')).toBe('T00696');
    expect(offerNumberOfQuery(' t00696 ')).toBe('T00696');
    expect(offerNumberOfQuery('T 00696')).toBe('T00696');
    expect(offerNumberOfQuery('#T00696')).toBe('T00696');
    expect(offerNumberOfQuery('nr T00696')).toBe('T00696');
    expect(offerNumberOfQuery('No. t00696')).toBe('T00696');
    expect(offerNumberOfQuery('WAR/2024-17')).toBe('WAR/2024-17');
  });

  it('leaves places and empty text to the town filter', () => {
    expect(offerNumberOfQuery('')).toBeNull();
    expect(offerNumberOfQuery('Kraków')).toBeNull();
    expect(offerNumberOfQuery('Nowy Dwór Mazowiecki')).toBeNull();
    expect(offerNumberOfQuery('KRAKOW')).toBeNull();
    // Digits but not a code: too long, or characters a code never holds.
    expect(offerNumberOfQuery('T0069612345678901234567')).toBeNull();
    expect(offerNumberOfQuery('T00696; drop')).toBeNull();
    expect(offerNumberOfQuery('ul. Długa 5')).toBeNull();
  });
});
