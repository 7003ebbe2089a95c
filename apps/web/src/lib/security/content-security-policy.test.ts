import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, templateOrigin } from './content-security-policy';

const base = {
  nonce: 'abc123',
  tileUrl: null,
  videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/{id}',
  tagManager: false,
  captcha: false,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce and what they load', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get('script-src')).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('names third parties only when their settings turn them on', () => {
    const off = contentSecurityPolicy(base);
    expect(off).not.toContain('googletagmanager');
    expect(off).not.toContain('recaptcha');
    expect(off).not.toContain('openstreetmap');
    const on = directives(
      contentSecurityPolicy({
        ...base,
        tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        tagManager: true,
        captcha: true,
      }),
    );
    expect(on.get('img-src')).toContain('https://*.tile.openstreetmap.org');
    expect(on.get('frame-src')).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://www.google.com/recaptcha/']),
    );
    expect(on.get('connect-src')).toContain('https://*.google-analytics.com');
  });

  it('allows eval only for the development server', () => {
    expect(contentSecurityPolicy(base)).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ ...base, development: true })).toContain("'unsafe-eval'");
  });
});

describe('templateOrigin', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tiles.example.com:8443/{z}/{x}/{y}{r}.png', 'https://*.tiles.example.com:8443'],
    ['http://localhost:8080/tiles/{z}/{x}/{y}.png', 'http://localhost:8080'],
    ['not a url', null],
  ])('%s -> %s', (template, origin) => {
    expect(templateOrigin(template)).toBe(origin);
  });
});

describe('createNonce', () => {
  it('is fresh every time and fits a header', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
