import { describe, expect, it } from 'vitest';
import { decodePathSegment } from './path-segments';

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
