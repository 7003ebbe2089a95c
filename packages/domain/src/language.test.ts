import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  languagePrefix,
  localePath,
  otherLanguage,
  parseLanguage,
  splitLanguagePath,
} from './language';

describe('SPEC §9: "Languages are pl and en, default pl"', () => {
  it('lists pl first and defaults to pl', () => {
    expect(LANGUAGES).toEqual(['pl', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('pl');
  });

  it.each([
    ['pl', true],
    ['en', true],
    ['de', false],
    ['EN', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isLanguage(%j) is %s', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});

describe('SPEC §2: "{lang} is pl or en. Any other value is treated as pl"', () => {
  it.each([
    ['pl', 'pl'],
    ['en', 'en'],
    ['de', 'pl'],
    ['En', 'pl'],
    ['', 'pl'],
    [undefined, 'pl'],
    [null, 'pl'],
  ] as const)('parseLanguage(%j) -> %s', (value, expected) => {
    expect(parseLanguage(value)).toBe(expected);
  });
});

describe('SPEC §2: Polish home is "/", English home "/en"; English URLs carry /en', () => {
  it.each([
    ['pl', ''],
    ['en', '/en'],
  ] as const)('languagePrefix(%s) -> %j', (lang, expected) => {
    expect(languagePrefix(lang)).toBe(expected);
  });

  it.each([
    ['pl', '/', '/'],
    ['en', '/', '/en'],
    ['pl', '', '/'],
    ['en', '', '/en'],
    ['pl', '/sprzedaz', '/sprzedaz'],
    ['en', '/sprzedaz', '/en/sprzedaz'],
    ['en', 'kontakt', '/en/kontakt'],
    ['pl', '/sprzedaz/mazowieckie/warszawa', '/sprzedaz/mazowieckie/warszawa'],
  ] as const)('localePath(%s, %j) -> %s', (lang, path, expected) => {
    expect(localePath(lang, path)).toBe(expected);
  });

  it.each([
    ['/', { lang: 'pl', prefixed: false, path: '/' }],
    ['/en', { lang: 'en', prefixed: true, path: '/' }],
    ['/en/', { lang: 'en', prefixed: true, path: '/' }],
    ['/pl', { lang: 'pl', prefixed: true, path: '/' }],
    ['/sprzedaz', { lang: 'pl', prefixed: false, path: '/sprzedaz' }],
    ['/pl/sprzedaz', { lang: 'pl', prefixed: true, path: '/sprzedaz' }],
    ['/en/sprzedaz/mazowieckie', { lang: 'en', prefixed: true, path: '/sprzedaz/mazowieckie' }],
    ['/de/sprzedaz', { lang: 'pl', prefixed: false, path: '/de/sprzedaz' }],
    ['//en//faq/?x=1#top', { lang: 'en', prefixed: true, path: '/faq' }],
  ])('splitLanguagePath(%j)', (pathname, expected) => {
    expect(splitLanguagePath(pathname)).toEqual(expected);
  });

  it('localePath undoes splitLanguagePath', () => {
    for (const pathname of ['/', '/en', '/sprzedaz/slaskie', '/en/blog/some-slug']) {
      const { lang, path } = splitLanguagePath(pathname);
      expect(localePath(lang, path)).toBe(pathname);
    }
  });
});

describe('otherLanguage', () => {
  it('is the language a translation is in', () => {
    expect(otherLanguage('pl')).toBe('en');
    expect(otherLanguage('en')).toBe('pl');
  });
});
