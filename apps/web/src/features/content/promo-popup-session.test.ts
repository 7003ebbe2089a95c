import { describe, expect, it } from 'vitest';
import {
  isPromoDismissed,
  PROMO_DISMISSED_KEY,
  rememberPromoDismissed,
  shouldOpenPromo,
} from './promo-popup-session';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    values,
  };
}

const broken = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('promo popup session memory', () => {
  it('is not dismissed until closed, then stays dismissed', () => {
    const storage = memoryStorage();
    expect(isPromoDismissed(storage)).toBe(false);
    rememberPromoDismissed(storage);
    expect(storage.values.get(PROMO_DISMISSED_KEY)).toBe('1');
    expect(isPromoDismissed(storage)).toBe(true);
  });

  it('treats missing or failing storage as not dismissed, without throwing', () => {
    expect(isPromoDismissed(undefined)).toBe(false);
    expect(isPromoDismissed(broken)).toBe(false);
    expect(() => rememberPromoDismissed(broken)).not.toThrow();
    expect(() => rememberPromoDismissed(undefined)).not.toThrow();
  });
});

describe('shouldOpenPromo', () => {
  it.each([
    [{ consentDecided: true, dismissed: false, current: true }, true],
    [{ consentDecided: false, dismissed: false, current: true }, false],
    [{ consentDecided: true, dismissed: true, current: true }, false],
    [{ consentDecided: false, dismissed: true, current: true }, false],
    [{ consentDecided: true, dismissed: false, current: false }, false],
  ])('%j -> %s', (state, open) => {
    expect(shouldOpenPromo(state)).toBe(open);
  });
});
