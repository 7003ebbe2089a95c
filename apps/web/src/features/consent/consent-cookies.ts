import { CONSENT_COOKIE_DAYS, CONSENT_COOKIE_VALUE, COOKIE_NAMES } from '@estate/domain/constants';
import { CATEGORY_COOKIES, CONSENT_CATEGORIES, type ConsentChoices } from './consent-categories';

/** Category cookies hold 'true' or 'false' (docs/decisions/010); anything else reads as no. */
const GRANTED = 'true';

export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const raw of header.split(';')) {
    const part = raw.trim();
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    const written = part.slice(at + 1).trim();
    let value = written;
    try {
      value = decodeURIComponent(written);
    } catch {
      // A malformed escape is kept as written; it then simply reads as not granted.
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** The stored decision, or null when the visitor has not decided (SPEC §2: the dialog then shows). */
export function readConsent(cookieHeader: string): ConsentChoices | null {
  const cookies = parseCookieHeader(cookieHeader);
  if (cookies.get(COOKIE_NAMES.consent) !== CONSENT_COOKIE_VALUE) return null;
  const read = (name: string) => cookies.get(name) === GRANTED;
  return {
    statistics: read(CATEGORY_COOKIES.statistics),
    marketing: read(CATEGORY_COOKIES.marketing),
    preferences: read(CATEGORY_COOKIES.preferences),
    necessary: read(CATEGORY_COOKIES.necessary),
  };
}

/** `document.cookie` assignments that store a decision for CONSENT_COOKIE_DAYS (SPEC §9). */
export function consentCookieAssignments(choices: ConsentChoices, options: { secure: boolean }): string[] {
  const attributes = [
    'Path=/',
    `Max-Age=${CONSENT_COOKIE_DAYS * 24 * 60 * 60}`,
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
  return [
    `${COOKIE_NAMES.consent}=${CONSENT_COOKIE_VALUE}; ${attributes}`,
    ...CONSENT_CATEGORIES.map(
      (category) => `${CATEGORY_COOKIES[category]}=${choices[category] ? GRANTED : 'false'}; ${attributes}`,
    ),
  ];
}
