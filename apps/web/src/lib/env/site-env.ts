import { publicSiteUrl } from '@estate/domain/public-address';
import { z } from 'zod';
import { type MapTileSettings, parseMapTileSettings } from './map-tile-settings';

/**
 * Every setting of the site, parsed once from the environment: a bad value stops the start with a
 * message naming it. A plain module (no `server-only`), so the site's HTTP server (server/main.ts),
 * Next's proxy and the pages read the same values; server components import it through
 * server-env.ts, which keeps it out of browser bundles. Only the tag manager id and the reCAPTCHA
 * site key (both public by nature) ever reach the browser.
 */

/** Where an offer's video plays, `{id}` standing for its videoId; the iframe loads only on a click. */
const DEFAULT_VIDEO_EMBED_URL = 'https://www.youtube-nocookie.com/embed/{id}';

const emptyIsUnset = z.literal('').transform(() => undefined);

/** A number setting: unset or empty is `fallback`, anything else must pass `schema`. */
function numberSetting(fallback: number, schema: z.ZodNumber) {
  return z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw === '' ? fallback : Number(raw)))
    .pipe(schema);
}

function integer(fallback: number, min: number, max: number) {
  return numberSetting(fallback, z.int(`expected an integer from ${min} to ${max}`).min(min).max(max));
}

const schema = z.object({
  PORT: integer(3000, 1, 65_535),
  HOST: z.string().min(1).default('0.0.0.0'),
  API_BASE: z.url().default('http://127.0.0.1:4000'),
  // Unset: the local address of PORT (decision 027, `publicSiteUrl`).
  SITE_URL: z.url().optional().or(emptyIsUnset),
  VIDEO_EMBED_URL: z
    .string()
    .refine((value) => value.includes('{id}') && /^https:\/\//.test(value), 'expected an https URL with {id}')
    .optional()
    .or(emptyIsUnset),
  // Google Tag Manager container id; without it the data layer still works, no tag loads.
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected a container id like GTM-ABC123')
    .optional()
    .or(emptyIsUnset),
  // reCAPTCHA v3 site key (public); without it forms send no token, which the API's CAPTCHA=off
  // accepts. Set it together with the API's CAPTCHA=recaptcha and RECAPTCHA_SECRET.
  RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]{20,100}$/, 'expected a reCAPTCHA site key')
    .optional()
    .or(emptyIsUnset),
  // Pages are kept this long, then served stale for 30 s more while rendered again (decision 016).
  PAGE_CACHE_SECONDS: numberSetting(
    10,
    z.number('expected a number of seconds ≥ 0').min(0, 'expected a number of seconds ≥ 0'),
  ),
  // Load shedding of uncached renders (decisions 025 and 047); 0: as many as the machine has cores.
  SITE_MAX_RENDERS: integer(0, 0, 1_000),
  SITE_MAX_EVENT_LOOP_LAG_MS: integer(300, 10, 60_000),
  SITE_RENDER_RATE_LIMIT: integer(600, 0, 1_000_000),
  // Production mode (decision 022): a longer drain by default and an https SITE_URL.
  DEPLOY_MODE: z.string().optional(),
  PRODUCTION_OVERRIDES: z.string().default(''),
  SHUTDOWN_DRAIN_MS: z.string().optional(),
  // The peers whose X-Forwarded-For is believed (decision 021).
  TRUST_PROXY: z.string().optional(),
});

export interface SiteEnv {
  port: number;
  host: string;
  apiBase: string;
  siteUrl: string;
  videoEmbedUrl: string;
  gtmId?: string;
  recaptchaSiteKey?: string;
  mapTiles: MapTileSettings;
  pageCacheSeconds: number;
  maxRenders: number;
  maxEventLoopLagMs: number;
  renderRateLimit: number;
  production: boolean;
  drainMs: number;
  trustProxy?: string;
}

function invalid(issues: readonly { path: PropertyKey[]; message: string }[]): Error {
  return new Error(
    `Invalid site configuration: ${issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
  );
}

/** The settings in `env`; throws the one message an operator needs when a value is wrong. */
export function parseSiteEnv(env: Readonly<Record<string, string | undefined>>): SiteEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw invalid(parsed.error.issues);
  const values = parsed.data;
  const production = values.DEPLOY_MODE === 'production';
  const overrides = values.PRODUCTION_OVERRIDES.split(',').map((entry) => entry.trim());
  if (production && !env.SITE_URL?.startsWith('https://') && !overrides.includes('http-site-url')) {
    throw new Error(
      'Refusing to start in production mode (DEPLOY_MODE=production):\n' +
        `  SITE_URL is not https (${env.SITE_URL ?? 'unset'}); fix it, or set PRODUCTION_OVERRIDES=http-site-url to accept it`,
    );
  }
  const drain = integer(production ? 10_000 : 1_000, 0, 60_000).safeParse(values.SHUTDOWN_DRAIN_MS);
  if (!drain.success)
    throw invalid([{ path: ['SHUTDOWN_DRAIN_MS'], message: 'expected milliseconds from 0 to 60000' }]);
  return {
    port: values.PORT,
    host: values.HOST,
    apiBase: values.API_BASE.replace(/\/$/, ''),
    siteUrl: publicSiteUrl({ SITE_URL: values.SITE_URL, PORT: values.PORT }),
    videoEmbedUrl: values.VIDEO_EMBED_URL ?? DEFAULT_VIDEO_EMBED_URL,
    gtmId: values.GTM_ID,
    recaptchaSiteKey: values.RECAPTCHA_SITE_KEY,
    mapTiles: parseMapTileSettings(env),
    pageCacheSeconds: values.PAGE_CACHE_SECONDS,
    maxRenders: values.SITE_MAX_RENDERS,
    maxEventLoopLagMs: values.SITE_MAX_EVENT_LOOP_LAG_MS,
    renderRateLimit: values.SITE_RENDER_RATE_LIMIT,
    production,
    drainMs: drain.data,
    trustProxy: values.TRUST_PROXY,
  };
}

/** This process's settings. */
export const siteEnv: SiteEnv = parseSiteEnv(process.env);
