import 'server-only';
import { z } from 'zod';
import { DEFAULT_VIDEO_EMBED_URL } from './video-embed';

/**
 * Server-side settings of the site, parsed once; only the tag manager id and the reCAPTCHA site key
 * (both public by nature) are passed to the browser.
 */
const schema = z.object({
  API_BASE: z.url().default('http://127.0.0.1:4000'),
  SITE_URL: z.url().default('http://localhost:3000'),
  // Where an offer's video plays, `{id}` standing for its videoId; the iframe loads only on a click.
  VIDEO_EMBED_URL: z
    .string()
    .refine((value) => value.includes('{id}') && /^https:\/\//.test(value), 'expected an https URL with {id}')
    .default(DEFAULT_VIDEO_EMBED_URL),
  // Google Tag Manager container id; without it the data layer still works, no tag loads.
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected a container id like GTM-ABC123')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // reCAPTCHA v3 site key (public); without it forms send no token, which the API's CAPTCHA=off
  // accepts. Set it together with the API's CAPTCHA=recaptcha and RECAPTCHA_SECRET.
  RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]{20,100}$/, 'expected a reCAPTCHA site key')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(
    `Invalid site configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  );
}

export const serverEnv = {
  apiBase: parsed.data.API_BASE.replace(/\/$/, ''),
  siteUrl: parsed.data.SITE_URL.replace(/\/$/, ''),
  gtmId: parsed.data.GTM_ID,
  videoEmbedUrl: parsed.data.VIDEO_EMBED_URL,
  recaptchaSiteKey: parsed.data.RECAPTCHA_SITE_KEY,
};
