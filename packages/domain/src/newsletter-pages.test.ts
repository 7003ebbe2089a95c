import { describe, expect, it } from 'vitest';
import { matchNewsletterPage, newsletterPagePath } from './newsletter-pages';

const TOKEN = 'AbC_-0123456789abcdefghijklmnopqrstuvwxyzAB';

describe('newsletterPagePath', () => {
  it('spells the pages as the mails link them, Polish unprefixed', () => {
    expect(newsletterPagePath('confirm', 'pl', TOKEN)).toBe(`/newsletter/potwierdz/${TOKEN}`);
    expect(newsletterPagePath('unsubscribe', 'pl', TOKEN)).toBe(`/newsletter/wypisz/${TOKEN}`);
    expect(newsletterPagePath('confirm', 'en', TOKEN)).toBe(`/en/newsletter/confirm/${TOKEN}`);
    expect(newsletterPagePath('unsubscribe', 'en', TOKEN)).toBe(`/en/newsletter/unsubscribe/${TOKEN}`);
  });

  it('gives the unsubscribe form without a token', () => {
    expect(newsletterPagePath('unsubscribe', 'pl')).toBe('/newsletter/wypisz');
    expect(newsletterPagePath('unsubscribe', 'en')).toBe('/en/newsletter/unsubscribe');
  });
});

describe('matchNewsletterPage', () => {
  it('reads each language in its own spelling', () => {
    expect(matchNewsletterPage('pl', ['potwierdz', TOKEN])).toEqual({ page: 'confirm', token: TOKEN });
    expect(matchNewsletterPage('pl', ['wypisz', TOKEN])).toEqual({ page: 'unsubscribe', token: TOKEN });
    expect(matchNewsletterPage('en', ['confirm', TOKEN])).toEqual({ page: 'confirm', token: TOKEN });
    expect(matchNewsletterPage('en', ['unsubscribe'])).toEqual({ page: 'unsubscribe' });
    expect(matchNewsletterPage('pl', ['wypisz'])).toEqual({ page: 'unsubscribe' });
  });

  it('refuses the other language spelling, a confirmation without token and odd tokens', () => {
    expect(matchNewsletterPage('en', ['potwierdz', TOKEN])).toBeNull();
    expect(matchNewsletterPage('pl', ['confirm', TOKEN])).toBeNull();
    expect(matchNewsletterPage('pl', ['potwierdz'])).toBeNull();
    expect(matchNewsletterPage('pl', ['potwierdz', 'short'])).toBeNull();
    expect(matchNewsletterPage('pl', ['potwierdz', `${TOKEN}!`])).toBeNull();
    expect(matchNewsletterPage('pl', ['wypisz', TOKEN, 'x'])).toBeNull();
    expect(matchNewsletterPage('pl', [])).toBeNull();
  });

  it('round-trips the paths it builds', () => {
    for (const lang of ['pl', 'en'] as const) {
      for (const page of ['confirm', 'unsubscribe'] as const) {
        const segments = newsletterPagePath(page, lang, TOKEN).split('/').filter(Boolean);
        const after = segments.slice(segments.indexOf('newsletter') + 1);
        expect(matchNewsletterPage(lang, after)).toEqual({ page, token: TOKEN });
      }
    }
  });
});
