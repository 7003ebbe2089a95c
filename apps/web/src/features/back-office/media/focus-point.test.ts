import { describe, expect, it } from 'vitest';
import { focusPercent } from './focus-point';

describe('a focal point as the API takes it', () => {
  it('is a whole percent from 0 to 100, the middle when not a number', () => {
    expect(focusPercent(24.6)).toBe(25);
    expect(focusPercent(-3)).toBe(0);
    expect(focusPercent(140)).toBe(100);
    expect(focusPercent(Number.NaN)).toBe(50);
  });
});
