import { describe, expect, it } from 'vitest';
import { publicSiteUrl } from './public-address';

describe('publicSiteUrl', () => {
  it('is SITE_URL when set, without a trailing slash', () => {
    expect(publicSiteUrl({ SITE_URL: 'https://nieruchomosci.example.pl/', PORT: '3200' })).toBe(
      'https://nieruchomosci.example.pl',
    );
  });

  it("is the site's local address on its port otherwise", () => {
    expect(publicSiteUrl({ PORT: '3200' })).toBe('http://localhost:3200');
    expect(publicSiteUrl({ PORT: '', SITE_URL: '' })).toBe('http://localhost:3000');
    expect(publicSiteUrl({})).toBe('http://localhost:3000');
  });
});
