import { describe, expect, it } from 'vitest';
import { decodePathSegment, withDecodableSegments } from './path-segments';

describe('decodePathSegment', () => {
  it.each([
    ['%C5%81%C3%B3d%C5%BA', 'Łódź'],
    ['price-gte%3D100%3Bpage%3D2', 'price-gte=100;page=2'],
    ['plain', 'plain'],
    // Decoded once: an encoded percent stays one.
    ['100%2525', '100%25'],
    // A broken escape leaves the segment as written.
    ['%E0%A4%A', '%E0%A4%A'],
    ['50%', '50%'],
  ])('%j -> %j', (segment, text) => {
    expect(decodePathSegment(segment)).toBe(text);
  });
});

describe('withDecodableSegments', () => {
  it.each([
    ['/en/alerts/manage/%E0%A4%A', '/en/alerts/manage/%25E0%25A4%25A'],
    ['/sprzedaz/50%/f/typeProperty=2', '/sprzedaz/50%25/f/typeProperty=2'],
    // Well-formed escapes, in any segment, are left alone.
    ['/sprzedaz/lodzkie/%C5%82odz', '/sprzedaz/lodzkie/%C5%82odz'],
    ['/sprzedaz/f/price-gte%3D100', '/sprzedaz/f/price-gte%3D100'],
    ['/kontakt', '/kontakt'],
  ])('%j -> %j', (pathname, fixed) => {
    expect(withDecodableSegments(pathname)).toBe(fixed);
    // What the pages then read is the segment as written.
    expect(fixed.split('/').map(decodePathSegment)).toEqual(pathname.split('/').map(decodePathSegment));
  });
});
