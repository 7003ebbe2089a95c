import { describe, expect, it } from 'vitest';
import { parseSiteEnv } from './site-env';

describe('parseSiteEnv', () => {
  it('gives working local defaults', () => {
    const env = parseSiteEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      apiBase: 'http://127.0.0.1:4000',
      siteUrl: 'http://localhost:3000',
      videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/{id}',
      pageCacheSeconds: 10,
      maxRenders: 0,
      production: false,
      drainMs: 1_000,
    });
    expect(env.gtmId).toBeUndefined();
  });

  it('trims the trailing slash of addresses and treats empty optional values as unset', () => {
    const env = parseSiteEnv({ API_BASE: 'http://api:4000/', SITE_URL: 'https://x.pl/', GTM_ID: '' });
    expect(env.apiBase).toBe('http://api:4000');
    expect(env.siteUrl).toBe('https://x.pl');
    expect(env.gtmId).toBeUndefined();
  });

  it('names the local address of its own PORT when SITE_URL is unset (decision 027)', () => {
    expect(parseSiteEnv({ PORT: '3200' }).siteUrl).toBe('http://localhost:3200');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PAGE_CACHE_SECONDS: '-1' }, 'PAGE_CACHE_SECONDS'],
    [{ SITE_MAX_RENDERS: '-1' }, 'SITE_MAX_RENDERS'],
    [{ SHUTDOWN_DRAIN_MS: '90000' }, 'SHUTDOWN_DRAIN_MS'],
    [{ GTM_ID: 'UA-1' }, 'GTM_ID'],
    [{ MAP_TILE_URL: 'ftp://tiles/{z}/{x}/{y}' }, 'MAP_TILE_URL'],
  ])('stops the start on %j, naming %s', (env, name) => {
    expect(() => parseSiteEnv(env)).toThrow(new RegExp(`Invalid site configuration: .*${name}`));
  });

  it('refuses production mode with an http SITE_URL unless overridden, and drains longer there', () => {
    expect(() => parseSiteEnv({ DEPLOY_MODE: 'production', SITE_URL: 'http://x.pl' })).toThrow(
      /SITE_URL is not https/,
    );
    const env = parseSiteEnv({
      DEPLOY_MODE: 'production',
      SITE_URL: 'http://x.pl',
      PRODUCTION_OVERRIDES: 'http-site-url',
    });
    expect(env.drainMs).toBe(10_000);
  });
});
