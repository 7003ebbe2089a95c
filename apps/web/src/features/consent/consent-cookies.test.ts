import { describe, expect, it } from 'vitest';
import { allChoices } from './consent-categories';
import { consentCookieAssignments, parseCookieHeader, readConsent } from './consent-cookies';

describe('readConsent', () => {
  it('is null without consentCookie=1', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('consentStatistics=true')).toBeNull();
    expect(readConsent('consentCookie=0; consentStatistics=true')).toBeNull();
  });

  it('reads each category; a missing or odd value is no', () => {
    expect(
      readConsent(
        'a=b; consentCookie=1; consentStatistics=true; consentMarketing=false; consentPreferencesy=x',
      ),
    ).toEqual({ statistics: true, marketing: false, preferences: false, necessary: false });
  });
});

describe('parseCookieHeader', () => {
  it('decodes values, keeps the first of duplicates and skips junk', () => {
    const cookies = parseCookieHeader('x=%C5%81%C3%B3d%C5%BA; x=2; junk; =v; bad=%E0%A4%A');
    expect(cookies.get('x')).toBe('Łódź');
    expect(cookies.get('bad')).toBe('%E0%A4%A');
    expect(cookies.size).toBe(2);
  });
});

describe('consentCookieAssignments', () => {
  it('writes the five cookies for 365 days', () => {
    const cookies = consentCookieAssignments(
      { ...allChoices(false), statistics: true, necessary: true },
      { secure: false },
    );
    expect(cookies).toEqual([
      'consentCookie=1; Path=/; Max-Age=31536000; SameSite=Lax',
      'consentStatistics=true; Path=/; Max-Age=31536000; SameSite=Lax',
      'consentMarketing=false; Path=/; Max-Age=31536000; SameSite=Lax',
      'consentPreferencesy=false; Path=/; Max-Age=31536000; SameSite=Lax',
      'consentNecessary=true; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });

  it('marks the cookies Secure on https and reads back what it wrote', () => {
    const choices = { ...allChoices(true), marketing: false };
    const cookies = consentCookieAssignments(choices, { secure: true });
    expect(cookies.every((c) => c.endsWith('; Secure'))).toBe(true);
    expect(readConsent(cookies.map((c) => c.split(';')[0]).join('; '))).toEqual(choices);
  });
});
