import { describe, expect, it } from 'vitest';
import { amountToGrosze, decimalOf, groszeToAmount, numberField } from './offer-form-numbers';

describe('offer form numbers', () => {
  it('reads Polish amounts into grosze', () => {
    expect(amountToGrosze('1 250 000,50')).toBe(125_000_050);
    expect(amountToGrosze('1\u00a0250\u00a0000')).toBe(125_000_000);
    expect(amountToGrosze('99.99')).toBe(9_999);
    expect(amountToGrosze('')).toBeNull();
    expect(amountToGrosze('dużo')).toBe('dużo');
  });

  it('reads decimals with a comma or a dot', () => {
    expect(decimalOf('52,2297')).toBe(52.2297);
    expect(decimalOf(' 21.0122 ')).toBe(21.0122);
    expect(decimalOf('')).toBeNull();
    expect(decimalOf('1,2,3')).toBeUndefined();
    expect(numberField('12a')).toBe('12a');
    expect(numberField('640,5')).toBe(640.5);
  });

  it('writes grosze back as the amount to edit', () => {
    expect(groszeToAmount(125_000_000)).toBe('1250000');
    expect(groszeToAmount(125_000_050)).toBe('1250000,50');
    expect(groszeToAmount(null)).toBe('');
  });
});
