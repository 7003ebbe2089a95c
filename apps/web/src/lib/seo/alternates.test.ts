import { describe, expect, it } from 'vitest';
import { alternatePaths, canonicalPath } from './alternates';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/pl', '/'],
    ['/en', '/en'],
    ['/pl/sprzedaz/mazowieckie', '/sprzedaz/mazowieckie'],
    ['/en/sprzedaz/mazowieckie/warszawa/f/page=2', '/en/sprzedaz/mazowieckie/warszawa/f/page=2'],
    ['/o-nas', '/pl/o-nas'],
    ['/pl/o-nas', '/pl/o-nas'],
    ['/en/about-us', '/en/about-us'],
    ['/en/for-developers', '/en/for-intermediaries'],
    ['/en/for-intermediaries', '/en/for-intermediaries'],
    ['/pl/jakas-strona', '/pl/jakas-strona'],
  ])('%s -> %s', (pathname, canonical) => {
    expect(canonicalPath(pathname)).toBe(canonical);
  });
});

describe('alternatePaths', () => {
  it.each([
    ['/', { pl: '/', en: '/en' }],
    ['/pl/sprzedaz', { pl: '/sprzedaz', en: '/en/sprzedaz' }],
    ['/en/wynajem/slaskie', { pl: '/wynajem/slaskie', en: '/en/wynajem/slaskie' }],
    ['/faq', { pl: '/faq', en: '/en/faq' }],
    ['/en/ulubione', { pl: '/ulubione', en: '/en/ulubione' }],
    ['/nowosci', { pl: '/nowosci', en: '/en/nowosci' }],
    ['/blog/wpis', { pl: '/blog/wpis', en: '/en/blog/wpis' }],
    [
      '/szczegoly_ogloszenia/5/2/A5',
      { pl: '/szczegoly_ogloszenia/5/2/A5', en: '/en/szczegoly_ogloszenia/5/2/A5' },
    ],
    ['/oferta_specjalna/promocje', { pl: '/oferta_specjalna/promocje', en: '/en/oferta_specjalna/promocje' }],
    ['/pl/o-nas', { pl: '/pl/o-nas', en: '/en/about-us' }],
    ['/en/for-developers', { pl: '/pl/dla-posrednikow', en: '/en/for-intermediaries' }],
    ['/en/cookies-policy', { pl: '/pl/polityka-cookies', en: '/en/cookies-policy' }],
  ])('%s has both languages', (pathname, expected) => {
    expect(alternatePaths(pathname)).toEqual(expected);
  });

  it.each([
    ['/aktualnosci/show/3', { pl: '/aktualnosci/show/3' }],
    ['/en/wydarzenia/show/2', { en: '/en/wydarzenia/show/2' }],
    ['/oferta_specjalna/promocje/4', { pl: '/oferta_specjalna/promocje/4' }],
    ['/pl/jakas-strona', { pl: '/pl/jakas-strona' }],
    ['/en/o-nas', { en: '/en/o-nas' }],
  ])('%s has no counterpart', (pathname, expected) => {
    expect(alternatePaths(pathname)).toEqual(expected);
  });
});
