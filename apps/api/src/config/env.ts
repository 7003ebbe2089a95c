import path from 'node:path';
import { publicSiteUrl } from '@estate/domain/public-address';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import type { S3MediaConfig } from '../media/s3-media-store';

/**
 * Every setting the API reads, parsed once at start. A bad value stops the process with a message
 * that names the variable, instead of failing later in the middle of a request.
 */
const booleanSetting = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** What production mode refuses unless PRODUCTION_OVERRIDES names it. */
const PRODUCTION_OVERRIDES = ['demo-data', 'captcha-off', 'mail-to-files', 'http-site-url'] as const;
type ProductionOverride = (typeof PRODUCTION_OVERRIDES)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  // The site's public address (decision 027); unset, it is the local address of the site's PORT,
  // the same rule `npm start` and the site follow (`publicSiteUrl`), so a job run by hand with the
  // PORT of a running site names that site in its mails.
  SITE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // `production` (decision 022): the schema must already be migrated (npm run migrate), no demo
  // data unless asked, and unsafe settings stop the start unless PRODUCTION_OVERRIDES names them.
  DEPLOY_MODE: z.enum(['local', 'production']).default('local'),
  PRODUCTION_OVERRIDES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(PRODUCTION_OVERRIDES))),
  // Fill an empty database with the demo data (default: in local mode only).
  SEED_DEMO_DATA: booleanSetting.optional(),
  // Migrate at start (default: in local mode only; production runs `npm run migrate` as a step).
  MIGRATE_ON_START: booleanSetting.optional(),
  // Mail: without SMTP_URL every message is written as an .eml file under $DATA_DIR/outbox/.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]/, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Nieruchomości <no-reply@example.pl>'),
  SALES_EMAIL: z.email().default('sprzedaz@example.pl'),
  CAPTCHA: z.enum(['off', 'recaptcha']).default('off'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_HOSTNAME: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  // Which peers' X-Forwarded-For is believed: addresses, CIDRs or proxy-addr's names (loopback,
  // linklocal, uniquelocal), comma-separated; `none` believes nobody. Default: the site on this host.
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '' && entry !== 'none');
      try {
        proxyAddr.compile(entries);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `not an address, CIDR or name: ${(error as Error).message}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  // On SIGTERM: how long to keep serving (health says 'draining') before closing, so a load
  // balancer stops sending and requests already on their way are still answered.
  // Default: 10 s in production mode, long enough for a balancer's health checks to notice; 1 s locally.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  // Load shedding (decision 025): above this mean event-loop delay (ms) requests are answered 503
  // `overloaded` with Retry-After at once instead of queueing; health checks still answer. 0: off.
  API_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  // Photos, images and documents (decision 024): `local`, files below MEDIA_DIR; `s3`, one
  // S3-compatible bucket that every API instance shares.
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  MEDIA_DIR: optionalText,
  MEDIA_S3_BUCKET: optionalText,
  MEDIA_S3_PREFIX: z
    .string()
    .default('')
    .transform((value) => value.replace(/^\/+/, ''))
    .transform((value) => (value === '' || value.endsWith('/') ? value : `${value}/`)),
  MEDIA_S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: optionalText,
  MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
  MEDIA_S3_FORCE_PATH_STYLE: booleanSetting.default(true),
  // Signs staff session cookies and encrypts second-factor secrets (decision 029): every API
  // instance needs the same value, 32 characters or more; production refuses the local default.
  AUTH_SECRET: z
    .string()
    .min(32, 'must be 32 characters or more')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** Only for a local run: anyone can read it here, so production mode refuses it. */
const LOCAL_AUTH_SECRET = 'local-only-auth-secret-never-use-in-production';

type Env = z.infer<typeof envSchema>;

/** Every variable the API reads (deploy/production.env.example lists them all; a test checks). */
export const API_SETTINGS = Object.keys(envSchema.shape);

export interface ApiConfig {
  env: Env['NODE_ENV'];
  /** `production`: see `productionRefusals()` and decision 022. */
  deployMode?: Env['DEPLOY_MODE'];
  /** Unsafe settings production mode accepts anyway. */
  productionOverrides?: ProductionOverride[];
  /** Migrate at start; otherwise the start refuses a schema that is behind. */
  migrateOnStart?: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolMax: number };
  siteUrl: string;
  logLevel: Env['LOG_LEVEL'];
  seedDemoData: boolean;
  mail: MailConfig;
  captcha: CaptchaConfig;
  /** Submissions one address (IP) may send to each form route per hour. */
  formRateLimit: number;
  /** Peers (addresses, CIDRs, proxy-addr names) whose X-Forwarded-For is believed; empty: nobody. */
  trustProxy: string[];
  /** How long offer lists and map counts may be answered from memory; 0 turns the cache off. */
  listCacheSeconds: number;
  /** SIGTERM: serve this long with health 503 'draining', then close. */
  shutdownDrainMs?: number;
  /** Mean event-loop delay (ms) above which requests are shed with 503 `overloaded`; 0: never. */
  maxEventLoopDelayMs?: number;
  /** Where media live; unset: files below `$DATA_DIR/media`. */
  media?: MediaConfig;
  /** AUTH_SECRET, or the local default (refused in production). */
  authSecret: string;
}

/** A local directory (default `$DATA_DIR/media`), or a bucket every API instance shares. */
type MediaConfig = { kind: 'local'; dir?: string } | S3MediaConfig;

export interface MailConfig {
  /** SMTP server URL; undefined writes each message to `$DATA_DIR/outbox/<id>.eml` instead. */
  smtpUrl?: string;
  /** The From header of every message. */
  from: string;
  /** Where the forms notify the sales department. */
  salesEmail: string;
}

export type CaptchaConfig =
  | { mode: 'off' }
  | {
      mode: 'recaptcha';
      secret: string;
      /** reCAPTCHA v3 score (0..1) below which a request counts as a bot. */
      minScore: number;
      verifyUrl: string;
      /** When set, the verified token must have been issued on this hostname. */
      hostname?: string;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.CAPTCHA === 'recaptcha' && !env.RECAPTCHA_SECRET) {
    throw new ConfigError('Invalid configuration:\n  RECAPTCHA_SECRET: required when CAPTCHA=recaptcha');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const media = mediaConfig(env);
  const production = env.DEPLOY_MODE === 'production';
  return {
    env: env.NODE_ENV,
    deployMode: env.DEPLOY_MODE,
    productionOverrides: env.PRODUCTION_OVERRIDES,
    migrateOnStart: env.MIGRATE_ON_START ?? !production,
    port: env.API_PORT,
    host: env.API_HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'sqlite', file: path.join(dataDir, 'site.db') },
    siteUrl: publicSiteUrl(env),
    logLevel: env.LOG_LEVEL,
    seedDemoData: env.SEED_DEMO_DATA ?? !production,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, salesEmail: env.SALES_EMAIL },
    captcha:
      env.CAPTCHA === 'recaptcha'
        ? {
            mode: 'recaptcha',
            secret: env.RECAPTCHA_SECRET ?? '',
            minScore: env.RECAPTCHA_MIN_SCORE,
            verifyUrl: env.RECAPTCHA_VERIFY_URL,
            hostname: env.RECAPTCHA_HOSTNAME,
          }
        : { mode: 'off' },
    formRateLimit: env.FORM_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    listCacheSeconds: env.LIST_CACHE_SECONDS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (production ? 10_000 : 1_000),
    maxEventLoopDelayMs: env.API_MAX_EVENT_LOOP_DELAY_MS,
    media,
    authSecret: env.AUTH_SECRET ?? LOCAL_AUTH_SECRET,
  };
}

function mediaConfig(env: Env): MediaConfig {
  if (env.MEDIA_STORE === 'local') {
    return { kind: 'local', dir: env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : undefined };
  }
  const missing = [
    !env.MEDIA_S3_BUCKET && '  MEDIA_S3_BUCKET: required when MEDIA_STORE=s3',
    Boolean(env.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(env.MEDIA_S3_SECRET_ACCESS_KEY) &&
      '  MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY: set both, or neither for the default chain',
  ].filter((line): line is string => typeof line === 'string');
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  return {
    kind: 's3',
    bucket: env.MEDIA_S3_BUCKET ?? '',
    prefix: env.MEDIA_S3_PREFIX,
    endpoint: env.MEDIA_S3_ENDPOINT,
    region: env.MEDIA_S3_REGION,
    credentials:
      env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
  };
}

/**
 * Settings production mode refuses, one line each naming the way out; empty in local mode. Checked
 * by the server at start (not by `loadConfig`, so `npm run migrate` works with any of them).
 */
export function productionRefusals(config: ApiConfig): string[] {
  if (config.deployMode !== 'production') return [];
  const allowed = new Set(config.productionOverrides ?? []);
  const refusals: [ProductionOverride, boolean, string][] = [
    ['demo-data', config.seedDemoData, 'SEED_DEMO_DATA is on: demo offers would be published'],
    ['captcha-off', config.captcha.mode === 'off', 'CAPTCHA=off: forms accept bots'],
    ['mail-to-files', !config.mail.smtpUrl, 'SMTP_URL is unset: mail would be written to files, never sent'],
    ['http-site-url', !config.siteUrl.startsWith('https://'), `SITE_URL is not https (${config.siteUrl})`],
  ];
  const overridable = refusals
    .filter(([name, unsafe]) => unsafe && !allowed.has(name))
    .map(([name, , why]) => `  ${why}; fix it, or set PRODUCTION_OVERRIDES=${name} to accept it`);
  // No override: with a secret anyone can read, anyone can forge a staff session.
  const secret =
    config.authSecret === LOCAL_AUTH_SECRET
      ? ['  AUTH_SECRET is unset: set it to 32 or more random characters, the same on every API instance']
      : [];
  return [...overridable, ...secret];
}
