import { describe, expect, it } from 'vitest';
import { consentBootstrapScript } from './consent-bootstrap-script';
import { DEFAULT_CONSENT_MODE } from './consent-mode';

/** Runs the head script against a fake window and cookie string; answers the data layer as arrays. */
function run(cookie: string, existing?: unknown[]): unknown[][] {
  const window: { dataLayer?: unknown[] } = existing ? { dataLayer: existing } : {};
  new Function('window', 'document', consentBootstrapScript())(window, { cookie });
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe('consentBootstrapScript', () => {
  it('pushes only the all-denied default for a visitor without a decision', () => {
    expect(run('')).toEqual([['consent', 'default', DEFAULT_CONSENT_MODE]]);
    expect(run('consentStatistics=true')).toHaveLength(1);
  });

  it('pushes Arguments objects, as the tag manager requires', () => {
    const window: { dataLayer?: unknown[] } = {};
    new Function('window', 'document', consentBootstrapScript())(window, { cookie: '' });
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('follows the default with the stored decision', () => {
    const layer = run(
      'consentCookie=1; consentStatistics=true; consentMarketing=false; consentPreferencesy=false; consentNecessary=true',
    );
    expect(layer[1]).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        personalization_storage: 'denied',
        functionality_storage: 'granted',
      },
    ]);
  });

  it('keeps what is already in the data layer', () => {
    const layer = run('', [{ event: 'earlier' }]);
    expect(layer[0]).toEqual([]);
    expect(layer).toHaveLength(2);
  });
});

describe('the mark that hides the server-rendered dialog', () => {
  function markAfter(cookie: string): string | undefined {
    const attributes: Record<string, string> = {};
    const documentElement = {
      setAttribute: (name: string, value: string) => Object.assign(attributes, { [name]: value }),
    };
    new Function('window', 'document', consentBootstrapScript())({}, { cookie, documentElement });
    return attributes['data-consent'];
  }

  it('is set for a visitor who has decided, and only then', () => {
    expect(markAfter('consentCookie=1; consentStatistics=false')).toBe('decided');
    expect(markAfter('')).toBeUndefined();
    expect(markAfter('consentStatistics=true')).toBeUndefined();
  });
});
