import { describe, expect, it } from 'vitest';
import { normalisePath, redirectFor } from './url-redirects';

describe('SPEC §2 route guards: query strings 302, repeated or trailing slashes 301', () => {
  it.each([
    // [pathname, search, expected]
    ['/', '', null],
    ['/sprzedaz', '', null],
    ['/en', '', null],
    ['/sprzedaz', '?page=2', { status: 302, location: '/sprzedaz' }],
    ['/', '?utm_source=x', { status: 302, location: '/' }],
    ['/en/', '', { status: 301, location: '/en' }],
    ['/sprzedaz/', '', { status: 301, location: '/sprzedaz' }],
    ['//sprzedaz', '', { status: 301, location: '/sprzedaz' }],
    ['/sprzedaz//mazowieckie///warszawa', '', { status: 301, location: '/sprzedaz/mazowieckie/warszawa' }],
    ['//', '', { status: 301, location: '/' }],
    ['/blog//', '?a=1', { status: 302, location: '/blog' }],
  ])('%s%s -> %j', (pathname, search, expected) => {
    expect(redirectFor(pathname, search)).toEqual(expected);
  });

  it('keeps the root as it is', () => {
    expect(normalisePath('/')).toBe('/');
  });

  it('ignores an empty query marker', () => {
    expect(redirectFor('/faq', '?')).toBeNull();
  });
});
