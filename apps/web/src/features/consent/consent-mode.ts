import type { ConsentCategory, ConsentChoices } from './consent-categories';

/** The Google Consent Mode v2 types SPEC §7 names, besides security_storage (always granted). */
export const CONSENT_MODE_TYPES = [
  'ad_storage',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'ad_user_data',
  'ad_personalization',
] as const;
export type ConsentModeType = (typeof CONSENT_MODE_TYPES)[number];
type ConsentValue = 'granted' | 'denied';
export type ConsentModeUpdate = Record<ConsentModeType, ConsentValue>;
export type ConsentModeDefault = ConsentModeUpdate & { security_storage: 'granted' };

/**
 * Which Consent Mode types each category grants (docs/decisions/010): every type belongs to exactly
 * one category, so a choice never grants storage the visitor was not asked about.
 */
export const CONSENT_TYPES_BY_CATEGORY: Readonly<Record<ConsentCategory, readonly ConsentModeType[]>> = {
  statistics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  preferences: ['personalization_storage'],
  necessary: ['functionality_storage'],
};

/** Before any tag: everything denied, security storage granted. */
export const DEFAULT_CONSENT_MODE: ConsentModeDefault = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  security_storage: 'granted',
};

/** The `update` command's parameters for a decision. */
export function consentModeUpdate(choices: ConsentChoices): ConsentModeUpdate {
  const update = {} as ConsentModeUpdate;
  for (const [category, types] of Object.entries(CONSENT_TYPES_BY_CATEGORY) as Array<
    [ConsentCategory, readonly ConsentModeType[]]
  >) {
    for (const type of types) update[type] = choices[category] ? 'granted' : 'denied';
  }
  return update;
}

/** The tag manager is worth loading only when a decision grants something it may use. */
export function grantsAnyTracking(choices: ConsentChoices): boolean {
  return Object.values(choices).some(Boolean);
}
