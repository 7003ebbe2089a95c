import { describe, expect, it } from 'vitest';
import { digestMail } from './newsletter-digest-mails';

const input = (lang: 'pl' | 'en') => ({
  to: 'anna@example.pl',
  lang,
  siteUrl: 'https://nieruchomosci.example.pl',
  offers: [
    {
      id: 7,
      title: 'Centrala',
      town: 'Warszawa',
      voivodeship: 14,
      price: 100_000_00,
      reason: 'new' as const,
      photo: null,
    },
  ],
  totalOffers: 1,
  specialOffers: [],
  since: '2026-11-20T00:00:00.000Z',
  voivodeships: [14],
  unsubscribe: { token: 'abc123', mailbox: 'newsletter@example.pl' },
});

describe('the digest mail', () => {
  // Issue 35: the footer's link opens a page with a button (the one-click unsubscribe is the
  // List-Unsubscribe header's, for mail clients), so the words must not promise one click.
  it.each([
    ['pl', 'Aby zrezygnować z newslettera, otwórz tę stronę i potwierdź: ', /jednym kliknięciem/],
    ['en', 'To unsubscribe, open this page and confirm: ', /one click/i],
  ] as const)('in %s, says what the unsubscribe link does', (lang, words, promise) => {
    const mail = digestMail(input(lang));
    const page = `https://nieruchomosci.example.pl${lang === 'en' ? '/en' : ''}/newsletter/`;
    expect(mail.text).toContain(words);
    expect(mail.text).toMatch(new RegExp(`${words}${page.replace(/[./]/g, '\\$&')}\\S*abc123`));
    expect(mail.text).not.toMatch(promise);
    expect(mail.html).not.toMatch(promise);
  });
});
