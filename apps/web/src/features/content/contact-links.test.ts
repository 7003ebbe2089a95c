import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('telHref', () => {
  it.each([
    ['+48 22 000 00 01', 'tel:+48220000001'],
    [' 800 000 000 ', 'tel:800000000'],
    ['(22) 123-45-67', 'tel:221234567'],
    ['+48 (22) 123 45 67 wew. 12', 'tel:+4822123456712'],
  ])('%j -> %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('mailtoHref', () => {
  it('keeps a plain address readable', () => {
    expect(mailtoHref('anna.kowalska@example.pl')).toBe('mailto:anna.kowalska@example.pl');
  });

  it('encodes what could add headers or recipients', () => {
    expect(mailtoHref('a@example.pl?bcc=b@example.pl')).toBe('mailto:a@example.pl%3Fbcc%3Db@example.pl');
    expect(mailtoHref('a@example.pl,b@example.pl')).toBe('mailto:a@example.pl%2Cb@example.pl');
  });
});
