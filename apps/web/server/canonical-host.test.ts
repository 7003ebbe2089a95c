import { describe, expect, it } from 'vitest';
import { canonicalBackOfficeUrl } from './canonical-host';

describe('the back office at SITE_URL’s host', () => {
  const site = 'http://localhost:3000';

  it('sends /panel at another name of the server to SITE_URL, with its path and query', () => {
    expect(canonicalBackOfficeUrl('/panel/logowanie', '127.0.0.1:3000', site)).toBe(
      'http://localhost:3000/panel/logowanie',
    );
    expect(canonicalBackOfficeUrl('/panel?x=1', '127.0.0.1:3000', site)).toBe(
      'http://localhost:3000/panel?x=1',
    );
    expect(canonicalBackOfficeUrl('/panel/oferty', 'portal.example', 'https://www.portal.example')).toBe(
      'https://www.portal.example/panel/oferty',
    );
  });

  it('leaves SITE_URL’s host (any port, any case), public pages and hostless requests alone', () => {
    expect(canonicalBackOfficeUrl('/panel/logowanie', 'localhost:3000', site)).toBeNull();
    expect(canonicalBackOfficeUrl('/panel', 'LOCALHOST:8443', site)).toBeNull();
    expect(canonicalBackOfficeUrl('/sprzedaz', '127.0.0.1:3000', site)).toBeNull();
    expect(canonicalBackOfficeUrl('/panelx', '127.0.0.1:3000', site)).toBeNull();
    expect(canonicalBackOfficeUrl('/panel', undefined, site)).toBeNull();
    expect(canonicalBackOfficeUrl('/panel', 'bad host/x', site)).toBeNull();
  });
});
