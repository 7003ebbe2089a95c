import { COOKIE_NAMES } from '@estate/domain/constants';

/**
 * The four consent categories of SPEC §3 (cookie names) in the dialog's order (§2: analytical,
 * marketing, personalization, functional). docs/decisions/010 pairs each with its dialog label.
 */
export const CONSENT_CATEGORIES = ['statistics', 'marketing', 'preferences', 'necessary'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** A visitor's decision: one yes or no per category. */
export type ConsentChoices = Readonly<Record<ConsentCategory, boolean>>;

export const CATEGORY_COOKIES: Readonly<Record<ConsentCategory, string>> = {
  statistics: COOKIE_NAMES.statistics,
  marketing: COOKIE_NAMES.marketing,
  preferences: COOKIE_NAMES.preferences,
  necessary: COOKIE_NAMES.necessary,
};

export function allChoices(value: boolean): ConsentChoices {
  return { statistics: value, marketing: value, preferences: value, necessary: value };
}
