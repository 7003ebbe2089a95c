import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_SETTINGS, ConfigError, loadConfig, productionRefusals } from './env';

const SAFE_PRODUCTION = {
  DEPLOY_MODE: 'production',
  SITE_URL: 'https://nieruchomosci.example.pl',
  SMTP_URL: 'smtp://mail.example.pl:587',
  CAPTCHA: 'recaptcha',
  RECAPTCHA_SECRET: 'secret',
  AUTH_SECRET: 'a-production-secret-of-more-than-32-characters',
};

describe('deploy mode (decision 022)', () => {
  it('locally migrates and seeds at start and drains for 1 s, refusing nothing', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      deployMode: 'local',
      migrateOnStart: true,
      seedDemoData: true,
      shutdownDrainMs: 1_000,
    });
    expect(productionRefusals(config)).toEqual([]);
  });

  it('in production neither migrates nor seeds unless asked, and drains for 10 s', () => {
    const config = loadConfig(SAFE_PRODUCTION);
    expect(config).toMatchObject({ migrateOnStart: false, seedDemoData: false, shutdownDrainMs: 10_000 });
    expect(productionRefusals(config)).toEqual([]);
    expect(
      loadConfig({ ...SAFE_PRODUCTION, MIGRATE_ON_START: 'true', SHUTDOWN_DRAIN_MS: '3000' }),
    ).toMatchObject({
      migrateOnStart: true,
      shutdownDrainMs: 3_000,
    });
  });

  it('in production refuses demo data, captcha off, mail to files and an http SITE_URL, each by name', () => {
    const config = loadConfig({ DEPLOY_MODE: 'production', SEED_DEMO_DATA: 'true' });
    const refusals = productionRefusals(config);
    expect(refusals).toHaveLength(5);
    expect(refusals.at(-1)).toMatch(/AUTH_SECRET is unset/);
    for (const name of ['demo-data', 'captcha-off', 'mail-to-files', 'http-site-url']) {
      expect(refusals.some((line) => line.includes(`PRODUCTION_OVERRIDES=${name}`))).toBe(true);
    }
    const accepted = loadConfig({
      DEPLOY_MODE: 'production',
      SEED_DEMO_DATA: 'true',
      PRODUCTION_OVERRIDES: 'demo-data, captcha-off,mail-to-files',
    });
    expect(productionRefusals(accepted)).toEqual([
      '  SITE_URL is not https (http://localhost:3000); fix it, or set PRODUCTION_OVERRIDES=http-site-url to accept it',
      '  AUTH_SECRET is unset: set it to 32 or more random characters, the same on every API instance',
    ]);
    expect(() => loadConfig({ AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET/);
  });

  it('names a misspelt override or mode instead of ignoring it', () => {
    expect(() => loadConfig({ PRODUCTION_OVERRIDES: 'captcha' })).toThrow(ConfigError);
    expect(() => loadConfig({ PRODUCTION_OVERRIDES: 'captcha' })).toThrow(/PRODUCTION_OVERRIDES/);
    expect(() => loadConfig({ DEPLOY_MODE: 'prod' })).toThrow(/DEPLOY_MODE/);
  });
});

describe('public address (decision 027)', () => {
  it("is the local address of the site's PORT when SITE_URL is unset, as for npm start on that port", () => {
    expect(loadConfig({ PORT: '3200' }).siteUrl).toBe('http://localhost:3200');
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3200', SITE_URL: 'https://nieruchomosci.example.pl/' }).siteUrl).toBe(
      'https://nieruchomosci.example.pl',
    );
  });
});

describe('deploy/production.env.example', () => {
  it('lists every setting the API reads', () => {
    const example = fs.readFileSync(
      new URL('../../../../deploy/production.env.example', import.meta.url),
      'utf8',
    );
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    expect(API_SETTINGS.filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe('media store settings (decision 024)', () => {
  it('keeps media below $DATA_DIR/media unless told otherwise', () => {
    expect(loadConfig({}).media).toEqual({ kind: 'local', dir: undefined });
    expect(loadConfig({ MEDIA_DIR: '/srv/shared/media' }).media).toEqual({
      kind: 'local',
      dir: '/srv/shared/media',
    });
  });

  it('reads an S3-compatible bucket with path-style addressing and a normalised prefix', () => {
    const config = loadConfig({
      MEDIA_STORE: 's3',
      MEDIA_S3_BUCKET: 'portal-media',
      MEDIA_S3_PREFIX: '/site',
      MEDIA_S3_ENDPOINT: 'http://10.0.0.5:9000',
      MEDIA_S3_ACCESS_KEY_ID: 'key',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.media).toEqual({
      kind: 's3',
      bucket: 'portal-media',
      prefix: 'site/',
      endpoint: 'http://10.0.0.5:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'b' }).media).toMatchObject({
      prefix: '',
      credentials: undefined,
    });
  });

  it('names what an S3 store lacks instead of failing at the first upload', () => {
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/MEDIA_S3_BUCKET: required/);
    expect(() =>
      loadConfig({ MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'b', MEDIA_S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/set both, or neither/);
    expect(() => loadConfig({ MEDIA_STORE: 'nfs' })).toThrow(/MEDIA_STORE/);
    expect(() => loadConfig({ MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'b', MEDIA_S3_ENDPOINT: 'minio' })).toThrow(
      /MEDIA_S3_ENDPOINT/,
    );
  });
});
