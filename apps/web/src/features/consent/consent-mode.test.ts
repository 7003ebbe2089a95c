import { describe, expect, it } from 'vitest';
import { allChoices } from './consent-categories';
import {
  CONSENT_MODE_TYPES,
  CONSENT_TYPES_BY_CATEGORY,
  consentModeUpdate,
  DEFAULT_CONSENT_MODE,
  grantsAnyTracking,
} from './consent-mode';

describe('Consent Mode mapping (docs/decisions/010)', () => {
  it('denies every type by default and grants security storage', () => {
    expect(DEFAULT_CONSENT_MODE).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      security_storage: 'granted',
    });
  });

  it('puts every Consent Mode type under exactly one category', () => {
    const mapped = Object.values(CONSENT_TYPES_BY_CATEGORY).flat();
    expect([...mapped].sort()).toEqual([...CONSENT_MODE_TYPES].sort());
  });

  it.each([
    ['statistics', ['analytics_storage']],
    ['marketing', ['ad_storage', 'ad_user_data', 'ad_personalization']],
    ['preferences', ['personalization_storage']],
    ['necessary', ['functionality_storage']],
  ] as const)('%s alone grants %j', (category, granted) => {
    const update = consentModeUpdate({ ...allChoices(false), [category]: true });
    for (const type of CONSENT_MODE_TYPES) {
      expect(update[type]).toBe((granted as readonly string[]).includes(type) ? 'granted' : 'denied');
    }
  });

  it('accept all grants all six, reject all denies all six', () => {
    expect(Object.values(consentModeUpdate(allChoices(true)))).toEqual(Array(6).fill('granted'));
    expect(Object.values(consentModeUpdate(allChoices(false)))).toEqual(Array(6).fill('denied'));
  });

  it('loads the tag manager only when something is granted', () => {
    expect(grantsAnyTracking(allChoices(false))).toBe(false);
    expect(grantsAnyTracking({ ...allChoices(false), necessary: true })).toBe(true);
  });
});
